import type { NostrEvent } from "nostr-tools/pure";

/**
 * How far ahead of this machine's clock an event may be dated (strfry's default). More than clock skew
 * means a version that could never be replaced (the newest wins) and would stay first in every list: the
 * relay gate refuses such events before they are merged.
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
