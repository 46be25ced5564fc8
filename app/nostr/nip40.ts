import type { NostrEvent } from "nostr-tools/core";
import { isFromTheFuture } from "./time";

// NIP-40 expiration; with the future rule of ./time (which the relay gate applies), whether an event may show.

/** NIP-40: the `expiration` tag in unix seconds (plain digits only), or undefined when absent or unreadable. */
export function expirationOf(event: Pick<NostrEvent, "tags">): number | undefined {
  if (!Array.isArray(event.tags)) return undefined;
  for (const tag of event.tags) {
    if (!Array.isArray(tag) || tag[0] !== "expiration") continue;
    const value = typeof tag[1] === "string" ? tag[1].trim() : "";
    return /^\d{1,12}$/.test(value) ? Number(value) : undefined;
  }
  return undefined;
}

/** NIP-40: whether the event has expired at `now` (an expiration equal to now counts as expired). */
export function hasExpired(event: Pick<NostrEvent, "tags">, now: number): boolean {
  const expiration = expirationOf(event);
  return expiration !== undefined && expiration <= now;
}

/** Whether an event may be shown at `now`: not dated in the future, not expired. */
export function isCurrent(event: Pick<NostrEvent, "created_at" | "tags">, now: number): boolean {
  return !isFromTheFuture(event, now) && !hasExpired(event, now);
}
