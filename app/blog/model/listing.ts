import { npubEncode } from "nostr-tools/nip19";
import type { ListArticle } from "./article";

/**
 * The blog's listings over the whole archive: /blog and its older pages, topic pages and author pages, each paged
 * by LIST_PAGE_SIZE articles, newest first (created_at, the list's order), so no article is listed twice or skipped
 * across one listing's pages.
 */

/** Articles per listing page: /blog shows the newest 30 (docs/product.md), older pages 30 more each. */
export const LIST_PAGE_SIZE = 30;

/** Page numbers start at 1; /blog is page 1 of the whole list. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
}

/** The articles of page `page` (1-based) of a listing; empty beyond its end. */
export function pageOf<T>(articles: readonly T[], page: number): T[] {
  return articles.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
}

/**
 * A page number from a URL segment: a plain positive integer (no sign, no leading zero, at most 6 digits), else
 * undefined (the page shows "No articles found").
 */
export function parsePage(segment: string | undefined): number | undefined {
  if (segment === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : undefined;
}

/**
 * A topic's key, as its URL shows it: case folded (NFKC, lower case), every run of characters that are neither
 * letters nor digits turned into one "-". "Privacy", "privacy" and "#PRIVACY " are one topic; "self custody" and
 * "self-custody" too. Empty for a topic made of nothing else.
 */
export function topicKey(topic: string): string {
  return topic
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** Whether the article carries the topic (by key). */
export function hasTopic(article: Pick<ListArticle, "topics">, key: string): boolean {
  return key !== "" && article.topics.some((topic) => topicKey(topic) === key);
}

export interface Topic {
  key: string;
  /** The topic as the newest article carrying it writes it. */
  label: string;
  count: number;
}

/** Every topic of the articles, most used first (then by key), each once. */
export function topicsOf(articles: readonly Pick<ListArticle, "topics">[]): Topic[] {
  const topics = new Map<string, Topic>();
  for (const article of articles) {
    const keys = new Set<string>();
    for (const label of article.topics) {
      const key = topicKey(label);
      if (!key || keys.has(key)) continue;
      keys.add(key);
      const topic = topics.get(key);
      if (topic) topic.count += 1;
      else topics.set(key, { key, label, count: 1 });
    }
  }
  return [...topics.values()].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** A listing's path: `base` for page 1, `base/page/N` after it. */
export function listingPath(base: string, page = 1): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

export const BLOG_PATH = "/blog";
export const topicPath = (key: string, page = 1) => listingPath(`/blog/tag/${encodeURIComponent(key)}`, page);
export const authorPath = (npub: string, page = 1) => listingPath(`/blog/author/${npub}`, page);
/** The page of the author with this hex key. */
export const authorPathOf = (pubkey: string) => authorPath(npubEncode(pubkey));
export const feedPath = (base: string) => `${base}/feed.xml`;

/** Which listing a page shows: the whole blog, a topic (by key), or an author (by hex key). */
export type Listing = { kind: "blog" } | { kind: "topic"; key: string } | { kind: "author"; pubkey: string };

/** The listing's articles among `articles` (newest first, as given). */
export function listedIn<T extends Pick<ListArticle, "topics" | "pubkey">>(
  articles: readonly T[],
  listing: Listing,
): T[] {
  if (listing.kind === "topic") return articles.filter((article) => hasTopic(article, listing.key));
  if (listing.kind === "author") return articles.filter((article) => article.pubkey === listing.pubkey);
  return [...articles];
}

/**
 * A pre-rendered listing page as it reads now, from what the page holds: `window`, the build's articles of this
 * page and of the page before it (starting at position `windowStart` of the build's listing), and `fresh`, the
 * listing's articles the relays have that are newer than the build (new ones, and new versions of older ones,
 * which move to the top as the list's order is created_at). Each fresh article pushes the build's down by one; a
 * new version of one in the window leaves its old place. A fresh version of an article not in the window is
 * taken as one from before it (NIP-23 keeps `published_at` across edits, so an article published before the
 * build is not new). Undefined when the page now starts before the window: the caller reads the relays.
 */
export function livePage<T extends Pick<ListArticle, "address" | "createdAt" | "publishedAt">>(
  window: readonly T[],
  {
    windowStart,
    page,
    last,
    builtAtSeconds,
  }: { windowStart: number; page: number; last: boolean; builtAtSeconds: number },
  fresh: readonly T[],
): T[] | undefined {
  const inWindow = new Set(window.map((article) => article.address));
  const freshAddresses = new Set(fresh.map((article) => article.address));
  const movedFromBefore = fresh.filter(
    (article) => !inWindow.has(article.address) && article.publishedAt <= builtAtSeconds,
  ).length;
  const top = [...fresh].sort((a, b) => b.createdAt - a.createdAt);
  const before = Math.max(0, windowStart - movedFromBefore);
  const rest = window.filter((article) => !freshAddresses.has(article.address));
  const from = (page - 1) * LIST_PAGE_SIZE;
  const sequence: (T | undefined)[] = [...top, ...Array<undefined>(before).fill(undefined), ...rest];
  const shown = sequence.slice(from, from + LIST_PAGE_SIZE);
  // Articles between the fresh ones and the window, or after the window, are not on the page.
  if (shown.some((article) => article === undefined)) return undefined;
  if (shown.length < LIST_PAGE_SIZE && !last) return undefined;
  return shown as T[];
}
