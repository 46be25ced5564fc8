import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import type { ArticleInitialData } from "../article-page";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales";
import { isNaddr } from "../../nostr/nip19";
import { listedArticle } from "./articles";
import { blogQueryClient } from "./query-client";

/** The article route's id, under which a pre-rendered page's `.data` file holds the article's build-time data. */
const ARTICLE_ROUTE = "routes/blog-article";

/** The English page's data file of the article `slug`, as React Router names it (`/blog/{slug}.data`). */
export const buildCopyUrl = (slug: string) => `/blog/${encodeURIComponent(slug)}.data`;

/**
 * The build's copy of an article whose page under another language was not pre-rendered (older than the blog's
 * first page: docs/decisions/articles-in-english-only.md): what its English page was pre-rendered with, read from
 * the data file React Router wrote beside that page. Null when there is none (an article published after the
 * build, which the hosts answer with the SPA fallback's HTML or a 404), or when it is not an article's data.
 */
export async function fetchBuildCopy(
  slug: string,
  request: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<ArticleInitialData | null> {
  try {
    const response = await request(buildCopyUrl(slug), { signal });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !response.body || type.startsWith("text/html")) return null;
    const { value } = await decodeViaTurboStream(response.body, globalThis);
    const route = (value as Record<string, { data?: unknown } | undefined> | null)?.[ARTICLE_ROUTE];
    const data = route?.data as ArticleInitialData | null | undefined;
    return data && typeof data === "object" && data.article?.slug === slug ? data : null;
  } catch {
    return null;
  }
}

/**
 * What the article route's clientLoader gives its page: under another language than English, the build's copy of
 * an article the list in the cache does not hold (past the blog's first page the build pre-renders articles in
 * English only); null in English, for an naddr, and for an unknown language, which read the relays.
 */
export function buildCopyIfNeeded(
  slug: string,
  locale: Locale | undefined,
  signal?: AbortSignal,
): Promise<ArticleInitialData | null> | null {
  if (!locale || locale === DEFAULT_LOCALE || isNaddr(slug)) return null;
  if (listedArticle(blogQueryClient, slug)) return null;
  return fetchBuildCopy(slug, fetch, signal);
}
