import { compareEvents } from "nostr-tools/core";
import { isAddressableKind, isReplaceableKind } from "nostr-tools/kinds";
import type { NostrEvent } from "nostr-tools/pure";
import { tagValue } from "./tags";

/**
 * Pure reduction of the events collected from several relays: one copy per id, one version per
 * replaceable / addressable coordinate (NIP-01), newest first. The rules are nostr-tools' (kind ranges,
 * compareEvents); this module only applies them to a merge.
 */

/** The `d` tag's value ("" when absent, as NIP-01 says). */
export function dTag(event: Pick<NostrEvent, "tags">): string {
  return tagValue(event, "d") ?? "";
}

/** Key under which only one version survives, or null for regular events (each kept by id). */
export function replacementKey(event: NostrEvent): string | null {
  if (isReplaceableKind(event.kind)) return `${event.kind}:${event.pubkey}`;
  if (isAddressableKind(event.kind)) return `${event.kind}:${event.pubkey}:${dTag(event)}`;
  return null;
}

/**
 * Dedupes by id, keeps only the newest version of each replaceable / addressable event, and
 * returns the survivors newest first. Does not validate: callers pass checked events.
 */
export function reduceEvents(events: Iterable<NostrEvent>): NostrEvent[] {
  const byId = new Map<string, NostrEvent>();
  const newestByKey = new Map<string, NostrEvent>();
  for (const event of events) {
    if (byId.has(event.id)) continue;
    const key = replacementKey(event);
    if (key === null) {
      byId.set(event.id, event);
      continue;
    }
    const current = newestByKey.get(key);
    // Newest first, on equal created_at the lowest id (NIP-01's tie-break): nostr-tools' compareEvents.
    if (current && compareEvents(current, event) <= 0) continue;
    if (current) byId.delete(current.id);
    newestByKey.set(key, event);
    byId.set(event.id, event);
  }
  return [...byId.values()].sort(compareEvents);
}
