import { queryOptions, useQuery } from "@tanstack/react-query";
import { logFailure } from "./log";
import { relays } from "./relay";
import type { CountsById } from "./relay-contract";
import type { ArticleRef } from "../../nostr/nip23";

/** Interaction limits per kind: the list, and the article page. */
export const LIST_INTERACTION_LIMIT = 500;
export const ARTICLE_INTERACTION_LIMIT = 100;

export const interactionsQuery = (targets: ArticleRef[], limit: number, lnurlPubkeys?: Record<string, string>) =>
  queryOptions({
    queryKey: ["blog", "interactions", limit, targets.map((t) => t.id)],
    queryFn: () => relays.call("counts", targets, limit, lnurlPubkeys).catch(logFailure("interactions")),
  });

/**
 * Counts load after the articles; a failure is only logged and the counters stay 0. `lnurlPubkeys`: the
 * authors' LNURL zap receipt keys known from the build (see useLnurlPubkeys).
 */
export function useInteractionCounts(
  targets: ArticleRef[],
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
