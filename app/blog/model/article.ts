import type { NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import { reduceEvents } from "../../nostr/reduce";
import { collectDeletions, isDeleted } from "../../nostr/nip09";
import { addressHash, articleSlug, slugNamesArticle, uniqueSlugs } from "./slug";
import { hasExpired } from "../../nostr/nip40";
import { isFromTheFuture, nowSeconds } from "../../nostr/time";
import { truncate, truncateAtWord } from "./text";
import { ARTICLE_KIND, DELETION_KIND } from "../../nostr/kinds";
import { tagValue } from "../../nostr/tags";
import { articleAddress, publishedAt } from "../../nostr/nip23";
import { articleReadMinutes } from "./format";
import { MAX_RENDERED_CONTENT } from "../markdown/limits";

export const UNTITLED_ARTICLE = "Untitled Article";
/** Length of the summary taken from the content when the event has no summary (docs/product.md). */
export const SUMMARY_FALLBACK_LENGTH = 100;

/** Caps on untrusted tag values: a hostile event must not blow up the layout or the page's <title>. */
const CAP = { title: 300, summary: 600, url: 2048, topics: 12, topic: 40 } as const;

export interface Article {
  id: string;
  pubkey: string;
  /** The `d` tag ("" when missing). */
  identifier: string;
  /** NIP-01 address of the replaceable article: `30023:<pubkey>:<d>`. */
  address: string;
  createdAt: number;
  publishedAt: number;
  title: string;
  summary: string;
  /** Absolute http(s) URL of the cover image, when the event has a usable one. */
  image?: string;
  /** Topic tags (`t`), without a leading "#", deduplicated. */
  topics: string[];
  content: string;
  slug: string;
  /**
   * The language the author wrote in, as a NIP-32 label names it (an ISO 639-1 code: "en", "es"), when the event
   * carries a valid one: the `lang` of the article's title and body.
   */
  language?: string;
  /** The event has no title: `title` holds UNTITLED_ARTICLE (for the slug), the page says it in its own language. */
  untitled?: true;
}

/**
 * An article as the list holds it. The pre-rendered list ships its articles without their markdown bodies
 * (`content` absent, `contentLength` kept for the read time); the browser's refresh brings the full ones.
 */
export interface ListArticle extends Omit<Article, "content"> {
  content?: string;
  /** Length of the body when `content` was left out. */
  contentLength?: number;
}

/**
 * An article as a pre-rendered page's data holds it (builder/blog/snapshot.ts blogArticleData): without its
 * markdown, since the page carries the body as HTML, but with what the page shows of the markdown: the read time,
 * and whether the body was cut at its cap.
 */
export interface PageArticle extends Omit<Article, "content"> {
  content?: undefined;
  readMinutes: number;
  bodyTruncated?: true;
}

/** What an article's page shows: an article from the relays (or a card), or a pre-rendered page's. */
export type ShownArticle = Article | PageArticle;

/**
 * The article for its pre-rendered page's data. The page needed its markdown only for the read time and the note of
 * a body cut at its cap: it carries the body as HTML. In the archive bench that was 4.1 KB of every article page's
 * hydration data, and as much again in its `.data` file.
 */
export function pageArticle({ content, ...article }: Article): PageArticle {
  return {
    ...article,
    readMinutes: articleReadMinutes(content),
    ...(content.length > MAX_RENDERED_CONTENT ? { bodyTruncated: true as const } : {}),
  };
}

/** The article without its body, for the pre-rendered list's data. */
export function withoutContent({ content, ...rest }: Article): ListArticle {
  return { ...rest, contentLength: content.length };
}

/** Whether the list holds this article's body (only then can a card hand the article to its page). */
export function hasContent(article: ListArticle): article is Article {
  return typeof article.content === "string";
}

/** The body's length in characters, with or without the body. */
export function contentLength(article: ListArticle): number {
  return article.content?.length ?? article.contentLength ?? 0;
}

/**
 * Image sources: absolute https URLs, or paths on this site ("/blog-demo/x.svg", as the local demo seed
 * uses). `http:` is dropped too (the site's policy allows only https images, so it could only show as a
 * broken image), as are `javascript:`, `data:`, protocol-relative "//host" and other relative forms.
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > CAP.url) return undefined;
  if (/^\/(?![/\\])/.test(trimmed)) {
    const url = new URL(trimmed, "https://site.invalid");
    return url.origin === "https://site.invalid" ? `${url.pathname}${url.search}` : undefined;
  }
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function articleTitle(tags: string[][]): string {
  const title = tagValue({ tags }, "title")?.trim();
  return title ? truncate(title, CAP.title) : UNTITLED_ARTICLE;
}

/**
 * The summary tag, else the content's first 100 characters with "..." when longer, cut back to the end of a word
 * (`truncateAtWord`): a card never reads "part of the p...".
 */
export function articleSummary(tags: string[][], content: string): string {
  const summary = tagValue({ tags }, "summary")?.trim();
  if (summary) return truncateAtWord(summary, CAP.summary);
  return truncateAtWord(content, SUMMARY_FALLBACK_LENGTH);
}

/** published_at in unix seconds, else created_at (NIP-23, ../nostr/nip23). */
export function articlePublishedAt(tags: string[][], createdAt: number): number {
  return publishedAt(tagValue({ tags }, "published_at"), createdAt);
}

export function articleTopics(tags: string[][]): string[] {
  const seen = new Set<string>();
  const topics: string[] = [];
  for (const tag of tags) {
    if (!Array.isArray(tag) || tag[0] !== "t" || typeof tag[1] !== "string") continue;
    const topic = Array.from(tag[1].trim().replace(/^#+/, "").trim()).slice(0, CAP.topic).join("");
    const key = topic.toLowerCase();
    if (!topic || seen.has(key)) continue;
    seen.add(key);
    topics.push(topic);
    if (topics.length === CAP.topics) break;
  }
  return topics;
}

/** The ISO 639-1 codes (ISO 639-1:2002 as maintained; the withdrawn "bh", "in", "iw", "ji", "mo", "sh" left out). */
const ISO_639_1 = new Set(
  (
    "aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el " +
    "en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu " +
    "ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na " +
    "nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so " +
    "sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu"
  ).split(" "),
);
/** The NIP-32 namespace of ISO 639-1 language codes. */
export const LANGUAGE_NAMESPACE = "ISO-639-1";

/**
 * The article's language from its NIP-32 labels: the first `["l", code, "ISO-639-1"]`, or a `["l", code]` without
 * a namespace when the event's only `L` namespace is ISO-639-1 (`["L", "ISO-639-1"]`). Only a two-letter
 * lowercase ISO 639-1 code counts ("en", never "EN", "eng" or "en-US"); undefined otherwise.
 */
export function articleLanguage(tags: string[][]): string | undefined {
  const namespaces = tags.filter((tag) => Array.isArray(tag) && tag[0] === "L" && typeof tag[1] === "string");
  const onlyLanguages = namespaces.length > 0 && namespaces.every((tag) => tag[1] === LANGUAGE_NAMESPACE);
  for (const tag of tags) {
    if (!Array.isArray(tag) || tag[0] !== "l" || typeof tag[1] !== "string") continue;
    const namespace = tag.length > 2 ? tag[2] : onlyLanguages ? LANGUAGE_NAMESPACE : undefined;
    if (namespace === LANGUAGE_NAMESPACE && ISO_639_1.has(tag[1])) return tag[1];
  }
  return undefined;
}

/** Languages written right to left, among the ISO 639-1 codes. */
const RIGHT_TO_LEFT = new Set(["ar", "dv", "fa", "he", "ks", "ps", "sd", "ug", "ur", "yi"]);

/**
 * The direction of an article's title and body: its language's when it names one, else the text's own (its first
 * strong character), never the page's (an English article on a Persian page reads left to right).
 */
export function textDirection(language: string | undefined): "ltr" | "rtl" | "auto" {
  if (!language) return "auto";
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

/** Turns a kind 30023 event into an Article, with every fallback of docs/product.md. */
export function toArticle(event: NostrEvent): Article {
  const tags = Array.isArray(event.tags) ? event.tags : [];
  const identifier = tagValue({ tags }, "d") ?? "";
  const title = articleTitle(tags);
  const language = articleLanguage(tags);
  const address = articleAddress({ pubkey: event.pubkey, identifier });
  return {
    id: event.id,
    pubkey: event.pubkey,
    identifier,
    address,
    createdAt: event.created_at,
    publishedAt: articlePublishedAt(tags, event.created_at),
    title,
    summary: articleSummary(tags, event.content),
    image: safeImageUrl(tagValue({ tags }, "image")),
    topics: articleTopics(tags),
    content: event.content,
    slug: articleSlug(title, identifier, addressHash(address)),
    ...(language ? { language } : {}),
    ...(tagValue({ tags }, "title")?.trim() ? {} : { untitled: true as const }),
  };
}

export interface ArticlesOptions {
  /** The configured authors in order: the first keeps a slug that several authors' titles give. */
  authors?: readonly string[];
  /** Unix seconds (default: now). */
  now?: number;
  /** Address -> slug an earlier build gave (its archive): kept while it still names the article (see uniqueSlugs). */
  reserved?: ReadonlyMap<string, string>;
}

/**
 * Articles from the relay answer (kind 30023, with the authors' kind 5 deletion requests among the events):
 * one per address, newest first, each with a unique slug (see uniqueSlugs).
 * - Versions dated more than 15 minutes ahead are ignored (they could never be replaced).
 * - The newest remaining version of each address wins (even if the relay layer let an older one through).
 * - An address whose newest version has expired (NIP-40) or was deleted by its author (NIP-09, by id, or by
 *   address up to the request's time) is hidden; an older version is never shown in its place.
 */
export function toArticles(events: NostrEvent[], options: ArticlesOptions = {}): Article[] {
  const now = options.now ?? nowSeconds();
  // The newest version of each article (NIP-01's rule, as the relay layer applies it); an expired or
  // deleted newest version hides the article, never bringing back an older one.
  const newest = reduceEvents(events.filter((event) => event.kind === ARTICLE_KIND && !isFromTheFuture(event, now)));
  const deletions = collectDeletions(events, now);
  const shown = newest
    .filter((event) => !hasExpired(event, now))
    .map(toArticle)
    .filter((article) => !isDeleted(article, deletions));
  const slugs = uniqueSlugs(shown, options.authors, options.reserved);
  // Still newest first, as reduceEvents sorts (created_at, then id: nostr-tools' compareEvents).
  return shown.map((article) => {
    const slug = slugs.get(article.address)!;
    return slug === article.slug ? article : { ...article, slug };
  });
}

/**
 * The articles query: the authors' articles and, in the same request, their deletion requests (kind 5): those
 * that say they delete an article (`k` 30023, as NIP-09 asks) and the newest of any kind (not every client
 * adds `k`).
 */
export function articleFilters(pubkeys: string[], limit: number): Filter[] {
  return [
    { kinds: [ARTICLE_KIND], authors: pubkeys, limit },
    { kinds: [DELETION_KIND], authors: pubkeys, "#k": [String(ARTICLE_KIND)], limit },
    { kinds: [DELETION_KIND], authors: pubkeys, limit },
  ];
}

/** Which article a lookup is for: the one at /blog/{slug} (see findBySlug), or the one at an address. */
export type ArticleFind =
  | {
      slug: string;
      preferAddress?: string;
      /** With `preferAddress` (a pre-rendered page): only a version (or deletion) dated from then on is asked for. */
      since?: number;
    }
  | { address: string };

/** The article `find` names among `articles` (toArticles' output, so with their unique slugs), else null. */
export function findArticle(articles: Article[], find: ArticleFind): Article | null {
  if ("address" in find) return articles.find((article) => article.address === find.address) ?? null;
  return findBySlug(articles, find.slug, find.preferAddress) ?? null;
}

/** The slug the article's own title (or `d` tag) gives it, before any suffix. */
function ownSlug(article: Pick<Article, "title" | "identifier" | "address">): string {
  return articleSlug(article.title, article.identifier, addressHash(article.address));
}

/**
 * The article at /blog/{slug}: the one holding that slug, else one whose suffixed slug it is (its URL from
 * when another article had the bare slug). `preferAddress` (the article a pre-rendered page shows) wins
 * whenever the slug is one of its URLs, so hydrating never swaps the page for another article.
 */
export function findBySlug(articles: Article[], slug: string, preferAddress?: string): Article | undefined {
  if (preferAddress !== undefined) {
    const own = articles.find((article) => article.address === preferAddress);
    if (own && (own.slug === slug || slugNamesArticle(slug, { address: own.address, slug: ownSlug(own) }))) return own;
  }
  return (
    articles.find((article) => article.slug === slug) ??
    articles.find((article) => slugNamesArticle(slug, { address: article.address, slug: ownSlug(article) }))
  );
}

/** What an article's card and page show of it, besides the article: its author's profile, the counts, the mark. */
export interface ArticleShown {
  article: Pick<ListArticle, "id" | "slug">;
  profile: unknown;
  nip05Verified?: boolean;
  counts: unknown;
}

/**
 * Whether a card or page would show the same: a relay refresh brings new objects for the same articles, profiles
 * and figures, and re-rendering for nothing costs a slow phone a long task. An event id fixes the event's
 * content, so the same id (and slug, which depends on the other articles) means the same article.
 */
export function sameArticleShown<T extends ArticleShown>(
  a: T,
  b: T,
  sameCounts: (a: T["counts"], b: T["counts"]) => boolean,
): boolean {
  return (
    a.profile === b.profile &&
    a.nip05Verified === b.nip05Verified &&
    sameCounts(a.counts, b.counts) &&
    (a.article === b.article || (a.article.id === b.article.id && a.article.slug === b.article.slug))
  );
}
