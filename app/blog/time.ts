import type { NostrEvent } from "nostr-tools/core";

/**
 * How far ahead of this machine's clock an event may be dated. More than clock skew means a version that
 * could never be replaced (the newest wins) and would stay first in every list: such events are ignored.
 */
export const MAX_FUTURE_SECONDS = 15 * 60;

/** The current time in unix seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Whether the event is dated more than MAX_FUTURE_SECONDS after `now` (unix seconds). */
export function isFromTheFuture(event: Pick<NostrEvent, "created_at">, now: number): boolean {
  return event.created_at > now + MAX_FUTURE_SECONDS;
}

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
