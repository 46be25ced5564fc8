import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchFilter, type Filter } from "nostr-tools/filter";
import type { NostrEvent } from "nostr-tools/core";
import { toArticle } from "./article";
import {
  capCounts,
  countInteractions,
  countsForBuild,
  interactionEvents,
  liveCounts,
  splitFull,
  ZERO_COUNTS,
  type Counter,
  type InteractionCounts,
} from "./counts";
import { SINCE_BUILD_MARGIN_SECONDS, sinceBuild } from "./since-build";
import { fakeEvent } from "../../../tests/fixtures/test-events";
import type { ArticleRef } from "../../nostr/nip23";

const LIMIT = 500;
const author = "a".repeat(64);
const articles: ArticleRef[] = Array.from({ length: 30 }, (_, i) =>
  toArticle(
    fakeEvent({ id: (i + 1).toString(16).padStart(64, "a"), kind: 30023, pubkey: author, tags: [["d", `p${i}`]] }),
  ),
);

const KIND_OF: Record<Counter, [number, string]> = {
  comments: [1, ""],
  reposts: [6, ""],
  likes: [7, "+"],
  zaps: [9735, ""],
};

let clock = 1_700_000_000;
type Tagged = boolean | "both";
/**
 * `n` interactions of one counter on an article, by id, by address (`true`) or by both (as many clients tag a
 * reply), each a second newer than the last.
 */
function interactions(target: ArticleRef, counter: Counter, n: number, byAddress: Tagged = false): NostrEvent[] {
  const [kind, content] = KIND_OF[counter];
  const tags =
    byAddress === "both"
      ? [
          ["e", target.id],
          ["a", target.address],
        ]
      : [byAddress ? ["a", target.address] : ["e", target.id]];
  return Array.from({ length: n }, () => fakeEvent({ kind, content, created_at: (clock += 1), tags }));
}

interface Relay {
  request: (filters: Filter[]) => Promise<NostrEvent[]>;
  requests: Filter[][];
}

/**
 * A relay as strict as the strictest public ones: it refuses a REQ of more than 3 filters, a filter of more than 3
 * kinds or 3 tag keys, a limit over 500 or a message over 128 KB, and answers each filter with its newest `limit`
 * matching events (strfry's order). `fails` makes some REQs fail.
 */
function strictRelay(events: NostrEvent[], fails: (filters: Filter[]) => boolean = () => false): Relay {
  const requests: Filter[][] = [];
  const newestFirst = [...events].sort((a, b) => b.created_at - a.created_at);
  return {
    requests,
    request: async (filters) => {
      requests.push(filters);
      expect(filters.length).toBeLessThanOrEqual(3);
      expect(new TextEncoder().encode(JSON.stringify(["REQ", "sub", ...filters])).length).toBeLessThan(128 * 1024);
      for (const filter of filters) {
        expect(filter.kinds!.length).toBeLessThanOrEqual(3);
        expect(Object.keys(filter).filter((key) => key.startsWith("#")).length).toBeLessThanOrEqual(3);
        expect(filter.limit).toBeLessThanOrEqual(500);
      }
      if (fails(filters)) throw new Error("relay failed");
      return filters.flatMap((filter) =>
        newestFirst.filter((event) => matchFilter(filter, event)).slice(0, filter.limit),
      );
    },
  };
}

async function countThrough(relay: Relay, targets = articles, since?: number) {
  const answers = await Promise.allSettled(interactionEvents(targets, LIMIT, relay.request, since));
  const events = answers.flatMap((answer) => (answer.status === "fulfilled" ? answer.value : []));
  return countInteractions(targets, events, LIMIT);
}

/** Each article's true counts: what it would show were it alone on the relays (capped at the limit). */
function exact(events: NostrEvent[], targets = articles) {
  return new Map(targets.map((target) => [target.id, countInteractions([target], events, LIMIT).get(target.id)!]));
}

describe("interactionEvents: each article counted on its own", () => {
  it("asks one REQ per counter when no filter comes back full", async () => {
    const events = articles.flatMap((target, i) => [
      ...interactions(target, "comments", i),
      ...interactions(target, "likes", i, true),
    ]);
    const relay = strictRelay(events);
    expect(await countThrough(relay)).toEqual(exact(events));
    expect(relay.requests).toHaveLength(4);
  });

  it("keeps every other article exact under a flood on one, and caps the flooded one at the limit", async () => {
    const real = articles.flatMap((target) => [
      ...interactions(target, "comments", 20),
      ...interactions(target, "likes", 20),
      ...interactions(target, "reposts", 3),
    ]);
    // Strangers' comments, "+" and reposts on the first article, newer than every real one.
    const flood = (["comments", "likes", "reposts"] as const).flatMap((counter) =>
      interactions(articles[0]!, counter, 600),
    );
    const relay = strictRelay([...real, ...flood]);
    const counts = await countThrough(relay);
    for (const target of articles.slice(1)) {
      expect(counts.get(target.id)).toEqual({ comments: 20, reposts: 3, likes: 20, zaps: 0, zapSats: 0 });
    }
    expect(counts.get(articles[0]!.id)).toEqual({ comments: 500, reposts: 500, likes: 500, zaps: 0, zapSats: 0 });
    // The flooded article holds 500 of each flooded counter's answer: at its cap, it is not asked again. Each flooded
    // counter asks the 29 others together for what is older than the flood; they hold 580 comments and 580 likes,
    // more than one REQ's 500, so those two counters ask again in two halves. Reposts: 2 REQs; zaps: 1.
    expect(relay.requests.length).toBe(1 + 2 + (2 + 2) * 2);
    // Only the full filter is asked again, and only for what is older than its answer.
    const again = relay.requests.filter((filters) => filters.some((filter) => filter.until !== undefined));
    expect(again.every((filters) => filters.length === 1 && filters[0]!["#e"] !== undefined)).toBe(true);
    expect(again.every((filters) => !filters[0]!["#e"]!.includes(articles[0]!.id))).toBe(true);
  });

  it("counts each article exactly whatever the spread of its interactions (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.nat(29),
            fc.constantFrom<Counter>("comments", "likes"),
            fc.nat(700),
            fc.constantFrom<Tagged>(false, true, "both"),
          ),
          { maxLength: 8 },
        ),
        async (bursts) => {
          const events = bursts.flatMap(([index, counter, n, byAddress]) =>
            interactions(articles[index]!, counter, n, byAddress),
          );
          expect(await countThrough(strictRelay(events))).toEqual(exact(events));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("splits a full answer: the articles holding a quarter of it alone, else in halves", () => {
    const [a, b, c, d] = articles;
    const floods = [...interactions(a!, "likes", 300), ...interactions(c!, "likes", 130)];
    const busy = articles.slice(0, 4).flatMap((target) => interactions(target, "likes", 124));
    expect(splitFull([a!, b!, c!, d!], floods, LIMIT)).toEqual([[a], [c], [b, d]]);
    expect(splitFull([a!, c!], floods, LIMIT)).toEqual([[a], [c]]);
    // At its cap (500 countable events): not asked again; the others together. "-" reactions count for nothing.
    const capped = [...interactions(a!, "likes", 500), ...interactions(b!, "likes", 10)];
    expect(splitFull([a!, b!, c!], capped, LIMIT)).toEqual([[b, c]]);
    const dislikes = Array.from({ length: 500 }, () => fakeEvent({ kind: 7, content: "-", tags: [["e", a!.id]] }));
    expect(splitFull([a!, b!], dislikes, LIMIT)).toEqual([[a], [b]]);
    expect(splitFull(articles.slice(0, 4), busy, LIMIT)).toEqual([
      [a, b],
      [c, d],
    ]);
    // An event sent twice counts once towards its article's share.
    const twice = interactions(b!, "likes", 70);
    expect(splitFull([a!, b!], [...twice, ...twice], LIMIT)).toEqual([[a], [b]]);
  });

  it("keeps what the larger REQ brought when a part fails, and rejects a counter whose first REQ failed", async () => {
    const events = [...interactions(articles[29]!, "comments", 5), ...interactions(articles[0]!, "comments", 600)];
    const halves = strictRelay(events, (filters) => filters[0]!["#e"]!.length < 30);
    const counts = await countThrough(halves);
    // Both parts failed: the first REQ's 500 newest comments (all the flood's) are what there is.
    expect(counts.get(articles[0]!.id)!.comments).toBe(500);
    expect(counts.get(articles[29]!.id)!.comments).toBe(0);
    const first = strictRelay(events, (filters) => filters[0]!["#e"]!.length === 30 && filters[0]!.kinds![0] === 1);
    const answers = await Promise.allSettled(interactionEvents(articles, LIMIT, first.request));
    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "fulfilled", "fulfilled", "fulfilled"]);
  });

  it("asks every filter from `since` on when given, and counts only what is dated from then", async () => {
    const old = interactions(articles[3]!, "likes", 4);
    const since = clock + 1;
    const recent = interactions(articles[3]!, "likes", 2);
    const relay = strictRelay([...old, ...recent]);
    const counts = await countThrough(relay, articles, since);
    expect(relay.requests.flat().every((filter) => filter.since === since)).toBe(true);
    expect(counts.get(articles[3]!.id)!.likes).toBe(2);
  });
});

describe("the build's counts and what the browser adds since", () => {
  const target = articles[5]!;
  const add = (build: ReturnType<typeof countsForBuild>, fresh: NostrEvent[]) =>
    liveCounts(build[target.id]!, countInteractions([target], fresh, LIMIT).get(target.id)!, LIMIT);

  it("takes `since` from the build's time, the margin before it", () => {
    expect(SINCE_BUILD_MARGIN_SECONDS).toBe(900);
    expect(sinceBuild(1_700_000_000_999)).toBe(1_700_000_000 - 900);
  });

  it("counts an event dated exactly at `since` once: in the build's recent part, and again by the browser", () => {
    const before = interactions(target, "comments", 3);
    const since = clock + 1;
    clock = since - 1;
    const boundary = interactions(target, "comments", 1)[0]!;
    expect(boundary.created_at).toBe(since);
    const build = countsForBuild([target], [...before, boundary], LIMIT, since);
    expect(build[target.id]).toEqual({
      counts: { ...ZERO_COUNTS, comments: 4 },
      recent: { ...ZERO_COUNTS, comments: 1 },
    });
    // The browser asks from `since` on (inclusive, as relays answer): it gets the boundary event again.
    expect(add(build, [boundary]).comments).toBe(4);
  });

  it("counts an event sent by two relays once, and adds one published after the build once", () => {
    const before = interactions(target, "likes", 10);
    const since = clock - 1; // the last two are inside the margin
    const build = countsForBuild([target], before, LIMIT, since);
    expect(build[target.id]!.recent!.likes).toBe(2);
    const after = interactions(target, "likes", 1);
    const fromTwoRelays = [...before.slice(-2), ...after, ...before.slice(-2), ...after];
    expect(add(build, fromTwoRelays).likes).toBe(11);
  });

  it("never drops below the build's figure when a relay is silent, slow or cut short", () => {
    const before = interactions(target, "reposts", 6);
    const since = clock - 2; // the last three
    const build = countsForBuild([target], before, LIMIT, since);
    expect(add(build, []).reposts).toBe(6); // silent
    expect(add(build, before.slice(-1)).reposts).toBe(6); // cut short: one of the three it had
    // A relay that answers late adds its events when they come: the counter only grows.
    expect(add(build, [...before.slice(-3), ...interactions(target, "reposts", 2)]).reposts).toBe(8);
  });

  it("leaves out the recent part when there is none, and caps every counter but the sats", () => {
    const build = countsForBuild([target], interactions(target, "zaps", 3), LIMIT, clock + 10);
    expect(build[target.id]).toEqual({ counts: { ...ZERO_COUNTS, zaps: 3 } });
    const big: InteractionCounts = { comments: 480, reposts: 2, likes: 499, zaps: 600, zapSats: 9_000 };
    expect(liveCounts({ counts: big }, { comments: 40, reposts: 1, likes: 3, zaps: 0, zapSats: 100 }, LIMIT)).toEqual({
      comments: 500,
      reposts: 3,
      likes: 500,
      zaps: 500,
      zapSats: 9_100,
    });
    expect(capCounts(big, 100)).toEqual({ comments: 100, reposts: 2, likes: 100, zaps: 100, zapSats: 9_000 });
  });
});
