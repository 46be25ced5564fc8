import { matchFilters, type Filter } from "nostr-tools/filter";
import type { NostrEvent } from "nostr-tools/pure";
import { isWellFormedEvent } from "./event-shape";

/** Checks an event's id and Schnorr signature; must not throw. */
export type Verifier = (event: NostrEvent) => boolean;

/**
 * The gate every relay event passes, in this order: shape (cheap, makes the rest safe), then the
 * requested filters (a relay answering with other kinds or authors is not trusted), then the
 * signature (the expensive part). Returns the event when accepted, null otherwise; never throws.
 */
export function acceptEvent(raw: unknown, filters: Filter[], verify: Verifier): NostrEvent | null {
  if (!isWellFormedEvent(raw)) return null;
  if (!matchFilters(filters, raw)) return null;
  try {
    return verify(raw) ? raw : null;
  } catch {
    return null;
  }
}
