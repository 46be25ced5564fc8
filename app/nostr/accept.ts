import { matchFilters, type Filter } from "nostr-tools/filter";
import type { NostrEvent } from "nostr-tools/pure";
import { isWellFormedEvent } from "./event-shape";
import { isFromTheFuture, nowSeconds } from "./time";

/**
 * Checks an event's id and Schnorr signature. Answers at once, except for the rare event the fast verifier
 * cannot take (see ./verifier), checked by a slower one that may still have to load.
 */
export type Verifier = (event: NostrEvent) => boolean | Promise<boolean>;

/**
 * The cheap half of the gate: shape (makes the rest safe), a date no more than 15 minutes ahead (./time),
 * then the requested filters (a relay answering with other kinds or authors is not trusted). Returns the
 * event when it may go on to the signature check.
 */
export function candidateEvent(raw: unknown, filters: Filter[], now = nowSeconds()): NostrEvent | null {
  if (!isWellFormedEvent(raw) || isFromTheFuture(raw, now)) return null;
  return matchFilters(filters, raw) ? raw : null;
}

/** The expensive half: the signature check, where a throwing (or rejecting) verifier counts as a rejection. */
export function signatureHolds(event: NostrEvent, verify: Verifier): boolean | Promise<boolean> {
  try {
    const verdict = verify(event);
    return typeof verdict === "boolean"
      ? verdict
      : verdict.then(
          (ok) => ok === true,
          () => false,
        );
  } catch {
    return false;
  }
}
