import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Filter } from "nostr-tools/filter";
import { relays } from "./relay";
import { toProfiles, type AuthorProfile } from "../model/author";
import { logFailure } from "./log";
import { PROFILE_KIND } from "../../nostr/kinds";
import { sinceBuild } from "../model/since-build";
import { withSince } from "../../nostr/paging";

export type Profiles = Record<string, AuthorProfile>;

/**
 * Profiles (kind 0) of the given authors. The list asks for all configured authors with a limit equal to
 * their count; the article page asks for its one author with limit 1 (docs/product.md).
 */
export function profileFilters(pubkeys: string[], since?: number): Filter[] {
  return withSince([{ kinds: [PROFILE_KIND], authors: pubkeys, limit: pubkeys.length }], since);
}

export async function fetchProfiles(pubkeys: string[], since?: number): Promise<Profiles> {
  if (pubkeys.length === 0) return {};
  const events = await relays.call("events", profileFilters(pubkeys, since));
  return Object.fromEntries(toProfiles(events));
}

/** A pre-rendered page's profiles, as the build read them at `builtAt`. */
export interface BuildProfiles {
  profiles: Profiles;
  builtAt: number;
}

/**
 * The profiles of some authors. With the build's (`seed`), only the profiles dated since the build are asked for,
 * and replace the build's (usually none comes: a page view does not receive what it already shows).
 */
export const profilesQuery = (pubkeys: string[], seed?: BuildProfiles) =>
  queryOptions({
    queryKey: ["blog", "profiles", [...pubkeys].sort(), seed?.builtAt ?? null],
    queryFn: async () => {
      if (!seed) return fetchProfiles(pubkeys).catch(logFailure("profiles"));
      const fresh = await fetchProfiles(pubkeys, sinceBuild(seed.builtAt)).catch(logFailure("profiles"));
      return { ...seed.profiles, ...fresh };
    },
  });

/** No profile yet: one object, so a page can tell "still nothing" apart from "something changed" by identity. */
const NO_PROFILES: Profiles = {};

/** Profiles load after the articles; a failure is only logged (fallback names show, or the build's profiles). */
export function useProfiles(pubkeys: string[], enabled: boolean, initial?: BuildProfiles) {
  const result = useQuery({
    ...profilesQuery(pubkeys, initial),
    enabled: enabled && pubkeys.length > 0,
    placeholderData: initial?.profiles,
  });
  return result.data ?? initial?.profiles ?? NO_PROFILES;
}
