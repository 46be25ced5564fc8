import { useEffect, useId, useMemo, useState } from "react";
import { LocalLink } from "../../i18n/local-link";
import { useT, type Translate } from "../../i18n/messages";
import { richMessage } from "../../i18n/rich-message";
import {
  localHit,
  matchArticles,
  MAX_QUERY_LENGTH,
  mergeHits,
  type SearchableArticle,
  type SearchHit,
  type TextPart,
} from "../model/search";
import {
  EMPTY_ANSWER,
  loadPagefind,
  MAX_RESULTS,
  NO_HITS,
  useSearchIndex,
  type IndexStatus,
  type PagefindApi,
} from "../api/search-index";

const DEBOUNCE_MS = 150;
type Props = {
  articles: readonly (SearchableArticle & { topics: string[] })[];
  loadIndex?: () => Promise<PagefindApi>;
};

/**
 * Searches the blog: the build's Pagefind index (titles, summaries, topics and bodies of the pre-rendered
 * articles), loaded when the reader first focuses the box or types, and the articles the list holds (titles and
 * summaries), which covers the articles published after the build. Index results come first.
 */
export function BlogSearch({ articles, loadIndex = loadPagefind }: Props) {
  const t = useT("blog");
  const inputId = useId();
  const hintId = useId();
  const [query, setQuery] = useState("");
  const typed = query.trim().slice(0, MAX_QUERY_LENGTH);
  const debounced = useDebounced(typed, DEBOUNCE_MS);
  const { status, start, answer, clear } = useSearchIndex(loadIndex, debounced);
  // The list and its count change once per answer, not per keystroke: the index's latest answer, or without the
  // index, the articles the list holds for the typed query.
  const shown =
    typed === ""
      ? EMPTY_ANSWER
      : status === "ready" && answer.query !== ""
        ? answer
        : { query: debounced, hits: NO_HITS };
  const hits = useMemo(() => {
    if (shown.query === "") return NO_HITS;
    const local = matchArticles(articles, shown.query).map((article) => localHit(article, shown.query));
    return mergeHits(shown.hits, local, { limit: MAX_RESULTS, listed: articles });
  }, [articles, shown.hits, shown.query]);
  // The index is loaded but has not answered yet: the list holds the local matches, the count waits for the index.
  const waiting = status === "ready" && answer.query === "";
  const searching =
    typed !== "" && (typed !== debounced || status === "loading" || (status === "ready" && answer.query !== debounced));

  return (
    // The role too: browsers before 2023 (and some screen readers) know no <search> element.
    <search role="search" className="mb-10 max-w-2xl">
      <label htmlFor={inputId} className="block font-semibold">
        {t("blog.search.label")}
      </label>
      {/* What one can search by, above the box rather than as its placeholder, which a phone cut short ("...un tema
          o un") and which goes as soon as one types. */}
      <p id={hintId} className="mt-1 mb-2 text-sm text-muted">
        {t("blog.search.placeholder")}
      </p>
      <div className="relative">
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted"
        >
          <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          type="search"
          aria-describedby={hintId}
          value={query}
          onFocus={start}
          onChange={(event) => {
            start();
            setQuery(event.target.value);
            if (event.target.value.trim() === "") clear();
          }}
          autoComplete="off"
          enterKeyHint="search"
          className="w-full rounded-full border border-line bg-panel py-3 ps-12 pe-5 text-text"
        />
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm text-muted">
        {statusText(t, typed, waiting ? "" : shown.query, hits.length, status)}
      </p>
      {hits.length > 0 && <SearchResults hits={hits} busy={searching} label={t("blog.search.resultsLabel")} />}
    </search>
  );
}

/**
 * The live region's text: announced (politely) when it changes, so once per answer. The reader's words stand
 * isolated (<bdi>): a query in another script than the page's keeps its own order.
 */
function statusText(t: Translate, typed: string, shownQuery: string, count: number, status: IndexStatus) {
  if (typed === "") return "";
  if (status === "loading") return t("blog.search.loadingIndex");
  if (shownQuery === "") return t("blog.search.searching");
  const partial = status === "unavailable";
  if (count > 0) return t(partial ? "blog.search.resultsPartial" : "blog.search.results", { count });
  return richMessage(
    t,
    partial ? "blog.search.noMatchPartial" : "blog.search.noMatch",
    {},
    {
      query: <bdi>{shownQuery}</bdi>,
    },
  );
}

function SearchResults({ hits, busy, label }: { hits: SearchHit[]; busy: boolean; label: string }) {
  return (
    <ul aria-label={label} aria-busy={busy} className="flex flex-col gap-3">
      {hits.map((hit) => (
        <li key={hit.slug} className="rounded-2xl border border-line bg-panel p-4">
          <LocalLink
            to={`/blog/${encodeURIComponent(hit.slug)}`}
            dir="auto"
            className="font-semibold break-words hover:underline"
          >
            {hit.title || hit.slug}
          </LocalLink>
          {hit.excerpt.length > 0 && (
            <p dir="auto" className="mt-1 text-sm break-words text-muted">
              <Excerpt parts={hit.excerpt} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** An excerpt as text, its matched words in <mark> (React elements, never parsed HTML). */
function Excerpt({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.mark ? (
      <mark key={index} className="rounded-sm bg-accent-700/40 text-text">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
