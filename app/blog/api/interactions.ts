import { queryOptions, useQuery } from "@tanstack/react-query";
import { logFailure } from "./log";
import { relays } from "./relay";
import type { CountsById } from "./relay-contract";
import type { ArticleRef } from "../../nostr/nip23";
import { liveCounts, ZERO_COUNTS } from "../model/counts";
import { sinceBuild } from "../model/since-build";

/** Interaction limits per kind: the list, and the article page. */
export const LIST_INTERACTION_LIMIT = 500;
export const ARTICLE_INTERACTION_LIMIT = 100;

/** A pre-rendered page's counts: the build's, when it read the relays, and their part the page asks for again. */
export interface BuildCountsSeed {
  builtAt: number;
  counts: CountsById;
  recentCounts?: CountsById;
}

/**
 * The live counts of some articles. With a build's counts (`seed`), the articles it counted ask the relays only for
 * what is dated from sinceBuild on, added to the build's (liveCounts: no counter drops below the build's figure);
 * any other article (published since the build) is counted from all its interactions.
 */
async function fetchCounts(
  targets: ArticleRef[],
  limit: number,
  lnurlPubkeys: Record<string, string> | undefined,
  seed: BuildCountsSeed | undefined,
): Promise<CountsById> {
  const seeded = seed ? targets.filter((target) => seed.counts[target.id]) : [];
  const unseeded = targets.filter((target) => !seed?.counts[target.id]);
  const none: CountsById = {};
  const [fresh, whole] = await Promise.all([
    seeded.length > 0 ? relays.call("counts", seeded, limit, lnurlPubkeys, sinceBuild(seed!.builtAt)) : none,
    unseeded.length > 0 ? relays.call("counts", unseeded, limit, lnurlPubkeys) : none,
  ]);
  const live: CountsById = { ...whole };
  for (const { id } of seeded) {
    const build = { counts: seed!.counts[id]!, recent: seed!.recentCounts?.[id] };
    live[id] = liveCounts(build, fresh[id] ?? ZERO_COUNTS, limit);
  }
  return live;
}

export const interactionsQuery = (
  targets: ArticleRef[],
  limit: number,
  lnurlPubkeys?: Record<string, string>,
  seed?: BuildCountsSeed,
) =>
  queryOptions({
    queryKey: ["blog", "interactions", limit, targets.map((t) => t.id), seed?.builtAt ?? null],
    queryFn: () => fetchCounts(targets, limit, lnurlPubkeys, seed).catch(logFailure("interactions")),
  });

/**
 * Counts load after the articles; a failure is only logged and the counters stay 0 (or at the build's figures).
 * `initial`: what shows until the live figures arrive. `lnurlPubkeys`: the authors' LNURL zap receipt keys known
 * from the build (see useLnurlPubkeys). `seed`: the build's counts of a pre-rendered page, to which the live figures
 * add only what came since.
 */
export function useInteractionCounts(
  targets: ArticleRef[],
  limit: number,
  enabled: boolean,
  initial?: CountsById,
  lnurlPubkeys?: Record<string, string>,
  seed?: BuildCountsSeed,
) {
  return useQuery({
    ...interactionsQuery(targets, limit, lnurlPubkeys, seed),
    enabled: enabled && targets.length > 0,
    placeholderData: initial,
  });
}
