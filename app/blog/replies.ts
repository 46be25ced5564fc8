import type { NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import { ARTICLE_KIND, type Article } from "./article";
import { COMMENT_KIND, commentFilters, NIP22_COMMENT_KIND } from "./interactions";
import { reduceEvents } from "../nostr/reduce";
import { isCurrent, nowSeconds } from "./time";
import { truncate } from "./text";

/**
 * The discussion under an article (docs/product.md, "Discussion"): which relay events are replies to it, in
 * which order, how long each may be, and how its text splits into words and links. Pure functions.
 */

/** Limit of each filter of the discussion's query, and the most replies the discussion keeps. */
export const REPLY_LIMIT = 500;
/** Replies shown at first, and how many more each "Show more" shows. */
export const REPLIES_PER_PAGE = 50;
/** Longest reply text shown, in characters (code points); a longer one is cut and ends with "...". */
export const REPLY_MAX_LENGTH = 2000;
/** Longest URL made a link; a longer one stays text. */
const MAX_LINK_LENGTH = 2048;

/** What the discussion needs of its article: the event id and the address (`30023:<pubkey>:<d>`). */
export type ReplyTarget = Pick<Article, "id" | "address">;

/** One reply as the page shows it: plain text, already capped. */
export interface Reply {
  id: string;
  pubkey: string;
  kind: number;
  createdAt: number;
  content: string;
}

/** The discussion's query: the comment counter's (one REQ, three filters), with the discussion's limit. */
export function replyFilters(target: ReplyTarget): Filter[] {
  return commentFilters([target], REPLY_LIMIT);
}

type Tag = [string, string, ...string[]];

const isTag = (tag: unknown): tag is Tag =>
  Array.isArray(tag) && typeof tag[0] === "string" && typeof tag[1] === "string";

/** Whether a reference tag (`e`/`E` by id, `a`/`A` by address) names the article. */
function pointsAt(tag: Tag, target: ReplyTarget): boolean {
  const name = tag[0].toLowerCase();
  return (name === "e" && tag[1] === target.id) || (name === "a" && tag[1] === target.address);
}

/**
 * NIP-10, for a kind 1 note: whether the note it answers is the article. The parent is named by the `e` / `a`
 * tags marked "reply", else by those marked "root" (a direct reply to the root carries only "root"). Without
 * markers (the older positional form) the parent is the last `e` tag, or, when there is at most one `e` tag,
 * the last `a` tag (a reply to an earlier version of the article names its old id and its address). Tags
 * marked "mention" never name the parent.
 */
function repliesToByNip10(tags: Tag[], target: ReplyTarget): boolean {
  const refs = tags.filter((tag) => tag[0] === "e" || tag[0] === "a");
  const marked = (marker: string) => refs.filter((tag) => tag[3] === marker);
  for (const marker of ["reply", "root"]) {
    const parents = marked(marker);
    if (parents.length > 0) return parents.some((tag) => pointsAt(tag, target));
  }
  const unmarked = refs.filter((tag) => tag[3] !== "mention");
  const ids = unmarked.filter((tag) => tag[0] === "e");
  const lastId = ids.at(-1);
  if (lastId && pointsAt(lastId, target)) return true;
  const lastAddress = unmarked.filter((tag) => tag[0] === "a").at(-1);
  return ids.length <= 1 && lastAddress !== undefined && pointsAt(lastAddress, target);
}

/**
 * NIP-22, for a kind 1111 comment: its root scope (`A` or `E`) is the article, and so is its parent (`a` or `e`,
 * with `k`, when present, the article's kind). A comment without parent tags has its root as parent. A comment
 * on another comment (parent `e` of that comment, `k` 1111) is not a reply to the article.
 */
function repliesToByNip22(tags: Tag[], target: ReplyTarget): boolean {
  const rooted = tags.some((tag) => (tag[0] === "A" || tag[0] === "E") && pointsAt(tag, target));
  if (!rooted) return false;
  const parents = tags.filter((tag) => tag[0] === "a" || tag[0] === "e");
  if (parents.length === 0) return true;
  const parentKinds = tags.filter((tag) => tag[0] === "k").map((tag) => tag[1]);
  if (parentKinds.some((kind) => kind !== String(ARTICLE_KIND))) return false;
  return parents.some((tag) => pointsAt(tag, target));
}

/**
 * Whether the event is a direct reply to the article: a kind 1 note that answers it (NIP-10), or a kind 1111
 * comment rooted at it and answering it (NIP-22). Answers to other replies, notes that only mention the
 * article, and replies to another article are not.
 */
export function isReplyTo(event: Pick<NostrEvent, "kind" | "tags">, target: ReplyTarget): boolean {
  if (!Array.isArray(event.tags)) return false;
  const tags = event.tags.filter(isTag);
  if (event.kind === COMMENT_KIND) return repliesToByNip10(tags, target);
  if (event.kind === NIP22_COMMENT_KIND) return repliesToByNip22(tags, target);
  return false;
}

/** Runs of three or more line breaks become one blank line, then the text is capped (REPLY_MAX_LENGTH). */
export function capReplyText(content: string): string {
  return truncate(content.replace(/\r\n?/g, "\n").replace(/\n(?:[ \t]*\n){2,}/g, "\n\n"), REPLY_MAX_LENGTH);
}

/** Tags the selection reads: references, NIP-22 parent kinds and NIP-40 expiration. */
const REPLY_TAGS = new Set(["e", "E", "a", "A", "k", "expiration"]);

/**
 * What the selection needs of a checked event (`QueryOptions.keep`): the capped text and the tags it reads, so a
 * huge hostile reply is never held whole.
 */
export function replyView(event: NostrEvent): NostrEvent {
  return {
    ...event,
    content: capReplyText(event.content),
    tags: event.tags.filter((tag) => REPLY_TAGS.has(tag[0] ?? "")),
  };
}

export interface SelectOptions {
  /** Hex public keys whose replies never show. */
  muted?: ReadonlySet<string>;
  /** Unix seconds (default: now). */
  now?: number;
}

/**
 * The discussion of an article from the events of its query (already through the relay gate: shape, filters,
 * signature): each direct reply once (isReplyTo), none by a muted key, none dated more than 15 minutes ahead or
 * expired (NIP-40), newest first, at most REPLY_LIMIT, each text capped (capReplyText).
 */
export function selectReplies(target: ReplyTarget, events: NostrEvent[], options: SelectOptions = {}): Reply[] {
  const now = options.now ?? nowSeconds();
  // Each event once, newest first (ties by id): NIP-01's order, as the relay layer's merge applies it.
  return reduceEvents(events)
    .filter((event) => !options.muted?.has(event.pubkey) && isCurrent(event, now) && isReplyTo(event, target))
    .slice(0, REPLY_LIMIT)
    .map((event) => ({
      id: event.id,
      pubkey: event.pubkey,
      kind: event.kind,
      createdAt: event.created_at,
      content: capReplyText(event.content),
    }));
}

/**
 * The configured muted keys (npub, nprofile or hex) as a set of hex keys; `decode` is the configured-key decoder
 * (app/nostr/public-key.ts). A key that does not decode is reported to `warn` and skipped.
 */
export function mutedKeySet(
  keys: readonly string[],
  decode: (key: string) => string | undefined,
  warn: (key: string) => void = () => {},
): Set<string> {
  const muted = new Set<string>();
  for (const key of keys) {
    const hex = decode(key);
    if (hex) muted.add(hex);
    else warn(key);
  }
  return muted;
}

/** The replies shown after `pages` pages (REPLIES_PER_PAGE each), and how many are left. */
export function visibleReplies(replies: readonly Reply[], pages: number): { shown: Reply[]; remaining: number } {
  const shown = replies.slice(0, Math.max(1, pages) * REPLIES_PER_PAGE);
  return { shown, remaining: replies.length - shown.length };
}

/** Links in replies: no opener, no referrer, and no endorsement (user-generated content). */
export const REPLY_LINK_REL = "noopener noreferrer nofollow ugc";

export type TextPart = { type: "text"; text: string } | { type: "link"; text: string; href: string };

/**
 * A candidate URL: `http://` or `https://` at a word boundary, then a host (not another slash), up to whitespace or
 * a character URLs never hold.
 */
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"`{}|\\^/][^\s<>"`{}|\\^]*/gi;
/** Punctuation that ends a sentence rather than a URL. */
const TRAILING_PUNCTUATION = new Set([...".,;:!?'*_~"]);
/** Closing brackets, and the opening one a URL must hold for it to keep them. */
const CLOSERS: Record<string, string> = { ")": "(", "]": "[" };

const occurrences = (text: string, char: string) => text.split(char).length - 1;

/** The URL without what the sentence put after it: punctuation, and closing brackets it does not open. */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? "";
    const opener = CLOSERS[last];
    const unopened = opener !== undefined && occurrences(url, opener) < occurrences(url, last);
    if (!TRAILING_PUNCTUATION.has(last) && !unopened) return url;
    url = url.slice(0, -1);
  }
}

/** The link target of a URL written in a reply, or undefined when it is not an absolute http(s) URL. */
function linkHref(text: string): string | undefined {
  if (text.length > MAX_LINK_LENGTH) return undefined;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A reply's text as runs of plain text and links: only absolute `http:` / `https:` URLs become links (any other
 * scheme, `javascript:` included, stays text). Joined back, the parts give the text unchanged.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let textStart = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const url = trimUrl(match[0]);
    const href = linkHref(url);
    if (href === undefined) continue;
    const start = match.index;
    if (start > textStart) parts.push({ type: "text", text: text.slice(textStart, start) });
    parts.push({ type: "link", text: url, href });
    textStart = start + url.length;
  }
  if (textStart < text.length) parts.push({ type: "text", text: text.slice(textStart) });
  return parts;
}
