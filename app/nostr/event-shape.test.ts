import { describe, expect, it } from "vitest";
import { isWellFormedEvent, MAX_CONTENT_LENGTH, MAX_TAG_VALUES, MAX_TAG_VALUE_LENGTH, MAX_TAGS } from "./event-shape";

const valid = {
  id: "a".repeat(64),
  pubkey: "b".repeat(64),
  sig: "c".repeat(128),
  kind: 30023,
  created_at: 1738972800,
  tags: [
    ["d", "progress-report"],
    ["t", "ecash"],
  ],
  content: "# Hello",
};

describe("isWellFormedEvent", () => {
  it("accepts an event with NIP-01 field types", () => {
    expect(isWellFormedEvent(valid)).toBe(true);
    expect(isWellFormedEvent({ ...valid, tags: [], content: "" })).toBe(true);
    expect(isWellFormedEvent({ ...valid, kind: 0, created_at: 0 })).toBe(true);
  });

  it.each([null, undefined, 42, "event", [], [valid]])("rejects a non-object %j", (value) => {
    expect(isWellFormedEvent(value)).toBe(false);
  });

  it.each([
    ["id too short", { id: "a".repeat(63) }],
    ["id uppercase", { id: "A".repeat(64) }],
    ["id not hex", { id: "g".repeat(64) }],
    ["id number", { id: 1 }],
    ["pubkey missing", { pubkey: undefined }],
    ["pubkey too long", { pubkey: "b".repeat(66) }],
    ["npub instead of hex pubkey", { pubkey: "npub1" + "q".repeat(58) }],
    ["sig of 64 chars", { sig: "c".repeat(64) }],
    ["sig null", { sig: null }],
    ["kind as string", { kind: "30023" }],
    ["kind fractional", { kind: 1.5 }],
    ["kind negative", { kind: -1 }],
    ["kind above 65535", { kind: 65536 }],
    ["kind NaN", { kind: Number.NaN }],
    ["created_at as string", { created_at: "1738972800" }],
    ["created_at fractional", { created_at: 1738972800.5 }],
    ["created_at negative", { created_at: -5 }],
    ["created_at unsafe", { created_at: 2 ** 60 }],
    ["content as object", { content: { text: "hi" } }],
    ["content missing", { content: undefined }],
    ["content too long", { content: "x".repeat(MAX_CONTENT_LENGTH + 1) }],
    ["tags not an array", { tags: { d: "x" } }],
    ["tag not an array", { tags: ["d", "x"] }],
    ["tag with a number", { tags: [["d", 1]] }],
    ["tag with null", { tags: [["t", null]] }],
    ["too many tags", { tags: Array.from({ length: MAX_TAGS + 1 }, () => ["t", "x"]) }],
    ["tag with too many values", { tags: [Array.from({ length: MAX_TAG_VALUES + 1 }, () => "x")] }],
    ["tag value too long", { tags: [["description", "x".repeat(MAX_TAG_VALUE_LENGTH + 1)]] }],
  ])("rejects %s", (_name, override) => {
    expect(isWellFormedEvent({ ...valid, ...override })).toBe(false);
  });

  it("accepts content and tags exactly at the caps", () => {
    expect(isWellFormedEvent({ ...valid, content: "x".repeat(MAX_CONTENT_LENGTH) })).toBe(true);
    expect(isWellFormedEvent({ ...valid, tags: Array.from({ length: MAX_TAGS }, () => ["t", "x"]) })).toBe(true);
  });
});
