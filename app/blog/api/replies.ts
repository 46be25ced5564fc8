import { infiniteQueryOptions, useInfiniteQuery, useQueries } from "@tanstack/react-query";
import { MUTED_PUBKEYS } from "../../config";
import { toHexPublicKey } from "../../nostr/public-key";
import { flattenReplies, mutedKeySet, type DiscussionPage, type ReplyCursor, type ReplyTarget } from "../model/replies";
import { blogAuthors } from "./authors";
import { profilesQuery, type Profiles } from "./profiles";
import { relays } from "./relay";

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
  infiniteQueryOptions({
    queryKey: ["blog", "replies", target.id, target.address],
    // Only the id and address cross to the relay worker, never the article's body.
    queryFn: ({ pageParam }) =>
      relays.call("replies", { id: target.id, address: target.address }, mutedPubkeys(), pageParam),
    initialPageParam: null as ReplyCursor | null,
    getNextPageParam: (page: DiscussionPage) => page.next,
  });

/** The article's discussion, load by load ("Show more" fetches the next), asked for once `enabled`. */
export function useReplies(target: ReplyTarget, enabled: boolean) {
  return useInfiniteQuery({ ...repliesQuery(target), enabled });
}

/** Authors per profile request: the relays' filters stay small whatever a load holds. */
const PROFILES_PER_REQUEST = 100;

/**
 * The kind 0 profiles of the repliers shown, and of the configured authors (their names are the ones no replier may
 * pass for): requests of at most PROFILES_PER_REQUEST authors per load, each cached, so "Show more" asks only for
 * the new load's repliers. A failure is only logged (fallback names show).
 */
export function useReplyProfiles(pages: readonly DiscussionPage[]): Profiles {
  const requests: string[][] = [];
  const asked = new Set<string>();
  for (const [index, page] of pages.entries()) {
    const keys = flattenReplies(page.replies).map((reply) => reply.pubkey);
    if (index === 0) keys.unshift(...blogAuthors().map((author) => author.pubkey));
    const fresh = [...new Set(keys)].filter((key) => !asked.has(key));
    for (const key of fresh) asked.add(key);
    for (let start = 0; start < fresh.length; start += PROFILES_PER_REQUEST) {
      requests.push(fresh.slice(start, start + PROFILES_PER_REQUEST));
    }
  }
  return useQueries({ queries: requests.map((pubkeys) => profilesQuery(pubkeys)), combine: mergeProfiles });
}

const NO_PROFILES: Profiles = {};

/** The requests' profiles in one record (stable while nothing arrived, so the list does not re-render for nothing). */
function mergeProfiles(results: { data?: Profiles }[]): Profiles {
  return results.every((result) => result.data === undefined)
    ? NO_PROFILES
    : Object.assign({}, ...results.map((result) => result.data ?? NO_PROFILES));
}
