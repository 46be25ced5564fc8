import { useCallback, useEffect, useRef, useState } from "react";
import { excerptParts, slugFromUrl, type SearchHit } from "../model/search";

/**
 * The blog's full-text index (Pagefind, written beside the pages by builder/postbuild/70-search-index.mjs): loaded
 * from the site itself when the reader starts to search, never before.
 */

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

const PAGEFIND_URL = "/pagefind/pagefind.js";
/** Loads Pagefind from the site itself; a variable, so Vite leaves the import to the browser. */
export const loadPagefind = (): Promise<PagefindApi> => import(/* @vite-ignore */ PAGEFIND_URL);

/** At most this many results are shown. */
export const MAX_RESULTS = 20;
/** Words of body text around the matches in an index result's excerpt. */
const EXCERPT_WORDS = 24;

export type IndexStatus = "idle" | "loading" | "ready" | "unavailable";

export const NO_HITS: SearchHit[] = [];

export interface Answer {
  query: string;
  hits: SearchHit[];
}

export const EMPTY_ANSWER: Answer = { query: "", hits: NO_HITS };

/** The index: loaded by `start` (once), then asked each debounced query; `answer` is its latest answer. */
export function useSearchIndex(load: () => Promise<PagefindApi>, query: string) {
  const [status, setStatus] = useState<IndexStatus>("idle");
  const [answer, setAnswer] = useState<Answer>(EMPTY_ANSWER);
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

  const clear = useCallback(() => setAnswer(EMPTY_ANSWER), []);
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
