import { matchFilters, type Filter } from "nostr-tools/filter";
import type { NostrEvent } from "nostr-tools/pure";
import { isWellFormedEvent } from "./event-shape";

/** Checks an event's id and Schnorr signature; must not throw. */
export type Verifier = (event: NostrEvent) => boolean;

/**
 * The cheap half of the gate: shape (makes the rest safe), then the requested filters (a relay answering
 * with other kinds or authors is not trusted). Returns the event when it may go on to the signature check.
 */
export function candidateEvent(raw: unknown, filters: Filter[]): NostrEvent | null {
  if (!isWellFormedEvent(raw)) return null;
  return matchFilters(filters, raw) ? raw : null;
}

/** The expensive half: the signature check, where a throwing verifier counts as a rejection. */
export function signatureHolds(event: NostrEvent, verify: Verifier): boolean {
  try {
    return verify(event);
  } catch {
    return false;
  }
}

/**
 * The gate every relay event passes, in this order: shape, filters, signature. Returns the event when
 * accepted, null otherwise; never throws. (query() runs the two halves apart, queueing the signature checks.)
 */
export function acceptEvent(raw: unknown, filters: Filter[], verify: Verifier): NostrEvent | null {
  const event = candidateEvent(raw, filters);
  return event && signatureHolds(event, verify) ? event : null;
}
