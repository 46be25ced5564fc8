/**
 * Reading tags and hex fields of relay events (NIP-01). Events that passed the relay gate have well-formed tags
 * (arrays of strings, ./event-shape); events from elsewhere (build-time data, a zap request inside a receipt) may
 * not, so every reader here checks before it reads.
 */

/** A tag with a name and a first value. */
export type Tag = [string, string, ...string[]];

/** Lowercase 64-digit hex: event ids and public keys (NIP-01). */
export const HEX64 = /^[0-9a-f]{64}$/;

export const isHex64 = (value: unknown): value is string => typeof value === "string" && HEX64.test(value);

export const isTag = (tag: unknown): tag is Tag =>
  Array.isArray(tag) && typeof tag[0] === "string" && typeof tag[1] === "string";

/** The well-formed tags of an event (none when `tags` is not an array). */
export const tagsOf = (event: { tags: unknown }): Tag[] => (Array.isArray(event.tags) ? event.tags.filter(isTag) : []);

/** Every value of the tags named `name`, in order. */
export function tagValues(event: { tags: unknown }, name: string): string[] {
  return tagsOf(event)
    .filter((tag) => tag[0] === name)
    .map((tag) => tag[1]);
}

/** The value of the first tag named `name`. */
export function tagValue(event: { tags: unknown }, name: string): string | undefined {
  return tagsOf(event).find((tag) => tag[0] === name)?.[1];
}
