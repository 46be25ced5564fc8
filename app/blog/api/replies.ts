import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { MUTED_PUBKEYS } from "../../config";
import { toHexPublicKey } from "../../nostr/public-key";
import { mutedKeySet, REPLIES_PER_PAGE, type Reply, type ReplyTarget } from "../replies";
import { profilesQuery, type Profiles } from "./profiles";
import { repliesOnRelays } from "./relay";

let muted: string[] | undefined;

/** The configured muted keys as hex, decoded once (a key that does not decode is skipped, with a warning). */
export function mutedPubkeys(): string[] {
  muted ??= [
    ...mutedKeySet(MUTED_PUBKEYS, toHexPublicKey, (key) =>
      console.warn(`Blog: skipping muted key that does not decode: ${JSON.stringify(key.trim())}`),
    ),
  ];
  return muted;
}

export const repliesQuery = (target: ReplyTarget) =>
  queryOptions({
    queryKey: ["blog", "replies", target.id, target.address],
    // Only the id and address cross to the relay worker, never the article's body.
    queryFn: () => repliesOnRelays({ id: target.id, address: target.address }, mutedPubkeys()),
  });

/** The article's discussion, asked for once `enabled` (the section is near the screen). */
export function useReplies(target: ReplyTarget, enabled: boolean) {
  return useQuery({ ...repliesQuery(target), enabled });
}

const NO_PROFILES: Profiles = {};

/**
 * The kind 0 profiles of the authors of the replies shown: one query per page of replies (REPLIES_PER_PAGE, so at
 * most that many authors and that limit per request), each cached, so "Show more" asks only for the new page's
 * authors. A failure is only logged (fallback names show).
 */
export function useReplyProfiles(shown: readonly Reply[]): Profiles {
  const pages: string[][] = [];
  for (let start = 0; start < shown.length; start += REPLIES_PER_PAGE) {
    pages.push([...new Set(shown.slice(start, start + REPLIES_PER_PAGE).map((reply) => reply.pubkey))]);
  }
  return useQueries({ queries: pages.map((pubkeys) => profilesQuery(pubkeys)), combine: mergeProfiles });
}

/** The pages' profiles in one record (stable while nothing arrived, so the list does not re-render for nothing). */
function mergeProfiles(results: { data?: Profiles }[]): Profiles {
  return results.every((result) => result.data === undefined)
    ? NO_PROFILES
    : Object.assign({}, ...results.map((result) => result.data ?? NO_PROFILES));
}
