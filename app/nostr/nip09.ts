import type { NostrEvent } from "nostr-tools/core";
import { isFromTheFuture } from "./time";
import { DELETION_KIND } from "./kinds";

/** What the authors asked to delete: event ids per deleting author, and addresses with the time of the request. */
export interface Deletions {
  /** Event id -> pubkeys that asked to delete it (only a request by the event's own author counts). */
  ids: Map<string, Set<string>>;
  /** Address -> created_at of the newest request to delete it (made by the address's own author). */
  addresses: Map<string, number>;
}

/** The pubkey part of an address `<kind>:<pubkey>:<d>`. */
function addressPubkey(address: string): string | undefined {
  const parts = address.split(":");
  return parts.length >= 3 ? parts[1] : undefined;
}

/**
 * The deletion requests (kind 5) among the events. An `e` tag names an event id; an `a` tag names an address
 * and deletes its versions up to the request's created_at. A request for another author's address is ignored,
 * as are requests dated in the future (they would delete every later version in advance).
 */
export function collectDeletions(events: readonly NostrEvent[], now: number): Deletions {
  const deletions: Deletions = { ids: new Map(), addresses: new Map() };
  for (const event of events) {
    if (event.kind !== DELETION_KIND || !Array.isArray(event.tags) || isFromTheFuture(event, now)) continue;
    for (const tag of event.tags) {
      if (!Array.isArray(tag) || typeof tag[1] !== "string") continue;
      if (tag[0] === "e") {
        const by = deletions.ids.get(tag[1]) ?? new Set<string>();
        by.add(event.pubkey);
        deletions.ids.set(tag[1], by);
      } else if (tag[0] === "a" && addressPubkey(tag[1]) === event.pubkey) {
        const until = deletions.addresses.get(tag[1]);
        if (until === undefined || event.created_at > until) deletions.addresses.set(tag[1], event.created_at);
      }
    }
  }
  return deletions;
}

/** Whether the author of this version asked to delete it, by its id or by its address. */
export function isDeleted(
  version: { id: string; pubkey: string; address: string; createdAt: number },
  deletions: Deletions,
): boolean {
  if (deletions.ids.get(version.id)?.has(version.pubkey)) return true;
  const until = deletions.addresses.get(version.address);
  return until !== undefined && version.createdAt <= until;
}
