import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import {
  excerptParts,
  localHit,
  matchArticles,
  MAX_QUERY_LENGTH,
  mergeHits,
  slugFromUrl,
  type SearchableArticle,
  type SearchHit,
  type TextPart,
} from "../model/search";

/** The part of Pagefind's browser API the box uses (https://pagefind.app/docs/api/). */
export interface PagefindApi {
  options?(options: { excerptLength?: number }): Promise<unknown>;
  init(): Promise<unknown>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResult> }[] } | null>;
}
interface PagefindResult {
  url: string;
  excerpt: string;
  meta?: { title?: string };
}

/** The index scripts/postbuild/70-search-index.mjs writes beside the pages. */
const PAGEFIND_URL = "/pagefind/pagefind.js";
/** Loads Pagefind from the site itself; a variable, so Vite leaves the import to the browser. */
export const loadPagefind = (): Promise<PagefindApi> => import(/* @vite-ignore */ PAGEFIND_URL);

const DEBOUNCE_MS = 150;
const MAX_RESULTS = 20;
const EXCERPT_WORDS = 24;

type IndexStatus = "idle" | "loading" | "ready" | "unavailable";
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
  const inputId = useId();
  const [query, setQuery] = useState("");
  const typed = query.trim().slice(0, MAX_QUERY_LENGTH);
  const debounced = useDebounced(typed, DEBOUNCE_MS);
  const { status, start, answer, clear } = useSearchIndex(loadIndex, debounced);
  // The list and its count change once per answer, not per keystroke: the index's latest answer, or without the
  // index, the articles the list holds for the typed query.
  const shown =
    typed === "" ? EMPTY : status === "ready" && answer.query !== "" ? answer : { query: debounced, hits: NO_HITS };
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
      <label htmlFor={inputId} className="mb-2 block font-semibold">
        Search articles
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onFocus={start}
        onChange={(event) => {
          start();
          setQuery(event.target.value);
          if (event.target.value.trim() === "") clear();
        }}
        placeholder="Words from a title, a topic or an article"
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-full border border-line bg-panel px-5 py-3 text-text placeholder:text-muted"
      />
      <p role="status" className="mt-3 min-h-6 text-sm text-muted">
        {statusText(typed, waiting ? "" : shown.query, hits.length, status)}
      </p>
      {hits.length > 0 && <SearchResults hits={hits} busy={searching} />}
    </search>
  );
}

const NO_HITS: SearchHit[] = [];
const EMPTY: Answer = { query: "", hits: NO_HITS };

/** The live region's text: announced (politely) when it changes, so once per answer. */
function statusText(typed: string, shownQuery: string, count: number, status: IndexStatus): string {
  if (typed === "") return "";
  if (status === "loading") return "Loading the search index…";
  if (shownQuery === "") return "Searching…";
  const found = count === 0 ? `No articles match “${shownQuery}”` : `${count} ${count === 1 ? "result" : "results"}`;
  return status === "unavailable" ? `${found} (titles and summaries only: full-text search is unavailable)` : found;
}

function SearchResults({ hits, busy }: { hits: SearchHit[]; busy: boolean }) {
  return (
    <ul aria-label="Search results" aria-busy={busy} className="flex flex-col gap-3">
      {hits.map((hit) => (
        <li key={hit.slug} className="rounded-2xl border border-line bg-panel p-4">
          <Link to={`/blog/${encodeURIComponent(hit.slug)}`} className="font-semibold break-words hover:underline">
            {hit.title || hit.slug}
          </Link>
          {hit.excerpt.length > 0 && (
            <p className="mt-1 text-sm break-words text-muted">
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

interface Answer {
  query: string;
  hits: SearchHit[];
}

/** The index: loaded by `start` (once), then asked each debounced query; `answer` is its latest answer. */
function useSearchIndex(load: () => Promise<PagefindApi>, query: string) {
  const [status, setStatus] = useState<IndexStatus>("idle");
  const [answer, setAnswer] = useState<Answer>(EMPTY);
  const index = useRef<Promise<PagefindApi | undefined> | undefined>(undefined);

  const start = useCallback(() => {
    if (index.current) return;
    setStatus("loading");
    index.current = (async () => {
      const pagefind = await load();
      await pagefind.options?.({ excerptLength: EXCERPT_WORDS });
      await pagefind.init();
      return pagefind;
    })().then(
      (pagefind) => {
        setStatus("ready");
        return pagefind;
      },
      () => {
        setStatus("unavailable");
        return undefined;
      },
    );
  }, [load]);

  useEffect(() => {
    if (status !== "ready" || query === "") return;
    let current = true;
    void askIndex(index.current, query).then((hits) => {
      if (current) setAnswer({ query, hits });
    });
    return () => {
      current = false;
    };
  }, [status, query]);

  const clear = useCallback(() => setAnswer(EMPTY), []);
  return { status, start, answer, clear };
}

/** The index's results for a query as hits (the first MAX_RESULTS, article pages only); none when it fails. */
async function askIndex(index: Promise<PagefindApi | undefined> | undefined, query: string): Promise<SearchHit[]> {
  try {
    const pagefind = await index;
    const found = await pagefind?.search(query);
    const results = await Promise.all((found?.results ?? []).slice(0, MAX_RESULTS).map((result) => result.data()));
    return results.flatMap((result) => {
      const slug = slugFromUrl(result.url);
      if (!slug) return [];
      return [{ slug, title: result.meta?.title ?? "", excerpt: excerptParts(result.excerpt) }];
    });
  } catch {
    return [];
  }
}
