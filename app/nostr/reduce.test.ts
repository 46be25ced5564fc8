import type { NostrEvent } from "nostr-tools/pure";
import { describe, expect, it } from "vitest";
import { dTag, reduceEvents, replacementKey } from "./reduce";

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

describe("reduceEvents order", () => {
  it("returns newest first, ties in created_at by lowest id", () => {
    const older = event({ id: "1".repeat(64), created_at: 1 });
    const low = event({ id: "0".repeat(64), created_at: 5 });
    const high = event({ id: "f".repeat(64), created_at: 5 });
    expect(reduceEvents([older, high, low]).map((e) => e.id)).toEqual([low.id, high.id, older.id]);
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
