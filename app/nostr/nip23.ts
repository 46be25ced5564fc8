import { ARTICLE_KIND } from "./kinds";

/**
 * NIP-23 long-form articles (kind 30023): what identifies one, and the tags that carry its metadata beyond
 * title and summary. Pure; the blog's own fallbacks and caps live in app/blog/model.
 */

/** One version of an article, as references to it name it: its event id, its address, its author. */
export interface ArticleRef {
  id: string;
  /** NIP-01 address of the addressable event: `30023:<pubkey>:<d>`. */
  address: string;
  pubkey: string;
}

/** The NIP-01 address of an author's article with this `d` tag. */
export function articleAddress({ pubkey, identifier }: { pubkey: string; identifier: string }): string {
  return `${ARTICLE_KIND}:${pubkey}:${identifier}`;
}

/** `published_at` must be plain unix seconds (at most 10 digits: before the year 2286). */
const UNIX_SECONDS = /^\d{1,10}$/;

/**
 * `published_at` in unix seconds (the first publication), else `created_at` (ISO dates, milliseconds, junk). A
 * version cannot have been first published after it was signed: a later `published_at` (a date in 2286, say) is
 * read as `created_at`.
 */
export function publishedAt(published: string | undefined, createdAt: number): number {
  const value = published?.trim();
  if (value && UNIX_SECONDS.test(value) && Number(value) > 0) return Math.min(Number(value), createdAt);
  return createdAt;
}
