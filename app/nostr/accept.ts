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
 * event when it may go on to the signature check: a new object with NIP-01's seven fields only, so that what a
 * relay added (`seen_on`, a `__proto__` key, kilobytes of anything) goes no further: not to the page, not into
 * the archive the next build reads.
 */
export function candidateEvent(raw: unknown, filters: Filter[], now = nowSeconds()): NostrEvent | null {
  if (!isWellFormedEvent(raw) || isFromTheFuture(raw, now) || !matchFilters(filters, raw)) return null;
  const { id, pubkey, created_at, kind, tags, content, sig } = raw;
  return { id, pubkey, created_at, kind, tags, content, sig };
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
