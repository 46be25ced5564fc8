// In-memory EventRepository for the local relay (no database): NIP-01 storage (regular, replaceable,
// addressable) and filter answers, newest first, up to the limit. @nostr-relay/core leaves all of this to
// the repository; the rules themselves are nostr-tools' (kinds, matchFilter, compareEvents).
import { EventRepository } from "@nostr-relay/common";
import { compareEvents } from "nostr-tools/core";
import { matchFilter } from "nostr-tools/filter";
import { isAddressableKind, isReplaceableKind } from "nostr-tools/kinds";

/** Cap when a filter has no limit (NIP-01 lets relays choose one). */
export const DEFAULT_LIMIT = 500;
/** Largest `limit` honoured: strfry, which most public relays run, silently cuts any larger one to 500. */
export const MAX_LIMIT = 500;

/** @param {any} event */
function coordinate(event) {
  if (isReplaceableKind(event.kind)) return `${event.kind}:${event.pubkey}`;
  if (isAddressableKind(event.kind)) {
    const d = Array.isArray(event.tags) ? event.tags.find((tag) => Array.isArray(tag) && tag[0] === "d") : undefined;
    return `${event.kind}:${event.pubkey}:${d?.[1] ?? ""}`;
  }
  return null;
}

/**
 * Whether an event matches one NIP-01 filter (nostr-tools' matchFilter), for stored events and for raw
 * injected ones of any shape: never throws.
 * @param {any} event
 * @param {Record<string, any>} filter
 */
export function matchesFilter(event, filter) {
  if (typeof event !== "object" || event === null || !Array.isArray(event.tags)) return false;
  try {
    return matchFilter(filter, event);
  } catch {
    return false;
  }
}

export class MemoryEventRepository extends EventRepository {
  /** @type {Map<string, any>} by id */
  #events = new Map();
  /** @type {Map<string, any>} newest event per replaceable / addressable coordinate */
  #latest = new Map();

  /** @param {Iterable<any>} [events] */
  constructor(events = []) {
    super();
    for (const event of events) this.upsert(event);
  }

  isSearchSupported() {
    return false;
  }

  /** Stores a (validated) event; an older version of a replaceable event is refused as a duplicate. */
  upsert(event) {
    if (this.#events.has(event.id)) return { isDuplicate: true };
    const key = coordinate(event);
    if (key !== null) {
      const current = this.#latest.get(key);
      if (current && compareEvents(current, event) <= 0) return { isDuplicate: true };
      if (current) this.#events.delete(current.id);
      this.#latest.set(key, event);
    }
    this.#events.set(event.id, event);
    return { isDuplicate: false };
  }

  /** Filters' matches, newest first, at most `limit` (DEFAULT_LIMIT when absent, MAX_LIMIT at most). */
  find(filter) {
    const limit = Math.min(filter.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
    if (limit <= 0) return [];
    const matches = [...this.#events.values()].filter((event) => matchesFilter(event, filter));
    return matches.sort(compareEvents).slice(0, limit);
  }

  /** Number of stored events (raw ones included). */
  get size() {
    return this.#events.size;
  }

  clear() {
    this.#events.clear();
    this.#latest.clear();
  }

  async destroy() {
    this.clear();
  }
}
