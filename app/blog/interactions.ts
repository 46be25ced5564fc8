import type { NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import type { Article } from "./article";
import { bolt11AmountSats } from "./bolt11";

/** Kinds of SPEC.md section 3 "Interaction counts per article". */
export const COMMENT_KIND = 1;
export const REACTION_KIND = 7;
export const REPOST_KIND = 6;
export const ZAP_RECEIPT_KIND = 9735;
/** Only reactions with exactly this content count as likes. */
export const LIKE_CONTENT = "+";

// BEYOND SPEC (issue 4 part 2): NIP-18 generic reposts and NIP-22 comments also count.
export const GENERIC_REPOST_KIND = 16;
export const NIP22_COMMENT_KIND = 1111;

export interface InteractionCounts {
  comments: number;
  reposts: number;
  likes: number;
  zaps: number;
  /** BEYOND SPEC: total of the zap receipts' bolt11 amounts (unverified receipts, see zapSats). */
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
    case COMMENT_KIND:
    case NIP22_COMMENT_KIND: // BEYOND SPEC
      return "comments";
    case REPOST_KIND:
    case GENERIC_REPOST_KIND: // BEYOND SPEC
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
 * Ids of the articles an event references: by id in an `e` tag (the spec), or, BEYOND SPEC, by address in
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

/** The bolt11 tag of a zap receipt, in sats; 0 when missing or unreadable. */
export function zapSats(event: NostrEvent): number {
  const bolt11 = event.tags.find((tag) => Array.isArray(tag) && tag[0] === "bolt11")?.[1];
  return bolt11AmountSats(bolt11) ?? 0;
}

/**
 * Counts per article. Each event counts once per article (deduplicated by id, even when it references the
 * article both by id and by address), and each counter is capped by the query limit (SPEC.md section 7).
 * Zap sats are summed from the receipts' bolt11 amounts without NIP-57 receipt validation (that needs each
 * recipient's LNURL server); they are a display figure, not an accounting one.
 */
export function countInteractions(
  articles: Pick<Article, "id" | "address">[],
  events: NostrEvent[],
  limit: number,
): Map<string, InteractionCounts> {
  const counts = new Map(articles.map((article) => [article.id, { ...ZERO_COUNTS }]));
  const byId = new Map(articles.map((article) => [article.id, article.id]));
  const byAddress = new Map(articles.map((article) => [article.address, article.id]));
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const counter = counterOf(event);
    if (!counter) continue;
    for (const id of referencedArticles(event, byId, byAddress)) {
      const entry = counts.get(id)!;
      if (entry[counter] >= limit) continue;
      entry[counter] += 1;
      if (counter === "zaps") entry.zapSats += zapSats(event);
    }
  }
  return counts;
}

export function formatSats(sats: number): string {
  if (sats >= 1_000_000) return `${(sats / 1_000_000).toFixed(sats >= 10_000_000 ? 0 : 1)}M`;
  if (sats >= 10_000) return `${Math.round(sats / 1000)}k`;
  return groupThousands(Math.floor(sats));
}

/** 2100 -> "2,100", as en-US writes it (without Intl: its first use loads locale data on the main thread). */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** What the counting needs of an article: its event id and its address. */
export type CountTarget = Pick<Article, "id" | "address">;

/**
 * The relay queries behind the counters: one REQ per counter, each by event id (`#e`, the spec's query)
 * and by address (`#a`; NIP-22 comments also by their root address `#A`), each filter with the limit.
 * Within what the strictest public relays accept: at most 3 filters per REQ and 3 kinds per filter.
 * Kinds of one counter share a filter (so a counter is capped as a whole); counters never share one,
 * or a busy counter could crowd out another under one limit.
 */
export function interactionFilters(targets: CountTarget[], limit: number): Filter[][] {
  const ids = targets.map((t) => t.id);
  const addresses = targets.map((t) => t.address);
  const byIdAndAddress = (kinds: number[]): Filter[] => [
    { kinds, "#e": ids, limit },
    { kinds, "#a": addresses, limit },
  ];
  return [
    [...byIdAndAddress([COMMENT_KIND, NIP22_COMMENT_KIND]), { kinds: [NIP22_COMMENT_KIND], "#A": addresses, limit }],
    byIdAndAddress([REPOST_KIND, GENERIC_REPOST_KIND]),
    byIdAndAddress([REACTION_KIND]),
    byIdAndAddress([ZAP_RECEIPT_KIND]),
  ];
}
