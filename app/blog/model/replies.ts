import { compareEvents, type NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import { type Article } from "./article";
import { collectDeletions, type Deletions } from "../../nostr/nip09";
import { capReplyText, isTallReply, splitLinks, type TextPart } from "./reply-text";
import { stacksMarks } from "./text";
import { isCurrent } from "../../nostr/nip40";
import { nowSeconds } from "../../nostr/time";
import { COMMENT_KIND, ARTICLE_KIND, DELETION_KIND, NOTE_KIND } from "../../nostr/kinds";
import { tagsOf, type Tag } from "../../nostr/tags";
import { nip10Parents } from "../../nostr/nip10";
import { nip22Parents } from "../../nostr/nip22";
import { pagesBack, RELAY_PAGE_LIMIT, withUntil, type RequestEvents } from "../../nostr/paging";

/**
 * The discussion under an article (docs/product.md, "Discussion"): which relay events are replies to it or answers
 * to them, and how the discussion is read from the relays page by page so that no flood of other events (mentions,
 * comments on comments, a muted key) can push the real replies out of the relays' answers.
 */

/** `limit` of each filter: what public relays honour at most. */
export const REPLY_QUERY_LIMIT = RELAY_PAGE_LIMIT;
/** Direct replies shown at first, and how many more each "Show more" shows. */
export const REPLIES_PER_PAGE = 50;
/** Relay pages read at most for one load (the first one, or one "Show more") before showing what was found. */
export const MAX_PAGES_PER_LOAD = 8;
/** A load stops asking for older pages after this long and shows what it found (more stays behind "Show more"). */
export const LOAD_BUDGET_MS = 10_000;
/** Relay pages read at most for one level of answers. */
export const MAX_ANSWER_PAGES = 3;
/** Answers shown under one reply at most (the first written). */
export const MAX_ANSWERS_SHOWN = 50;
/** Answers are read this many levels deep below a direct reply; deeper ones are not asked for. */
export const MAX_ANSWER_DEPTH = 6;
/** Answers are indented at most this many levels; deeper ones show at this level. */
export const MAX_INDENT = 3;
/** Ids (or authors) per filter when asking for deletions and answers: well within the relays' 128 KB messages. */
const IDS_PER_FILTER = 100;

/** What the discussion needs of its article: the event id and the address (`30023:<pubkey>:<d>`). */
export type ReplyTarget = Pick<Article, "id" | "address">;

/** One reply or answer as the page shows it: its text already capped and split into text and links. */
export interface Reply {
  id: string;
  pubkey: string;
  kind: number;
  createdAt: number;
  parts: TextPart[];
  /** Taller than about 20 lines: shown folded. */
  tall: boolean;
  /** Stacks combining marks as "zalgo" text does (stacksMarks): its ink is kept inside its box. */
  stacked: boolean;
  /** Answers to it, oldest first (a conversation reads down); empty below MAX_INDENT, where they are flattened. */
  answers: Reply[];
}

/** Where "Show more" goes on: replies dated `until` or earlier, except the ids already shown at `until`. */
export interface ReplyCursor {
  until: number;
  shown: string[];
}

/** One load of the discussion: direct replies, newest first, each with its answers; `next` when more may exist. */
export interface DiscussionPage {
  replies: Reply[];
  next: ReplyCursor | null;
}

/** Every reply and answer, depth first (the order the page lists them). */
export function flattenReplies(replies: readonly Reply[]): Reply[] {
  return replies.flatMap((reply) => [reply, ...flattenReplies(reply.answers)]);
}

/** Whether a reference tag (`e`/`E` by id, `a`/`A` by address) names the article. */
function pointsAt(tag: Tag, target: ReplyTarget): boolean {
  const name = tag[0].toLowerCase();
  return (name === "e" && tag[1] === target.id) || (name === "a" && tag[1] === target.address);
}

/**
 * Whether the event is a direct reply to the article: a kind 1 note whose parent is the article (NIP-10), or a
 * kind 1111 comment rooted at the article whose parent is the article too (NIP-22, `k` 30023 when given). Answers
 * to other replies, notes that only mention the article and replies to another article are not.
 */
export function isReplyTo(event: Pick<NostrEvent, "kind" | "tags">, target: ReplyTarget): boolean {
  const tags = tagsOf(event);
  if (event.kind === NOTE_KIND) return nip10Parents(tags).some((tag) => pointsAt(tag, target));
  if (event.kind !== COMMENT_KIND) return false;
  if (!tags.some((tag) => (tag[0] === "A" || tag[0] === "E") && pointsAt(tag, target))) return false;
  const { parents, kinds } = nip22Parents(tags);
  if (kinds.some((kind) => kind !== String(ARTICLE_KIND))) return false;
  return parents.some((tag) => pointsAt(tag, target));
}

/**
 * The reply or answer among `parents` (event ids) that the event answers, or undefined: a kind 1 note's NIP-10
 * parent, a kind 1111 comment's NIP-22 parent `e` tag.
 */
export function answeredId(event: Pick<NostrEvent, "kind" | "tags">, parents: ReadonlySet<string>): string | undefined {
  const tags = tagsOf(event);
  const named =
    event.kind === NOTE_KIND ? nip10Parents(tags) : event.kind === COMMENT_KIND ? nip22Parents(tags).parents : [];
  return named.find((tag) => tag[0] === "e" && parents.has(tag[1]))?.[1];
}

/**
 * The discussion's query for direct replies, from `until` back: kinds 1 and 1111 naming the article by id (`#e`) or
 * by address (`#a`). That is as narrow as NIP-10 and NIP-22 allow: a NIP-22 comment on the article names it in its
 * parent tags, and a comment on a comment names its parent there instead, so comments on comments are not asked
 * for (the comment counter's `#A` filter would bring them all); a note that only mentions the article carries the
 * same `e` tag as a reply, so mentions still come and are dropped here.
 */
export function replyFilters(target: ReplyTarget, until?: number): Filter[] {
  const since = until === undefined ? {} : { until };
  return [
    { kinds: [NOTE_KIND, COMMENT_KIND], "#e": [target.id], limit: REPLY_QUERY_LIMIT, ...since },
    { kinds: [NOTE_KIND, COMMENT_KIND], "#a": [target.address], limit: REPLY_QUERY_LIMIT, ...since },
  ];
}

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
};

/**
 * Requests (each at most 3 filters) for the answers to some replies and for their own authors' deletions of them:
 * kinds 1 and 1111 naming them (`#e`), and kind 5 by their authors naming them.
 */
export function answerAndDeletionRequests(
  replies: readonly Pick<NostrEvent, "id" | "pubkey">[],
  { answers, deletions }: { answers: boolean; deletions: boolean },
): Filter[][] {
  const filters: Filter[] = [];
  for (const batch of chunks(replies, IDS_PER_FILTER)) {
    const ids = batch.map((reply) => reply.id);
    if (answers) filters.push({ kinds: [NOTE_KIND, COMMENT_KIND], "#e": ids, limit: REPLY_QUERY_LIMIT });
    const authors = [...new Set(batch.map((reply) => reply.pubkey))];
    if (deletions) filters.push({ kinds: [DELETION_KIND], authors, "#e": ids, limit: REPLY_QUERY_LIMIT });
  }
  return chunks(filters, 3);
}

/** Tags the selection reads: references, NIP-22 parent kinds and NIP-40 expiration. */
const REPLY_TAGS = new Set(["e", "E", "a", "A", "k", "K", "expiration"]);

/**
 * What the discussion needs of a checked event (`QueryOptions.keep`): the capped text and the tags it reads (a
 * deletion keeps its tags and no text), so a huge hostile reply is never held whole.
 */
export function replyView(event: NostrEvent): NostrEvent {
  const tags = event.kind === DELETION_KIND ? event.tags : event.tags.filter((tag) => REPLY_TAGS.has(tag[0] ?? ""));
  return { ...event, content: event.kind === DELETION_KIND ? "" : capReplyText(event.content), tags };
}

/** A checked reply event as the page shows it (its text is split here, once, off the main thread). */
function toReply(event: NostrEvent): Reply {
  const text = capReplyText(event.content);
  return {
    id: event.id,
    pubkey: event.pubkey,
    kind: event.kind,
    createdAt: event.created_at,
    parts: splitLinks(text),
    tall: isTallReply(text),
    stacked: stacksMarks(text),
    answers: [],
  };
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

export interface LoadOptions {
  /** Hex public keys whose replies and answers never show. */
  muted?: ReadonlySet<string>;
  /** Unix seconds (default: now). */
  now?: number;
  /** Milliseconds clock for LOAD_BUDGET_MS (default: Date.now). */
  clock?: () => number;
}

/** Whether the reply's own author asked to delete it (NIP-09; a request by anyone else changes nothing). */
const isDeletedReply = (event: NostrEvent, deletions: Deletions) =>
  deletions.ids.get(event.id)?.has(event.pubkey) === true;

/**
 * One load of the discussion: the newest REPLIES_PER_PAGE direct replies after `cursor` that pass every rule (the
 * gate, muting, NIP-40 expiry, 15 minutes ahead at most, deletions by their own authors), each with its answers.
 *
 * The relays answer each filter with its newest REPLY_QUERY_LIMIT events, before anything is dropped here; so the
 * load pages backwards with `until` while too few replies came through, up to MAX_PAGES_PER_LOAD pages and
 * LOAD_BUDGET_MS. Only events no older than the newest "last event" of a filter that came back full are complete
 * (below it, that filter may hold more); replies are taken from that complete range only, so none is skipped.
 * A page that brings nothing new moves one second back (more than a limit's worth of events share that second).
 */
export async function loadDiscussionPage(
  target: ReplyTarget,
  cursor: ReplyCursor | null,
  request: RequestEvents,
  options: LoadOptions = {},
): Promise<DiscussionPage> {
  const now = options.now ?? nowSeconds();
  const clock = options.clock ?? Date.now;
  const deadline = clock() + LOAD_BUDGET_MS;
  const muted = options.muted ?? new Set<string>();
  const shown = new Set(cursor?.shown ?? []);
  const passes = (event: NostrEvent) => !muted.has(event.pubkey) && isCurrent(event, now);

  const candidates: NostrEvent[] = [];
  const deleted = new Set<string>();
  const checked = new Set<string>();
  /** Events dated `complete` or later are all in (-Infinity: the relays hold nothing older). */
  let complete = Number.POSITIVE_INFINITY;
  let pages = 0;
  for await (const page of pagesBack(request, (until) => replyFilters(target, until), cursor?.until)) {
    pages += 1;
    complete = page.complete;
    for (const event of page.fresh) {
      if (event.created_at === cursor?.until && shown.has(event.id)) continue;
      if (passes(event) && isReplyTo(event, target)) candidates.push(event);
    }
    const inRange = candidates.filter((event) => event.created_at >= complete);
    await markDeleted(
      inRange.filter((event) => !checked.has(event.id)),
      request,
      { deleted, checked, now },
    );
    const found = inRange.filter((event) => !deleted.has(event.id)).length;
    if (found >= REPLIES_PER_PAGE || pages >= MAX_PAGES_PER_LOAD || clock() >= deadline) break;
  }

  const ordered = candidates
    .filter((event) => event.created_at >= complete && !deleted.has(event.id))
    .sort(compareEvents);
  const top = ordered.slice(0, REPLIES_PER_PAGE);
  const replies = await withAnswers(top, request, { passes, deadline, clock, now });
  const next = nextCursor(top, ordered.length > top.length, complete, cursor);
  return { replies, next };
}

/** Where the next load starts, or null when the relays hold nothing older. */
function nextCursor(
  top: NostrEvent[],
  more: boolean,
  complete: number,
  cursor: ReplyCursor | null,
): ReplyCursor | null {
  const last = top.at(-1);
  // More replies were found than one load shows: go on after the last one shown.
  // Otherwise the load stopped at `complete`: everything newer was seen.
  const until = more && last ? last.created_at : complete;
  if (until === Number.NEGATIVE_INFINITY) return null;
  const previous = cursor?.until === until ? cursor.shown : [];
  return { until, shown: [...previous, ...top.filter((event) => event.created_at === until).map((event) => event.id)] };
}

/** Adds to `deleted` the ids among `events` that their own authors asked to delete, and every id to `checked`. */
async function markDeleted(
  events: NostrEvent[],
  request: RequestEvents,
  { deleted, checked, now }: { deleted: Set<string>; checked: Set<string>; now: number },
): Promise<void> {
  if (events.length === 0) return;
  const requests = answerAndDeletionRequests(events, { answers: false, deletions: true });
  const deletions = collectDeletions((await Promise.all(requests.map(request))).flat(), now);
  for (const event of events) {
    checked.add(event.id);
    if (isDeletedReply(event, deletions)) deleted.add(event.id);
  }
}

/**
 * The replies with their answers: level by level, one request for the answers to the level above and for the
 * deletions of that level's own answers, up to MAX_ANSWER_DEPTH levels (and within the load's deadline). An answer
 * passes the same rules as a direct reply; a deleted one goes with the answers below it. Answers deeper than
 * MAX_INDENT show at that level, in the order they were written.
 */
async function withAnswers(
  top: NostrEvent[],
  request: RequestEvents,
  options: { passes: (event: NostrEvent) => boolean; deadline: number; clock: () => number; now: number },
): Promise<Reply[]> {
  const { passes, deadline, clock, now } = options;
  const nodes = new Map(top.map((event) => [event.id, toReply(event)]));
  const answersOf = new Map<string, NostrEvent[]>();
  let level: NostrEvent[] = top;
  for (let depth = 1; level.length > 0 && depth <= MAX_ANSWER_DEPTH + 1; depth += 1) {
    // The direct replies' deletions are known; the last round asks only for the deletions of the deepest answers.
    const answers = depth <= MAX_ANSWER_DEPTH && clock() < deadline;
    const requests = answerAndDeletionRequests(level, { answers, deletions: depth > 1 });
    // A failed request leaves the replies without (these) answers, not the discussion empty: answers whose
    // deletions could not be asked for are not shown. Each request pages back too, so a flood of answers under one
    // reply cannot push the others' answers out of the relays' answer.
    const results = await Promise.allSettled(
      requests.map(async (filters) => {
        const events: NostrEvent[] = [];
        let pages = 0;
        for await (const page of pagesBack(request, (until) => withUntil(filters, until))) {
          events.push(...page.fresh);
          pages += 1;
          if (pages >= MAX_ANSWER_PAGES || clock() >= deadline) break;
        }
        return events;
      }),
    );
    if (results.some((result) => result.status === "rejected")) {
      if (depth > 1) for (const event of level) nodes.delete(event.id);
      break;
    }
    const events = results.flatMap((result) => (result.status === "fulfilled" ? result.value : []));
    const deletions = collectDeletions(events, now);
    const parents = new Set(level.filter((event) => !isDeletedReply(event, deletions)).map((event) => event.id));
    if (depth > 1) for (const event of level) if (!parents.has(event.id)) nodes.delete(event.id);
    if (!answers) break;
    const next: NostrEvent[] = [];
    const taken = new Set<string>();
    for (const event of events) {
      if (event.kind === DELETION_KIND || taken.has(event.id) || nodes.has(event.id) || !passes(event)) continue;
      const parent = answeredId(event, parents);
      if (parent === undefined) continue;
      taken.add(event.id);
      next.push(event);
      const siblings = answersOf.get(parent);
      if (siblings) siblings.push(event);
      else answersOf.set(parent, [event]);
      nodes.set(event.id, toReply(event));
    }
    level = next;
  }
  // Build the tree from the top, oldest answer first; what is deeper than MAX_INDENT joins its level-MAX_INDENT
  // ancestor's answers. A node whose parent was deleted is never reached.
  const attach = (id: string, holder: Reply, depth: number) => {
    const children = (answersOf.get(id) ?? []).filter((event) => nodes.has(event.id));
    children.sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1));
    for (const child of children) {
      if (holder.answers.length >= MAX_ANSWERS_SHOWN) return;
      const node = nodes.get(child.id)!;
      holder.answers.push(node);
      if (depth < MAX_INDENT) attach(child.id, node, depth + 1);
      else attach(child.id, holder, depth);
    }
  };
  const replies: Reply[] = [];
  for (const event of top) {
    const reply = nodes.get(event.id);
    if (!reply) continue;
    attach(event.id, reply, 1);
    replies.push(reply);
  }
  return replies;
}
