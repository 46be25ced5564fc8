import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Filter } from "nostr-tools/filter";
import { relays } from "./relay";
import { toProfiles, type AuthorProfile } from "../model/author";
import { logFailure } from "./log";
import { PROFILE_KIND } from "../../nostr/kinds";

export type Profiles = Record<string, AuthorProfile>;

/**
 * Profiles (kind 0) of the given authors. The list asks for all configured authors with a limit equal to
 * their count; the article page asks for its one author with limit 1 (docs/product.md).
 */
export function profileFilters(pubkeys: string[]): Filter[] {
  return [{ kinds: [PROFILE_KIND], authors: pubkeys, limit: pubkeys.length }];
}

export async function fetchProfiles(pubkeys: string[]): Promise<Profiles> {
  if (pubkeys.length === 0) return {};
  const events = await relays.call("events", profileFilters(pubkeys));
  return Object.fromEntries(toProfiles(events));
}

export const profilesQuery = (pubkeys: string[]) =>
  queryOptions({
    queryKey: ["blog", "profiles", [...pubkeys].sort()],
    queryFn: () => fetchProfiles(pubkeys).catch(logFailure("profiles")),
  });

/** No profile yet: one object, so a page can tell "still nothing" apart from "something changed" by identity. */
const NO_PROFILES: Profiles = {};

/** Profiles load after the articles; a failure is only logged (fallback names show). */
export function useProfiles(pubkeys: string[], enabled: boolean, initial?: { profiles: Profiles; builtAt: number }) {
  const result = useQuery({
    ...profilesQuery(pubkeys),
    enabled: enabled && pubkeys.length > 0,
    initialData: initial?.profiles,
    initialDataUpdatedAt: initial?.builtAt,
  });
  return result.data ?? NO_PROFILES;
}
