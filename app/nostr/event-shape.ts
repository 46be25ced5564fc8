import type { NostrEvent } from "nostr-tools/pure";
import { HEX64 } from "./tags";

/**
 * Shape check for events arriving from relays: every relay answer is untrusted input. Runs before
 * anything else touches the event (filter matching, signature check, React), so later code can rely
 * on the declared types. Anything malformed is dropped by returning false, never thrown.
 */

/**
 * Largest event accepted, serialized, in UTF-8 bytes: applied to every relay frame before it is parsed (see
 * ./bounded-websocket). Long-form articles stay far below; the verifier checks events of any size up to it
 * (./verifier).
 */
export const MAX_EVENT_BYTES = 1_600_000;

/** Longest accepted `content`, in UTF-16 code units (never more than its UTF-8 bytes: within MAX_EVENT_BYTES). */
export const MAX_CONTENT_LENGTH = MAX_EVENT_BYTES;

/** Most tags accepted on one event; articles carry tens, zap receipts a handful. */
export const MAX_TAGS = 2000;

/** Most values in one tag (`["e", id, relay, marker, pubkey]` is five). */
export const MAX_TAG_VALUES = 64;

/** Longest single tag value; the `description` of a zap receipt (a whole JSON zap request) is the largest in practice. */
export const MAX_TAG_VALUE_LENGTH = 64 * 1024;

/** Kinds are 16-bit per NIP-01's ranges (0..65535). */
const MAX_KIND = 65535;

const HEX_128 = /^[0-9a-f]{128}$/;

function isTag(tag: unknown): tag is string[] {
  if (!Array.isArray(tag) || tag.length > MAX_TAG_VALUES) return false;
  return tag.every((value) => typeof value === "string" && value.length <= MAX_TAG_VALUE_LENGTH);
}

/** True when `value` has exactly the NIP-01 event field types, lowercase hex keys and sizes within the caps. */
export function isWellFormedEvent(value: unknown): value is NostrEvent {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const event = value as Record<string, unknown>;
  const { id, pubkey, sig, kind, created_at: createdAt, tags, content } = event;
  if (typeof id !== "string" || !HEX64.test(id)) return false;
  if (typeof pubkey !== "string" || !HEX64.test(pubkey)) return false;
  if (typeof sig !== "string" || !HEX_128.test(sig)) return false;
  if (typeof kind !== "number" || !Number.isInteger(kind) || kind < 0 || kind > MAX_KIND) return false;
  if (typeof createdAt !== "number" || !Number.isSafeInteger(createdAt) || createdAt < 0) return false;
  if (typeof content !== "string" || content.length > MAX_CONTENT_LENGTH) return false;
  if (!Array.isArray(tags) || tags.length > MAX_TAGS) return false;
  return tags.every(isTag);
}
