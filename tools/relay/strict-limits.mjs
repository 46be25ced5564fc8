// What the strictest public relays accept from a reader, so that the local relays refuse what they would refuse.
// Most public relays run strfry. Its defaults: `limit` cut to 500 (memory-repository.mjs MAX_LIMIT), at most 200
// filters per REQ and 3 tag keys per filter, single-letter tag keys only, `#e` and `#p` values of 64 hex digits,
// no filter key it does not know (a `search` refuses the whole REQ), 128 KB per client message. Some turn on strict
// validation: 3 filters per REQ and 3 kinds per filter. A REQ the site sends past any of these would work here and
// fail there, so the local relays (every browser test, the bench, `npm run dev`) refuse it as those would.

/** The largest message a client may send (strfry's default websocket payload limit), in bytes. */
export const MAX_MESSAGE_BYTES = 128 * 1024;
/** Filters per REQ (strict validation; strfry's default allows 200). */
export const MAX_FILTERS = 3;
/** Kinds per filter (strict validation). */
export const MAX_KINDS = 3;
/** Subscriptions one connection may hold open (strfry's default `maxSubsPerConnection`). */
export const MAX_OPEN_SUBSCRIPTIONS = 20;
/** Tag keys (`#e`, `#a`, …) per filter. */
export const MAX_TAG_KEYS = 3;

const KNOWN_KEYS = new Set(["ids", "authors", "kinds", "since", "until", "limit"]);
const HEX_64 = /^[0-9a-f]{64}$/;
/** Tag keys whose values are event ids or public keys. */
const HEX_TAGS = new Set(["#e", "#p"]);

const isHexList = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === "string" && HEX_64.test(item));

/**
 * Why the strictest public relays would refuse this REQ (a parsed `["REQ", id, ...filters]`), or null when they
 * would answer it.
 * @param {unknown[]} message
 * @returns {string | null}
 */
export function reqRefusal(message) {
  const filters = message.slice(2);
  if (filters.length === 0) return "no filter";
  if (filters.length > MAX_FILTERS) return `${filters.length} filters in one REQ (at most ${MAX_FILTERS})`;
  for (const filter of filters) {
    if (typeof filter !== "object" || filter === null || Array.isArray(filter)) return "a filter is not an object";
    let tagKeys = 0;
    for (const [key, value] of Object.entries(filter)) {
      if (key.startsWith("#")) {
        if (!/^#[a-zA-Z]$/.test(key)) return `tag key ${JSON.stringify(key)} is not a single letter`;
        tagKeys += 1;
        if (!Array.isArray(value) || !value.every((item) => typeof item === "string"))
          return `${key} is not a list of strings`;
        if (HEX_TAGS.has(key) && !isHexList(value)) return `${key} holds a value that is not 64 hex digits`;
      } else if (!KNOWN_KEYS.has(key)) {
        return `unknown filter key ${JSON.stringify(key)}`;
      } else if ((key === "ids" || key === "authors") && !isHexList(value)) {
        return `${key} holds a value that is not 64 hex digits`;
      } else if (key === "kinds") {
        if (!Array.isArray(value) || !value.every(Number.isInteger)) return "kinds is not a list of integers";
        if (value.length > MAX_KINDS) return `${value.length} kinds in one filter (at most ${MAX_KINDS})`;
      } else if ((key === "since" || key === "until" || key === "limit") && !Number.isInteger(value)) {
        return `${key} is not an integer`;
      }
    }
    if (tagKeys > MAX_TAG_KEYS) return `${tagKeys} tag keys in one filter (at most ${MAX_TAG_KEYS})`;
  }
  return null;
}
