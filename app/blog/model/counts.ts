import type { NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import { bareInvoice } from "../../nostr/bolt11";
import { isCurrent } from "../../nostr/nip40";
import { nowSeconds } from "../../nostr/time";
import { msatsToSats, zapReceiptMsats } from "../../nostr/nip57";
import {
  COMMENT_KIND,
  GENERIC_REPOST_KIND,
  NOTE_KIND,
  REACTION_KIND,
  REPOST_KIND,
  ZAP_RECEIPT_KIND,
} from "../../nostr/kinds";
import { tagValue } from "../../nostr/tags";
import { completeSince, withSince, withUntil } from "../../nostr/paging";
import type { ArticleRef } from "../../nostr/nip23";

/** Only reactions with exactly this content count as likes. */
export const LIKE_CONTENT = "+";

// NIP-18 generic reposts and NIP-22 comments also count.

export interface InteractionCounts {
  comments: number;
  reposts: number;
  likes: number;
  zaps: number;
  /** Sats of the zap receipts that pass NIP-57 validation (see zapReceiptMsats), clamped. */
  zapSats: number;
}

export const ZERO_COUNTS: InteractionCounts = { comments: 0, reposts: 0, likes: 0, zaps: 0, zapSats: 0 };

/** Whether two sets of counts show the same figures. */
export function sameCounts(a: InteractionCounts, b: InteractionCounts): boolean {
  return (
    a === b ||
    (a.comments === b.comments &&
      a.reposts === b.reposts &&
      a.likes === b.likes &&
      a.zaps === b.zaps &&
      a.zapSats === b.zapSats)
  );
}

export type Counter = "comments" | "reposts" | "likes" | "zaps";

/** Which counter an event adds to, or null when it counts for none (a "-" reaction, another kind). */
export function counterOf(event: NostrEvent): Counter | null {
  switch (event.kind) {
    case NOTE_KIND:
    case COMMENT_KIND:
      return "comments";
    case REPOST_KIND:
    case GENERIC_REPOST_KIND:
      return "reposts";
    case REACTION_KIND:
      return event.content === LIKE_CONTENT ? "likes" : null;
    case ZAP_RECEIPT_KIND:
      return "zaps";
    default:
      return null;
  }
}

/**
 * Ids of the articles an event references: by id in an `e` tag (the spec), or by address in
 * an `a` tag, or by NIP-22 root tags (`E` / `A`). A reference to another author's article with the same
 * `d` tag does not match: the address includes the pubkey.
 */
export function referencedArticles(
  event: NostrEvent,
  byId: ReadonlyMap<string, string>,
  byAddress: ReadonlyMap<string, string>,
): Set<string> {
  const ids = new Set<string>();
  for (const tag of event.tags) {
    if (!Array.isArray(tag) || typeof tag[1] !== "string") continue;
    const name = tag[0];
    const id =
      name === "e" || name === "E"
        ? byId.get(tag[1])
        : name === "a" || name === "A"
          ? byAddress.get(tag[1])
          : undefined;
    if (id) ids.add(id);
  }
  return ids;
}

export interface CountOptions {
  /**
   * Signature check for the zap requests inside receipts. Without it no sats are counted (only zaps): a
   * request is taken as valid only once its signature is checked.
   */
  verify?: (event: NostrEvent) => boolean;
  /** Author pubkey -> their LNURL server's `nostrPubkey`, where the build resolved it. */
  lnurlPubkeys?: Readonly<Record<string, string>>;
  /** Unix seconds (default: now). */
  now?: number;
}

/**
 * Counts per article. Each event counts once per article (deduplicated by id, even when it references the
 * article both by id and by address), and each counter is capped by the query limit (docs/product.md).
 * Events dated more than 15 minutes ahead or expired (NIP-40) are ignored. Every signed receipt counts as a
 * zap; the sats are summed exactly (in millisats) from the counted receipts that pass NIP-57 validation
 * (zapReceiptMsats), one receipt per invoice (an invoice is paid once), and clamped.
 */
export function countInteractions(
  articles: ArticleRef[],
  events: NostrEvent[],
  limit: number,
  options: CountOptions = {},
): Map<string, InteractionCounts> {
  const now = options.now ?? nowSeconds();
  const counts = new Map(articles.map((article) => [article.id, { ...ZERO_COUNTS }]));
  const targets = new Map(articles.map((article) => [article.id, article]));
  const byId = new Map(articles.map((article) => [article.id, article.id]));
  const byAddress = new Map(articles.map((article) => [article.address, article.id]));
  const msats = new Map<string, bigint>();
  const paidInvoices = new Map<string, Set<string>>();
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const counter = counterOf(event);
    if (!counter || !isCurrent(event, now)) continue;
    for (const id of referencedArticles(event, byId, byAddress)) {
      const entry = counts.get(id)!;
      if (entry[counter] >= limit) continue;
      entry[counter] += 1;
      if (counter === "zaps" && options.verify) {
        // An invoice already paid into this article's total is not checked (or counted) again.
        const invoice = bareInvoice(String(tagValue(event, "bolt11"))).toLowerCase();
        const paid = paidInvoices.get(id) ?? new Set<string>();
        if (paid.has(invoice)) continue;
        const target = targets.get(id)!;
        const amount = zapReceiptMsats(event, target, {
          verify: options.verify,
          lnurlNostrPubkey: options.lnurlPubkeys?.[target.pubkey],
        });
        if (amount === null) continue;
        paid.add(invoice);
        paidInvoices.set(id, paid);
        msats.set(id, (msats.get(id) ?? 0n) + amount);
      }
    }
  }
  for (const [id, total] of msats) counts.get(id)!.zapSats = msatsToSats(total);
  return counts;
}

/**
 * The relay queries behind the counters: one REQ per counter, each by event id (`#e`, the spec's query)
 * and by address (`#a`; NIP-22 comments also by their root address `#A`), each filter with the limit, and from
 * `since` on (unix seconds: what a pre-rendered page adds to the build's counts) when given.
 * Within what the strictest public relays accept: at most 3 filters per REQ and 3 kinds per filter.
 * Kinds of one counter share a filter (so a counter is capped as a whole); counters never share one,
 * or a busy counter could crowd out another under one limit.
 */
export function interactionFilters(targets: ArticleRef[], limit: number, since?: number): Filter[][] {
  return [
    commentFilters(targets, limit),
    byIdAndAddress(targets, [REPOST_KIND, GENERIC_REPOST_KIND], limit),
    byIdAndAddress(targets, [REACTION_KIND], limit),
    byIdAndAddress(targets, [ZAP_RECEIPT_KIND], limit),
  ].map((filters) => withSince(filters, since));
}

/**
 * The comments on some articles (one REQ): kind 1 and NIP-22 kind 1111 by event id (`#e`) and by address
 * (`#a`), and kind 1111 by its root address (`#A`). The comment counter and the discussion ask the same.
 */
export function commentFilters(targets: Pick<ArticleRef, "id" | "address">[], limit: number): Filter[] {
  return [
    ...byIdAndAddress(targets, [NOTE_KIND, COMMENT_KIND], limit),
    { kinds: [COMMENT_KIND], "#A": targets.map((t) => t.address), limit },
  ];
}

function byIdAndAddress(targets: Pick<ArticleRef, "id" | "address">[], kinds: number[], limit: number): Filter[] {
  return [
    { kinds, "#e": targets.map((t) => t.id), limit },
    { kinds, "#a": targets.map((t) => t.address), limit },
  ];
}

/** One counter's REQ for some articles, answered with checked events (rejects when no relay answered). */
export type CounterRequest = (filters: Filter[]) => Promise<NostrEvent[]>;

/**
 * Every counter's events for `targets`, each article counted on its own: a counter's REQ asks for all the
 * articles at once, and when one of its filters comes back full (`limit` events: the relays may have cut it, and
 * a flood on one article would push the others' events out), that filter is asked again in parts (splitFull) for
 * what is older than its answer (`until` its oldest event: everything newer is in), down to one article alone,
 * whose counter is then capped at the limit as the specification says. An article that already holds `limit`
 * countable events is at its cap and is not asked again. The answers are all kept (countInteractions counts each id
 * once). A flood on one article costs its counter one more REQ, for the others' older events; the other counters
 * are untouched. A counter whose first REQ failed rejects (the caller logs it and keeps its counter); a failed part
 * only keeps what the larger REQ brought.
 */
export function interactionEvents(
  targets: ArticleRef[],
  limit: number,
  request: CounterRequest,
  since?: number,
): Promise<NostrEvent[]>[] {
  return interactionFilters(targets, limit, since).map((first, counter) => {
    /** Which of the counter's filters to ask for `some` articles, each up to when (`until`) if given. */
    type Ask = { index: number; until?: number }[];
    const filtersOf = (some: ArticleRef[], asks: Ask) => {
      const all = interactionFilters(some, limit, since)[counter]!;
      return asks.flatMap(({ index, until }) => withUntil([all[index]!], until));
    };
    const ask = async (some: ArticleRef[], asks: Ask): Promise<NostrEvent[]> => {
      const filters = filtersOf(some, asks);
      const events = await request(filters);
      if (some.length === 1) return events;
      // Each full filter again, up to its oldest event (events of that very second may have been cut).
      const again: Ask = filters.flatMap((filter, i) => {
        const oldest = completeSince([filter], events);
        return oldest === Number.NEGATIVE_INFINITY ? [] : [{ index: asks[i]!.index, until: oldest }];
      });
      if (again.length === 0) return events;
      const parts = await Promise.all(
        splitFull(some, events, limit).map((part) => ask(part, again).catch(() => [] as NostrEvent[])),
      );
      return [...events, ...parts.flat()];
    };
    return ask(
      targets,
      first.map((_, index) => ({ index })),
    );
  });
}

/**
 * How to ask again for the articles of a REQ that came back full: an article that holds `limit` countable events of
 * its answer is at its cap and is not asked again; each other article that holds a quarter of the limit or more (a
 * flood, or a very busy article: at most four) alone, and the others together; when no article stands out (many
 * busy articles), in two halves. A flood on one article: the others in one REQ.
 */
export function splitFull(targets: ArticleRef[], events: NostrEvent[], limit: number): ArticleRef[][] {
  const byId = new Map(targets.map((target) => [target.id, target.id]));
  const byAddress = new Map(targets.map((target) => [target.address, target.id]));
  const held = new Map<string, number>();
  for (const event of new Map(events.map((event) => [event.id, event])).values()) {
    if (!counterOf(event)) continue;
    for (const id of referencedArticles(event, byId, byAddress)) held.set(id, (held.get(id) ?? 0) + 1);
  }
  const open = targets.filter((target) => (held.get(target.id) ?? 0) < limit);
  const heavy = open.filter((target) => (held.get(target.id) ?? 0) >= limit / 4);
  if (heavy.length === 0 && open.length === targets.length) {
    const half = Math.ceil(open.length / 2);
    return [open.slice(0, half), open.slice(half)];
  }
  const rest = open.filter((target) => !heavy.includes(target));
  return [...heavy.map((target) => [target]), ...(rest.length > 0 ? [rest] : [])];
}

/** Counts with every counter capped at `cap` (zapped sats are not capped: they are a sum, not a count). */
export function capCounts(counts: InteractionCounts, cap: number): InteractionCounts {
  return {
    comments: Math.min(counts.comments, cap),
    reposts: Math.min(counts.reposts, cap),
    likes: Math.min(counts.likes, cap),
    zaps: Math.min(counts.zaps, cap),
    zapSats: counts.zapSats,
  };
}

/** What a pre-rendered page's counts start from: the build's, and the part of them the browser asks for again. */
export interface BuildCounts {
  /** The build's counts: every interaction it read. */
  counts: InteractionCounts;
  /**
   * The part of `counts` made of interactions dated from the page's "since" on (sinceBuild): the browser asks for
   * those again, so they are taken out before its answer is added. Absent: none.
   */
  recent?: InteractionCounts;
}

/**
 * The build's counts of some articles from their interaction events (countInteractions), with the part dated from
 * `recentFrom` on (the pages' sinceBuild: relays answer `since` inclusively, so an event dated exactly then is in
 * that part), which the pages ask for again.
 */
export function countsForBuild(
  articles: ArticleRef[],
  events: NostrEvent[],
  limit: number,
  recentFrom: number,
  options: CountOptions = {},
): Record<string, BuildCounts> {
  const all = countInteractions(articles, events, limit, options);
  const recent = countInteractions(
    articles,
    events.filter((event) => event.created_at >= recentFrom),
    limit,
    options,
  );
  return Object.fromEntries(
    [...all].map(([id, counts]) => {
      const part = recent.get(id)!;
      return [id, sameCounts(part, ZERO_COUNTS) ? { counts } : { counts, recent: part }];
    }),
  );
}

/**
 * A pre-rendered page's live counts: the build's, with its interactions dated from "since" on replaced by the
 * browser's (`fresh`, the same rule applied to every interaction from "since" on, each counted once however
 * many relays sent it). No counter ever drops below the build's figure (a relay silent, slow or cut short
 * sends less than the build read), and each is capped at `cap`.
 */
export function liveCounts(build: BuildCounts, fresh: InteractionCounts, cap: number): InteractionCounts {
  const recent = build.recent ?? ZERO_COUNTS;
  const live = (key: keyof InteractionCounts) =>
    Math.max(build.counts[key], build.counts[key] - recent[key] + fresh[key]);
  return capCounts(
    {
      comments: live("comments"),
      reposts: live("reposts"),
      likes: live("likes"),
      zaps: live("zaps"),
      zapSats: live("zapSats"),
    },
    cap,
  );
}

/** Tags counting reads: references, the zap receipt's invoice and request, the expiration. */
const COUNTED_TAGS = new Set(["e", "E", "a", "A", "bolt11", "description", "expiration"]);

/**
 * What counting needs of a checked interaction event (`QueryOptions.keep`): no content (a reaction keeps
 * whether it is a like) and only the tags counting reads, so thousands of comments are never held whole.
 */
export function countingView(event: NostrEvent): NostrEvent {
  return {
    ...event,
    content: event.kind === REACTION_KIND && event.content === LIKE_CONTENT ? LIKE_CONTENT : "",
    tags: event.tags.filter((tag) => COUNTED_TAGS.has(tag[0] ?? "")),
  };
}
