import type { NostrEvent } from "nostr-tools/core";
import { articleSlug } from "./slug";

/** NIP-23 long-form article. */
export const ARTICLE_KIND = 30023;

export const UNTITLED_ARTICLE = "Untitled Article";
/** Length of the summary taken from the content when the event has no summary (SPEC.md section 9). */
export const SUMMARY_FALLBACK_LENGTH = 100;

// Caps on untrusted tag values: a hostile event must not blow up the layout or the page's <title>.
const MAX_TITLE_LENGTH = 300;
const MAX_SUMMARY_LENGTH = 600;
const MAX_URL_LENGTH = 2048;
const MAX_TOPICS = 12;
const MAX_TOPIC_LENGTH = 40;
/** published_at must be plain unix seconds (at most 10 digits: before the year 2286). */
const UNIX_SECONDS = /^\d{1,10}$/;

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

function firstTagValue(tags: string[][], name: string): string | undefined {
  for (const tag of tags) {
    if (Array.isArray(tag) && tag[0] === name && typeof tag[1] === "string") return tag[1];
  }
  return undefined;
}

/** The first `max` code points (never half an emoji) and "...", or the text when it is not longer. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text; // `max` UTF-16 units are at most `max` code points
  let kept = 0;
  let end = 0;
  for (const char of text) {
    if (kept === max) return `${text.slice(0, end)}...`;
    kept += 1;
    end += char.length;
  }
  return text;
}

/**
 * Image sources: absolute http(s) URLs, or paths on this site ("/blog-demo/x.svg", as the local demo seed
 * uses). `javascript:`, `data:`, protocol-relative "//host" and other relative forms are dropped.
 */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > MAX_URL_LENGTH) return undefined;
  if (/^\/(?![/\\])/.test(trimmed)) {
    const url = new URL(trimmed, "https://site.invalid");
    return url.origin === "https://site.invalid" ? `${url.pathname}${url.search}` : undefined;
  }
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function articleTitle(tags: string[][]): string {
  const title = firstTagValue(tags, "title")?.trim();
  return title ? truncate(title, MAX_TITLE_LENGTH) : UNTITLED_ARTICLE;
}

/** The summary tag, else the first 100 characters of the content with "..." when longer. */
export function articleSummary(tags: string[][], content: string): string {
  const summary = firstTagValue(tags, "summary")?.trim();
  if (summary) return truncate(summary, MAX_SUMMARY_LENGTH);
  return truncate(content, SUMMARY_FALLBACK_LENGTH);
}

/** published_at in unix seconds, else created_at (ISO dates, milliseconds and junk fall back). */
export function articlePublishedAt(tags: string[][], createdAt: number): number {
  const value = firstTagValue(tags, "published_at")?.trim();
  if (value && UNIX_SECONDS.test(value) && Number(value) > 0) return Number(value);
  return createdAt;
}

export function articleTopics(tags: string[][]): string[] {
  const seen = new Set<string>();
  const topics: string[] = [];
  for (const tag of tags) {
    if (!Array.isArray(tag) || tag[0] !== "t" || typeof tag[1] !== "string") continue;
    const topic = tag[1].trim().replace(/^#+/, "").trim().slice(0, MAX_TOPIC_LENGTH);
    const key = topic.toLowerCase();
    if (!topic || seen.has(key)) continue;
    seen.add(key);
    topics.push(topic);
    if (topics.length === MAX_TOPICS) break;
  }
  return topics;
}

/** Turns a kind 30023 event into an Article, with every fallback of SPEC.md section 3. */
export function toArticle(event: NostrEvent): Article {
  const tags = Array.isArray(event.tags) ? event.tags : [];
  const identifier = firstTagValue(tags, "d") ?? "";
  const title = articleTitle(tags);
  return {
    id: event.id,
    pubkey: event.pubkey,
    identifier,
    address: `${ARTICLE_KIND}:${event.pubkey}:${identifier}`,
    createdAt: event.created_at,
    publishedAt: articlePublishedAt(tags, event.created_at),
    title,
    summary: articleSummary(tags, event.content),
    image: safeHttpUrl(firstTagValue(tags, "image")),
    topics: articleTopics(tags),
    content: event.content,
    slug: articleSlug(title, identifier, event.id),
  };
}

/** Newest first by created_at (SPEC.md section 4); ties by id so the order is deterministic. */
export function byNewest(a: Article, b: Article): number {
  return b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Articles from the relay answer: kind 30023 only, one per address (newest wins, even if the relay layer
 * let an older one through), newest first. Two articles whose titles give the same slug keep distinct URLs:
 * the earliest published keeps the plain slug (so its URL never changes), later ones get "-" + the start of
 * their id.
 */
export function toArticles(events: NostrEvent[]): Article[] {
  const byAddress = new Map<string, Article>();
  for (const event of events) {
    if (event.kind !== ARTICLE_KIND) continue;
    const article = toArticle(event);
    const existing = byAddress.get(article.address);
    if (
      !existing ||
      article.createdAt > existing.createdAt ||
      (article.createdAt === existing.createdAt && article.id < existing.id)
    ) {
      byAddress.set(article.address, article);
    }
  }
  const oldestFirst = [...byAddress.values()].sort(
    (a, b) => a.publishedAt - b.publishedAt || a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1),
  );
  const taken = new Set<string>();
  const articles = oldestFirst.map((article) => {
    const slug = taken.has(article.slug) ? `${article.slug}-${article.id.slice(0, 8)}` : article.slug;
    taken.add(slug);
    return slug === article.slug ? article : { ...article, slug };
  });
  return articles.sort(byNewest);
}

export function findBySlug(articles: Article[], slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Feb 8, 2025" (en-US, short month); in UTC so the pre-rendered HTML and the browser agree. Empty for
 * impossible dates. Written out rather than with Intl.DateTimeFormat: creating the first Intl formatter
 * loads locale data, a main-thread task of about 100 ms on a slow phone during hydration.
 */
export function formatDate(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  if (!Number.isFinite(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function isoDate(unixSeconds: number): string | undefined {
  const date = new Date(unixSeconds * 1000);
  return Number.isFinite(date.getTime()) ? date.toISOString() : undefined;
}
