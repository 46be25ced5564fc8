import { describe, expect, it } from "vitest";
import { matchFilter, type Filter } from "nostr-tools/filter";
import type { NostrEvent } from "nostr-tools/core";
import { completeSince, pagesBack, readAll, RELAY_PAGE_LIMIT, withUntil } from "./paging";

const event = (id: string, createdAt: number, kind = 30023): NostrEvent => ({
  id,
  pubkey: "a".repeat(64),
  created_at: createdAt,
  kind,
  tags: [],
  content: "",
  sig: "",
});

/** A relay as strfry answers: each filter's newest `limit` (cut to `cap`), newest first, ties by id. */
function relay(events: NostrEvent[], cap = RELAY_PAGE_LIMIT) {
  const asked: Filter[][] = [];
  const request = async (filters: Filter[]) => {
    asked.push(filters);
    const out = new Map<string, NostrEvent>();
    for (const filter of filters) {
      const matching = events
        .filter((e) => matchFilter(filter, e))
        .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? -1 : 1))
        .slice(0, Math.min(filter.limit ?? cap, cap));
      for (const e of matching) out.set(e.id, e);
    }
    return [...out.values()];
  };
  return { request, asked };
}

const ids = (events: NostrEvent[]) => events.map((e) => e.id).sort();

describe("completeSince", () => {
  it("is the oldest second of a full filter, and -Infinity when no filter came back full", () => {
    const filters = [{ kinds: [30023], limit: 2 }];
    expect(completeSince(filters, [event("a", 10), event("b", 7)])).toBe(7);
    expect(completeSince(filters, [event("a", 10)])).toBe(Number.NEGATIVE_INFINITY);
  });

  it("takes the newest of several full filters' oldest seconds (below it, that filter may hold more)", () => {
    const filters = [
      { kinds: [30023], limit: 2 },
      { kinds: [5], limit: 1 },
    ];
    expect(completeSince(filters, [event("a", 10), event("b", 3), event("c", 8, 5)])).toBe(8);
  });
});

describe("completeSince with events another filter brought", () => {
  it("stops at the filter's limit-th newest event, not at an older one that matches it too", () => {
    // A reply tagging by id and by address, answered by the #a filter, matches #e as well: the #e answer's two
    // events (seconds 10 and 9) are what the relay cut it at, so only from 9 on is #e complete.
    const tagged = (id: string, at: number, tags: string[][]) => ({ ...event(id, at, 1), tags });
    const filters = [
      { kinds: [1], "#e": ["x"], limit: 2 },
      { kinds: [1], "#a": ["y"], limit: 2 },
    ];
    const answer = [
      tagged("a", 10, [["e", "x"]]),
      tagged("b", 9, [["e", "x"]]),
      tagged("c", 2, [
        ["e", "x"],
        ["a", "y"],
      ]),
    ];
    expect(completeSince(filters, answer)).toBe(9);
    // The same event twice (two relays, or asked again) is one event.
    expect(completeSince([filters[0]!], [answer[0]!, answer[0]!])).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe("pagesBack and readAll", () => {
  it("reads every event once across pages, when events share a second at a page boundary", async () => {
    // 12 events, pages of 5: seconds 100..91 with three events at second 96 (the first page's boundary).
    const events = [
      ...[100, 99, 98, 97].map((t, i) => event(`n${i}`, t)),
      event("s1", 96),
      event("s2", 96),
      event("s3", 96),
      ...[95, 94, 93, 92, 91].map((t, i) => event(`o${i}`, t)),
    ];
    const { request } = relay(events, 5);
    const { events: read, truncated } = await readAll(request, [{ kinds: [30023] }], 10);
    expect(truncated).toBe(false);
    expect(read).toHaveLength(events.length);
    expect(ids(read)).toEqual(ids(events));
  });

  it("steps one second back when more than a page of events share one second", async () => {
    const crowd = Array.from({ length: 7 }, (_, i) => event(`c${i}`, 50));
    const events = [event("new", 60), ...crowd, event("old", 40)];
    const { request } = relay(events, 5);
    const { events: read } = await readAll(request, [{ kinds: [30023] }], 10);
    // The crowded second cannot be read whole through a limit of 5; the pages step over it and go on.
    expect(read.map((e) => e.id)).toContain("old");
    expect(read.map((e) => e.id)).toContain("new");
    expect(new Set(read.map((e) => e.id)).size).toBe(read.length);
  });

  it("asks with limit 500 and until set to the oldest trusted second", async () => {
    const events = Array.from({ length: 1200 }, (_, i) => event(`e${String(i).padStart(4, "0")}`, 10_000 - i));
    const { request, asked } = relay(events);
    const { events: read, truncated } = await readAll(request, [{ kinds: [30023], limit: 30 }], 10);
    expect(truncated).toBe(false);
    expect(read).toHaveLength(1200);
    expect(asked.map((filters) => filters[0])).toEqual([
      { kinds: [30023], limit: 500 },
      { kinds: [30023], limit: 500, until: 10_000 - 499 },
      { kinds: [30023], limit: 500, until: 10_000 - 998 },
      // The last page brought nothing new: one second back, where nothing is left.
      { kinds: [30023], limit: 500, until: 10_000 - 1199 },
      { kinds: [30023], limit: 500, until: 10_000 - 1200 },
    ]);
  });

  it("stops at its bound and says so", async () => {
    const events = Array.from({ length: 1200 }, (_, i) => event(`e${i}`, 10_000 - i));
    const { request } = relay(events);
    const { events: read, truncated } = await readAll(request, [{ kinds: [30023] }], 2);
    expect(truncated).toBe(true);
    expect(read).toHaveLength(999);
  });

  it("reads each filter back on its own, so a dense filter does not hide a sparse one's older events", async () => {
    const notes = Array.from({ length: 700 }, (_, i) => event(`d${i}`, 5_000 - i, 5));
    const articles = Array.from({ length: 40 }, (_, i) => event(`a${i}`, 5_000 - i * 100));
    const { request, asked } = relay([...notes, ...articles]);
    const { events: read } = await readAll(request, [{ kinds: [30023] }, { kinds: [5] }], 10);
    expect(read).toHaveLength(740);
    expect(asked.every((filters) => filters.length === 1)).toBe(true);
  });

  it("goes on past pages shorter than asked, from a relay with a lower cap than 500", async () => {
    const events = Array.from({ length: 23 }, (_, i) => event(`e${i}`, 1_000 - i));
    const { request } = relay(events, 5);
    const { events: read } = await readAll(request, [{ kinds: [30023] }], 20);
    expect(ids(read)).toEqual(ids(events));
  });

  it("ends after one page when the relays hold less than a page", async () => {
    const { request, asked } = relay([event("a", 5), event("b", 4)]);
    const pages = [];
    for await (const page of pagesBack(request, (until) => withUntil([{ kinds: [30023], limit: 500 }], until))) {
      pages.push(page);
    }
    expect(pages).toHaveLength(1);
    expect(pages[0]!.complete).toBe(Number.NEGATIVE_INFINITY);
    expect(asked).toHaveLength(1);
  });

  it("withUntil leaves filters unchanged without an until", () => {
    const filters = [{ kinds: [1] }];
    expect(withUntil(filters)).toBe(filters);
    expect(withUntil(filters, 9)).toEqual([{ kinds: [1], until: 9 }]);
  });
});
