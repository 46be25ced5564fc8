import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Filter } from "nostr-tools/filter";
import type { NostrEvent } from "nostr-tools/core";
import { queryRelays } from "./relay";
import type { Article } from "../article";
import {
  COMMENT_KIND,
  countInteractions,
  GENERIC_REPOST_KIND,
  NIP22_COMMENT_KIND,
  REACTION_KIND,
  REPOST_KIND,
  ZAP_RECEIPT_KIND,
  type CountOptions,
  type InteractionCounts,
} from "../interactions";
import { logFailure } from "./log";

/** Interaction limits per kind (SPEC.md section 7): the list, and the article page. */
export const LIST_INTERACTION_LIMIT = 500;
export const ARTICLE_INTERACTION_LIMIT = 100;

export type CountsById = Record<string, InteractionCounts>;
type Target = Pick<Article, "id" | "address" | "pubkey">;

/**
 * The four queries of the spec, one per counter, each by `#e` with the limit. BEYOND SPEC (issue 4 part 2),
 * each also asks for references by address (`#a`, NIP-22 `#A`) and for kind 16 reposts and kind 1111
 * comments; each filter has the same limit.
 */
export function interactionFilters(targets: Target[], limit: number): Filter[][] {
  const ids = targets.map((t) => t.id);
  const addresses = targets.map((t) => t.address);
  const byIdAndAddress = (kinds: number[]): Filter[] => [
    { kinds, "#e": ids, limit },
    { kinds, "#a": addresses, limit }, // BEYOND SPEC
  ];
  return [
    [
      { kinds: [COMMENT_KIND], "#e": ids, limit },
      { kinds: [COMMENT_KIND, NIP22_COMMENT_KIND], "#a": addresses, limit }, // BEYOND SPEC
      { kinds: [NIP22_COMMENT_KIND], "#A": addresses, limit }, // BEYOND SPEC
      { kinds: [NIP22_COMMENT_KIND], "#E": ids, limit }, // BEYOND SPEC
    ],
    [
      { kinds: [REPOST_KIND], "#e": ids, limit },
      ...byIdAndAddress([GENERIC_REPOST_KIND]),
      { kinds: [REPOST_KIND], "#a": addresses, limit },
    ],
    byIdAndAddress([REACTION_KIND]),
    byIdAndAddress([ZAP_RECEIPT_KIND]),
  ];
}

/**
 * Counts for the given articles. Each counter's query fails alone: its failure is logged and that counter
 * stays 0. Rejects only when every query failed (then the whole fetch is logged by the caller).
 */
export async function fetchInteractionCounts(
  targets: Target[],
  limit: number,
  options: CountOptions = {},
): Promise<CountsById> {
  if (targets.length === 0) return {};
  const results = await Promise.allSettled(interactionFilters(targets, limit).map((filters) => queryRelays(filters)));
  const events: NostrEvent[] = [];
  for (const result of results) {
    if (result.status === "fulfilled") events.push(...result.value);
    else console.warn("Blog: an interaction query failed", result.reason);
  }
  if (results.every((result) => result.status === "rejected")) throw new Error("Every interaction query failed");
  return Object.fromEntries(countInteractions(targets, events, limit, options));
}

export const interactionsQuery = (targets: Target[], limit: number, lnurlPubkeys?: Record<string, string>) =>
  queryOptions({
    queryKey: ["blog", "interactions", limit, targets.map((t) => t.id)],
    queryFn: () => fetchInteractionCounts(targets, limit, { lnurlPubkeys }).catch(logFailure("interactions")),
  });

/**
 * Counts load after the articles; a failure is only logged and the counters stay 0. `lnurlPubkeys`: the
 * authors' LNURL zap receipt keys known from the build (see useLnurlPubkeys).
 */
export function useInteractionCounts(
  targets: Target[],
  limit: number,
  enabled: boolean,
  initial?: CountsById,
  lnurlPubkeys?: Record<string, string>,
) {
  return useQuery({
    ...interactionsQuery(targets, limit, lnurlPubkeys),
    enabled: enabled && targets.length > 0,
    placeholderData: initial,
  });
}
