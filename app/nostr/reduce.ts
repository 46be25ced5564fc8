import type { NostrEvent } from "nostr-tools/pure";

/**
 * Pure reduction of the events collected from several relays: one copy per id, one version per
 * replaceable / addressable coordinate (NIP-01), newest first.
 */

/** NIP-01 replaceable kinds: 0, 3 and 10000..19999; one event per (kind, pubkey). */
export function isReplaceableKind(kind: number): boolean {
  return kind === 0 || kind === 3 || (kind >= 10000 && kind < 20000);
}

/** NIP-01 addressable kinds: 30000..39999; one event per (kind, pubkey, d tag). */
export function isAddressableKind(kind: number): boolean {
  return kind >= 30000 && kind < 40000;
}

/** The `d` tag's value ("" when absent, as NIP-01 says). */
export function dTag(event: Pick<NostrEvent, "tags">): string {
  return event.tags.find((tag) => tag[0] === "d")?.[1] ?? "";
}

/** Key under which only one version survives, or null for regular events (each kept by id). */
export function replacementKey(event: NostrEvent): string | null {
  if (isReplaceableKind(event.kind)) return `${event.kind}:${event.pubkey}`;
  if (isAddressableKind(event.kind)) return `${event.kind}:${event.pubkey}:${dTag(event)}`;
  return null;
}

/** Newest first; on equal created_at the lowest id first (NIP-01's tie-break for replaceable events). */
export function compareNewestFirst(a: NostrEvent, b: NostrEvent): number {
  if (a.created_at !== b.created_at) return b.created_at - a.created_at;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
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
    if (current && compareNewestFirst(current, event) <= 0) continue;
    if (current) byId.delete(current.id);
    newestByKey.set(key, event);
    byId.set(event.id, event);
  }
  return [...byId.values()].sort(compareNewestFirst);
}
