import { describe, expect, it } from "vitest";
import { DEFAULT_LIMIT, matchesFilter, MAX_LIMIT, MemoryEventRepository } from "./memory-repository.mjs";

let serial = 0;
function event(overrides = {}) {
  serial += 1;
  return {
    id: serial.toString(16).padStart(64, "0"),
    pubkey: "a".repeat(64),
    sig: "f".repeat(128),
    kind: 1,
    created_at: 1000 + serial,
    tags: [],
    content: "",
    ...overrides,
  };
}

const alice = "a".repeat(64);
const bob = "b".repeat(64);

describe("matchesFilter", () => {
  const e = event({
    id: "1".repeat(64),
    pubkey: alice,
    kind: 7,
    created_at: 500,
    tags: [
      ["e", "x"],
      ["p", bob],
      ["a", "30023:k:d"],
    ],
  });

  it("matches an empty filter", () => expect(matchesFilter(e, {})).toBe(true));

  it.each([
    [{ ids: ["1".repeat(64)] }, true],
    [{ ids: ["2".repeat(64)] }, false],
    [{ authors: [bob, alice] }, true],
    [{ authors: [bob] }, false],
    [{ kinds: [1, 7] }, true],
    [{ kinds: [30023] }, false],
    [{ since: 500 }, true],
    [{ since: 501 }, false],
    [{ until: 500 }, true],
    [{ until: 499 }, false],
    [{ "#e": ["x", "y"] }, true],
    [{ "#e": ["y"] }, false],
    [{ "#p": [bob] }, true],
    [{ "#a": ["30023:k:d"] }, true],
    [{ "#t": ["anything"] }, false],
    [{ "#e": ["x"], "#p": [alice] }, false],
    [{ kinds: [7], "#e": ["x"], authors: [alice], since: 1, until: 1000 }, true],
  ])("%j → %s", (filter, expected) => {
    expect(matchesFilter(e, filter)).toBe(expected);
  });

  it("matches a tag filter on the tag's first value only", () => {
    expect(matchesFilter(event({ tags: [["e", "x", "y"]] }), { "#e": ["y"] })).toBe(false);
  });

  it("never throws on malformed events", () => {
    expect(matchesFilter(null, {})).toBe(false);
    expect(matchesFilter({ tags: "nope" }, { "#e": ["x"] })).toBe(false);
    expect(matchesFilter({ tags: [null, 5] }, { "#e": ["x"] })).toBe(false);
  });
});

describe("MemoryEventRepository", () => {
  it("answers ties in created_at by lowest id", () => {
    const repo = new MemoryEventRepository([
      event({ id: "b".repeat(64), created_at: 5 }),
      event({ id: "a".repeat(64), created_at: 5 }),
      event({ created_at: 9 }),
    ]);
    expect(repo.find({ kinds: [1] }).map((x) => [x.created_at, x.id[0]])).toEqual([
      [9, "0"],
      [5, "a"],
      [5, "b"],
    ]);
  });

  it("answers newest first and applies the limit", () => {
    const events = [event({ created_at: 1 }), event({ created_at: 3 }), event({ created_at: 2 })];
    const repo = new MemoryEventRepository(events);
    expect(repo.find({ kinds: [1] }).map((x) => x.created_at)).toEqual([3, 2, 1]);
    expect(repo.find({ kinds: [1], limit: 2 }).map((x) => x.created_at)).toEqual([3, 2]);
    expect(repo.find({ limit: 0 })).toEqual([]);
  });

  it("cuts a larger limit to 500, as strfry does", () => {
    const repo = new MemoryEventRepository(Array.from({ length: MAX_LIMIT + 5 }, () => event()));
    expect(MAX_LIMIT).toBe(500);
    expect(repo.find({ limit: 5000 })).toHaveLength(500);
  });

  it("caps a filter without limit at DEFAULT_LIMIT", () => {
    const repo = new MemoryEventRepository(Array.from({ length: DEFAULT_LIMIT + 5 }, () => event()));
    expect(repo.find({})).toHaveLength(DEFAULT_LIMIT);
  });

  it("reports duplicates by id", () => {
    const repo = new MemoryEventRepository();
    const e = event();
    expect(repo.upsert(e)).toEqual({ isDuplicate: false });
    expect(repo.upsert({ ...e })).toEqual({ isDuplicate: true });
    expect(repo.size).toBe(1);
  });

  it("keeps only the newest version of an addressable event, whatever the order", () => {
    const older = event({ kind: 30023, pubkey: alice, created_at: 10, tags: [["d", "post"]] });
    const newer = event({ kind: 30023, pubkey: alice, created_at: 20, tags: [["d", "post"]] });
    const otherD = event({ kind: 30023, pubkey: alice, created_at: 5, tags: [["d", "other"]] });
    for (const order of [
      [older, newer, otherD],
      [newer, older, otherD],
    ]) {
      const repo = new MemoryEventRepository(order);
      expect(repo.find({ kinds: [30023] })).toEqual([newer, otherD]);
    }
  });

  it("keeps only the newest profile (kind 0) per author", () => {
    const repo = new MemoryEventRepository([
      event({ kind: 0, pubkey: alice, created_at: 10, content: "old" }),
      event({ kind: 0, pubkey: alice, created_at: 20, content: "new" }),
      event({ kind: 0, pubkey: bob, created_at: 5, content: "bob" }),
    ]);
    expect(repo.find({ kinds: [0] }).map((x) => x.content)).toEqual(["new", "bob"]);
    expect(repo.find({ kinds: [0], authors: [alice] }).map((x) => x.content)).toEqual(["new"]);
  });

  it("answers tag filters for interactions by article id and address", () => {
    const byId = event({ kind: 7, tags: [["e", "article"]] });
    const byAddress = event({ kind: 7, tags: [["a", "30023:k:d"]] });
    const repo = new MemoryEventRepository([byId, byAddress, event({ kind: 7 })]);
    expect(repo.find({ kinds: [7], "#e": ["article"] })).toEqual([byId]);
    expect(repo.find({ kinds: [7], "#a": ["30023:k:d"] })).toEqual([byAddress]);
  });

  it("forgets everything on clear", () => {
    const repo = new MemoryEventRepository([event()]);
    repo.clear();
    expect(repo.find({})).toEqual([]);
  });
});
