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
 * and by address (`#a`; NIP-22 comments also by their root address `#A`), each filter with the limit.
 * Within what the strictest public relays accept: at most 3 filters per REQ and 3 kinds per filter.
 * Kinds of one counter share a filter (so a counter is capped as a whole); counters never share one,
 * or a busy counter could crowd out another under one limit.
 */
export function interactionFilters(targets: ArticleRef[], limit: number): Filter[][] {
  return [
    commentFilters(targets, limit),
    byIdAndAddress(targets, [REPOST_KIND, GENERIC_REPOST_KIND], limit),
    byIdAndAddress(targets, [REACTION_KIND], limit),
    byIdAndAddress(targets, [ZAP_RECEIPT_KIND], limit),
  ];
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
