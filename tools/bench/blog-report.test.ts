import { describe, expect, it } from "vitest";
import { askedSummary, summaryLines, wireLines } from "./blog-report.mjs";

const figures = (bytes: number, events: number, reqs: number, signatureChecks: number | null, asked: string[]) => ({
  bytes,
  events,
  reqs,
  signatureChecks,
  asked,
  discussionAsked: false,
});

describe("wireLines", () => {
  it("prints one line per page and path, with n/a for the signature checks an app does not count", () => {
    const lines = wireLines({
      runs: 3,
      articleRoute: "/blog/a",
      wire: {
        "/blog": {
          prerendered: figures(288, 0, 18, 0, ["events since", "events since", "counts since (30 articles)"]),
          browser: figures(7_375_400, 9852, 30, null, ["newest", "counts (30 articles)", "events"]),
        },
        "/blog/a": { prerendered: { ...figures(20_001, 3, 18, 3, ["replies"]), discussionAsked: true } },
      },
    });
    expect(lines[0]).toBe("Relay wire per page view, all three relays together (median of 3 views)");
    expect(lines[2]).toMatch(
      /^\/blog +pre-rendered +0\.3 +0 +18 +0 {2}2 x events since, counts since \(30 articles\)$/,
    );
    expect(lines[3]).toMatch(/^\/blog +browser +7375\.4 +9852 +30 +n\/a {2}newest, counts \(30 articles\), events$/);
    expect(lines[4]).toMatch(/^\/blog\/a +pre-rendered +20\.0 +3 +18 +3 {2}replies \(the discussion was loaded\)$/);
    expect(lines[5]).toBe("(/blog/a: until its load settled, its discussion never scrolled into view)");
  });

  it("counts each request once, in the order first asked", () => {
    expect(askedSummary(["a", "b", "a"])).toBe("2 x a, b");
    expect(askedSummary(undefined)).toBe("");
  });
});

describe("summaryLines", () => {
  it("says both paths against their floors, then the wire table", () => {
    const lines = summaryLines({
      runs: 3,
      paths: {
        prerendered: { settledMs: 1500, fcpMs: 900, settleLongestTaskMs: 0, tracedSettleLongestTaskMs: 31 },
        browser: { allCountsMs: 4000, fcpMs: 800 },
      },
      ratios: {
        prerendered: { sinceBrowser: { settled: 1.42 }, sinceNode: { settled: 1.45 } },
        browser: { node: { counts: 2.1, firstCard: 1.3 }, browser: { counts: 1.6 } },
      },
      wire: {},
    });
    expect(lines[0]).toBe(
      "/blog pre-rendered: live counts settled at 1500 ms (FCP 900 ms), ratio 1.42 against the browser's since floor " +
        "(1.45 against Node's); longest long task from FCP to settled 0 ms (traced: 31 ms)",
    );
    expect(lines[1]).toBe(
      "/blog browser path: every exact count at 4000 ms (FCP 800 ms), counts ratio 2.1 against the Node floor " +
        "(1.6 against the browser's), first card ratio 1.3",
    );
    expect(lines[3]).toMatch(/^Relay wire per page view/);
  });

  it("says n/a for what a report lacks", () => {
    expect(summaryLines({})[0]).toContain("settled at n/a (FCP n/a), ratio n/a");
  });
});
