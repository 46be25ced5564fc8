// In-memory EventRepository for the local relay (no database): NIP-01 storage rules (regular,
// replaceable, addressable) and filter matching (ids, authors, kinds, since, until, #x tags,
// limit), newest first. @nostr-relay/core leaves all of this to the repository.
import { EventRepository } from "@nostr-relay/common";

/** Cap when a filter has no limit (NIP-01 lets relays choose one). */
export const DEFAULT_LIMIT = 1000;

/** @param {number} kind */
function isReplaceable(kind) {
  return kind === 0 || kind === 3 || (kind >= 10000 && kind < 20000);
}

/** @param {number} kind */
function isAddressable(kind) {
  return kind >= 30000 && kind < 40000;
}

/** @param {any} event */
function coordinate(event) {
  if (isReplaceable(event.kind)) return `${event.kind}:${event.pubkey}`;
  if (isAddressable(event.kind)) {
    const d = Array.isArray(event.tags) ? event.tags.find((tag) => Array.isArray(tag) && tag[0] === "d") : undefined;
    return `${event.kind}:${event.pubkey}:${d?.[1] ?? ""}`;
  }
  return null;
}

/** NIP-01 order: newest first, ties by lowest id. Tolerates raw (injected) events of any shape. */
export function compareNewestFirst(a, b) {
  const at = Number(a?.created_at) || 0;
  const bt = Number(b?.created_at) || 0;
  if (at !== bt) return bt - at;
  const ai = String(a?.id);
  const bi = String(b?.id);
  return ai < bi ? -1 : ai > bi ? 1 : 0;
}

/**
 * Whether an event matches one NIP-01 filter. `#x` tag filters match when the event has a tag
 * named x whose first value is in the list. Never throws on malformed (injected) events.
 * @param {any} event
 * @param {Record<string, any>} filter
 */
export function matchesFilter(event, filter) {
  if (typeof event !== "object" || event === null) return false;
  if (filter.ids && !filter.ids.includes(event.id)) return false;
  if (filter.authors && !filter.authors.includes(event.pubkey)) return false;
  if (filter.kinds && !filter.kinds.includes(event.kind)) return false;
  if (filter.since !== undefined && !(event.created_at >= filter.since)) return false;
  if (filter.until !== undefined && !(event.created_at <= filter.until)) return false;
  for (const [key, values] of Object.entries(filter)) {
    if (key[0] !== "#" || !Array.isArray(values)) continue;
    const name = key.slice(1);
    const tags = Array.isArray(event.tags) ? event.tags : [];
    if (!tags.some((tag) => Array.isArray(tag) && tag[0] === name && values.includes(tag[1]))) return false;
  }
  return true;
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
      if (current && compareNewestFirst(current, event) <= 0) return { isDuplicate: true };
      if (current) this.#events.delete(current.id);
      this.#latest.set(key, event);
    }
    this.#events.set(event.id, event);
    return { isDuplicate: false };
  }

  /** Filters' matches, newest first, at most `limit` (DEFAULT_LIMIT when absent). */
  find(filter) {
    const limit = filter.limit ?? DEFAULT_LIMIT;
    if (limit <= 0) return [];
    const matches = [...this.#events.values()].filter((event) => matchesFilter(event, filter));
    return matches.sort(compareNewestFirst).slice(0, limit);
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
