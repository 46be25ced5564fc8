import type { NostrEvent } from "nostr-tools/pure";
import { describe, expect, it } from "vitest";
import { compareNewestFirst, dTag, isAddressableKind, isReplaceableKind, reduceEvents, replacementKey } from "./reduce";

let serial = 0;
function event(overrides: Partial<NostrEvent>): NostrEvent {
  serial += 1;
  return {
    id: serial.toString(16).padStart(64, "0"),
    pubkey: "a".repeat(64),
    sig: "f".repeat(128),
    kind: 1,
    created_at: 1000,
    tags: [],
    content: "",
    ...overrides,
  };
}

describe("kind ranges", () => {
  it("knows NIP-01's replaceable and addressable ranges", () => {
    expect([0, 3, 10000, 19999].map(isReplaceableKind)).toEqual([true, true, true, true]);
    expect([1, 7, 9999, 20000, 30023].map(isReplaceableKind)).toEqual([false, false, false, false, false]);
    expect([30000, 30023, 39999].map(isAddressableKind)).toEqual([true, true, true]);
    expect([29999, 40000, 0].map(isAddressableKind)).toEqual([false, false, false]);
  });
});

describe("dTag and replacementKey", () => {
  it("reads the d tag, empty when absent", () => {
    expect(
      dTag({
        tags: [
          ["t", "x"],
          ["d", "slug"],
        ],
      }),
    ).toBe("slug");
    expect(dTag({ tags: [["d"]] })).toBe("");
    expect(dTag({ tags: [] })).toBe("");
  });

  it("keys replaceable events by kind and author, addressable ones by d tag too, regular ones not at all", () => {
    const pubkey = "b".repeat(64);
    expect(replacementKey(event({ kind: 0, pubkey }))).toBe(`0:${pubkey}`);
    expect(replacementKey(event({ kind: 30023, pubkey, tags: [["d", "x"]] }))).toBe(`30023:${pubkey}:x`);
    expect(replacementKey(event({ kind: 1 }))).toBeNull();
  });
});

describe("compareNewestFirst", () => {
  it("orders by created_at descending, then by lowest id", () => {
    const older = event({ created_at: 1 });
    const newer = event({ created_at: 2 });
    expect(compareNewestFirst(newer, older)).toBeLessThan(0);
    const low = event({ id: "0".repeat(64), created_at: 5 });
    const high = event({ id: "f".repeat(64), created_at: 5 });
    expect([high, low].sort(compareNewestFirst)).toEqual([low, high]);
    expect(compareNewestFirst(low, low)).toBe(0);
  });
});

describe("reduceEvents", () => {
  it("keeps one copy per id and returns events newest first", () => {
    const a = event({ created_at: 10 });
    const b = event({ created_at: 30 });
    const c = event({ created_at: 20 });
    expect(reduceEvents([a, b, { ...a }, c, { ...b }])).toEqual([b, c, a]);
  });

  it("keeps only the newest version of an article per author and d tag, whatever the arrival order", () => {
    const old = event({ kind: 30023, created_at: 100, tags: [["d", "post"]] });
    const current = event({ kind: 30023, created_at: 200, tags: [["d", "post"]] });
    const other = event({ kind: 30023, created_at: 150, tags: [["d", "other"]] });
    expect(reduceEvents([old, current, other])).toEqual([current, other]);
    expect(reduceEvents([current, other, old])).toEqual([current, other]);
  });

  it("treats the same d tag from different authors as different articles", () => {
    const mine = event({ kind: 30023, pubkey: "1".repeat(64), tags: [["d", "post"]] });
    const yours = event({ kind: 30023, pubkey: "2".repeat(64), tags: [["d", "post"]] });
    expect(reduceEvents([mine, yours])).toHaveLength(2);
  });

  it("keeps only the newest profile (kind 0) per author", () => {
    const old = event({ kind: 0, created_at: 1, content: '{"name":"old"}' });
    const current = event({ kind: 0, created_at: 2, content: '{"name":"new"}' });
    const otherAuthor = event({ kind: 0, pubkey: "c".repeat(64), created_at: 1 });
    expect(reduceEvents([current, old, otherAuthor])).toEqual([current, otherAuthor]);
  });

  it("breaks created_at ties between versions by the lowest id", () => {
    const high = event({ id: "9".repeat(64), kind: 30023, created_at: 5, tags: [["d", "x"]] });
    const low = event({ id: "1".repeat(64), kind: 30023, created_at: 5, tags: [["d", "x"]] });
    expect(reduceEvents([high, low])).toEqual([low]);
    expect(reduceEvents([low, high])).toEqual([low]);
  });

  it("never collapses regular events such as reactions or comments", () => {
    const likes = [event({ kind: 7, content: "+" }), event({ kind: 7, content: "+" })];
    expect(reduceEvents(likes)).toHaveLength(2);
  });

  it("returns [] for no events", () => {
    expect(reduceEvents([])).toEqual([]);
  });
});
