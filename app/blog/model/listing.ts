import { npubOf } from "../../nostr/nip19";
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
 * Longest topic key, in code points (a letter takes at most 4 bytes of UTF-8): the key names a folder of the built
 * site (`blog/tag/{key}/`), which must stay within the 255 bytes a file name may take, whatever an author writes.
 */
export const MAX_TOPIC_KEY_LENGTH = 40;

/**
 * A topic's key, as its URL shows it: case folded (NFKC, lower case), every run of characters that are neither
 * letters, marks nor digits turned into one "-", then cut to MAX_TOPIC_KEY_LENGTH code points. "Privacy",
 * "privacy" and "#PRIVACY " are one topic; "self custody" and "self-custody" too; a script that writes vowels as
 * marks (बिटकॉइन) keeps them. The cut comes after the normalisation, which can make one character 18 (U+FDFA).
 * Empty for a topic made of nothing else. A key is its own key.
 */
export function topicKey(topic: string): string {
  const folded = topic
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+/, "");
  return Array.from(folded).slice(0, MAX_TOPIC_KEY_LENGTH).join("").replace(/-+$/, "");
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
export const authorPathOf = (pubkey: string) => authorPath(npubOf(pubkey));
export const feedPath = (base: string) => `${base}/feed.xml`;

export interface BlogPagePath {
  /** The page's address as links and the sitemap write it (percent-encoded). */
  path: string;
  /** An article's date (unix seconds), for the sitemap. */
  lastmod?: number;
  /** An article's page (one address, in English) rather than a listing's (one in every language). */
  article?: true;
}

/**
 * Every page of the blog a build fills from its archive: the older pages of /blog, each topic's and each
 * author's pages, and every article. Whatever the articles carry, each is a path the site can write as files
 * on disk (the property test in build-paths.test.ts).
 */
export function blogPagePaths(
  articles: readonly Pick<ListArticle, "slug" | "pubkey" | "createdAt">[],
  topics: readonly Topic[],
  authors: readonly { pubkey: string; npub: string }[],
): BlogPagePath[] {
  const pagesOf = (base: string, total: number) =>
    Array.from({ length: pageCount(total) }, (_, i) => ({ path: listingPath(base, i + 1) }));
  return [
    ...pagesOf(BLOG_PATH, articles.length).slice(1),
    ...topics.flatMap((topic) => pagesOf(topicPath(topic.key), topic.count)),
    ...authors.flatMap(({ pubkey, npub }) =>
      pagesOf(authorPath(npub), articles.filter((article) => article.pubkey === pubkey).length),
    ),
    ...articles.map((article) => ({
      path: `/blog/${article.slug}`,
      lastmod: article.createdAt,
      article: true as const,
    })),
  ];
}

/** Which listing a page shows: the whole blog, a topic (by key), or an author (by hex key). */
export type Listing = { kind: "blog" } | { kind: "topic"; key: string } | { kind: "author"; pubkey: string };

/** A listing URL's meaning: the listing, the page, and the listing's page 1 (which its pages hang under). */
export interface ResolvedListing {
  listing: Listing;
  page: number;
  base: string;
}

/**
 * What a listing URL names (/blog/page/{n}, /blog/tag/{topic}[/page/{n}], /blog/author/{npub}[/page/{n}]);
 * undefined for anything else: an unknown section, a bad page number, an empty topic, an npub that is not one of
 * the configured `authors` (not found, and no relay is asked).
 */
export function resolveListing(
  { section, key, page }: { section: string; key: string; page?: string },
  authors: readonly { pubkey: string; npub: string }[],
): ResolvedListing | undefined {
  if (section === "page") {
    const number = page === undefined ? parsePage(key) : undefined;
    return number ? { listing: { kind: "blog" }, page: number, base: BLOG_PATH } : undefined;
  }
  const number = parsePage(page);
  if (!number) return undefined;
  if (section === "tag") {
    const topic = topicKey(key);
    return topic ? { listing: { kind: "topic", key: topic }, page: number, base: topicPath(topic) } : undefined;
  }
  const author = section === "author" ? authors.find(({ npub }) => npub === key) : undefined;
  return author
    ? { listing: { kind: "author", pubkey: author.pubkey }, page: number, base: authorPath(author.npub) }
    : undefined;
}

/** A topic as the first of `articles` carrying it writes it, else as `topic` (the URL's) does. */
export function topicLabel(topic: string, articles?: readonly Pick<ListArticle, "topics">[]): string {
  const key = topicKey(topic);
  return articles?.flatMap((article) => article.topics).find((label) => topicKey(label) === key) ?? topic;
}

/** The listing's articles among `articles` (newest first, as given). */
export function listedIn<T extends Pick<ListArticle, "topics" | "pubkey">>(
  articles: readonly T[],
  listing: Listing,
): T[] {
  if (listing.kind === "topic") return articles.filter((article) => hasTopic(article, listing.key));
  if (listing.kind === "author") return articles.filter((article) => article.pubkey === listing.pubkey);
  return [...articles];
}

type LiveArticle = Pick<ListArticle, "address" | "createdAt" | "topics" | "pubkey">;

/**
 * The articles of `fresh` (the relays' articles created since the build: new ones, and new versions of older ones)
 * whose place in the build's listing a page holding `window` cannot tell: all it does not hold. A new version
 * moves to the top, and only its old place says whether the page shifts down by one (the old place was after the
 * window, or there was none) or not (before it). NIP-23's `published_at` cannot tell a new article from an edit:
 * authors set it, or leave it out. Only the build's order (order.ts) places them.
 */
export function unplaced<T extends LiveArticle>(window: readonly T[], fresh: readonly T[]): T[] {
  const inWindow = new Set(window.map((article) => article.address));
  return fresh.filter((article) => !inWindow.has(article.address));
}

export interface LivePageInput<T> {
  listing: Listing;
  /** The build's articles of this page and of the page before it, from position `windowStart` of its listing. */
  window: readonly T[];
  windowStart: number;
  page: number;
  /** How many articles the build's listing held. */
  total: number;
  /** Each address's position in the build's listing (positionsIn), when the page fetched the build's order. */
  positions?: ReadonlyMap<string, number>;
}

/**
 * A pre-rendered listing page as it reads now: the listing's fresh articles (created since the build, in any
 * listing: a new version can leave a topic) go to the top, newest first, and each address they replace leaves its
 * place in the build's listing, so everything after it moves up by one. No article is then listed twice or
 * skipped across pages. Undefined when the page cannot tell: a fresh article is `unplaced` and no `positions` were
 * given, or the page now starts before its window (more fresh articles than the page before held); the caller
 * reads the relays.
 */
export function livePage<T extends LiveArticle>(
  { listing, window, windowStart, page, total, positions }: LivePageInput<T>,
  fresh: readonly T[],
): { articles: T[]; total: number } | undefined {
  const inWindow = new Map(window.map((article, index) => [article.address, windowStart + index]));
  let replacedBefore = 0;
  let replaced = 0;
  for (const article of fresh) {
    const position = inWindow.get(article.address) ?? (positions ? positions.get(article.address) : NaN);
    // Not in the build's listing (a new article, or one new to this topic): it replaces nothing.
    if (position === undefined) continue;
    if (Number.isNaN(position)) return undefined;
    replaced += 1;
    if (position < windowStart) replacedBefore += 1;
  }
  const addresses = new Set(fresh.map((article) => article.address));
  const top = listedIn(fresh, listing).sort((a, b) => b.createdAt - a.createdAt);
  const liveTotal = total + top.length - replaced;
  const rest = window.filter((article) => !addresses.has(article.address));
  const from = (page - 1) * LIST_PAGE_SIZE;
  const sequence: (T | undefined)[] = [
    ...top,
    ...Array<undefined>(windowStart - replacedBefore).fill(undefined),
    ...rest,
  ];
  const shown = sequence.slice(from, from + LIST_PAGE_SIZE);
  // Articles between the fresh ones and the window, or after the window, are not on the page.
  if (shown.some((article) => article === undefined)) return undefined;
  if (shown.length < Math.min(LIST_PAGE_SIZE, liveTotal - from)) return undefined;
  return { articles: shown as T[], total: liveTotal };
}
