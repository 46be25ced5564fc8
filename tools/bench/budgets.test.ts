import { describe, expect, it } from "vitest";
import { checkBudgets } from "./budgets.mjs";

type Figures = Parameters<typeof checkBudgets>[0];
type Summary = NonNullable<Figures["runs"][number]["summary"]>;

function summary(overrides: Partial<Summary> = {}, scores: Partial<Summary["scores"]> = {}): Summary {
  return {
    url: "http://127.0.0.1/",
    scores: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, ...scores },
    lcpMs: 900,
    fcpMs: 600,
    tbtMs: 10,
    cls: 0,
    scriptTransferBytes: 110_000,
    scriptGzipBytes: 100_000,
    workerScriptGzipBytes: 0,
    benchmarkIndex: 1200,
    scripts: [],
    failedAudits: [],
    runtimeError: null,
    ...overrides,
  };
}

const ARTICLE = "/blog/a";
const EXPECTED = [
  ...["/", "/blog", ARTICLE, "/test-flows"].map((route) => ({ route, path: "prerendered" as const })),
  ...["/blog", ARTICLE].map((route) => ({ route, path: "browser" as const })),
];
type Override = (route: string, path: string, preset: string) => Summary | null | undefined;
const allRuns = (override?: Override) =>
  EXPECTED.flatMap(({ route, path }) =>
    (["mobile", "desktop"] as const).map((preset) => {
      const chosen = override?.(route, path, preset);
      return { route, path, preset, summary: chosen === undefined ? summary() : chosen };
    }),
  );
const wire = (bytes: number, events = 0) => ({ bytes, events, reqs: 18, signatureChecks: 0, discussionAsked: false });
const blog = (
  counts = 1.2,
  firstCard = 1.1,
  longestTaskMs = 80,
  { settled = 1.3, settleLongestTaskMs = 0, listWire = wire(288), articleWire = wire(288) } = {},
) => ({
  articleRoute: "/blog/a",
  paths: {
    prerendered: { longestTaskMs: 40, settleLongestTaskMs, loadLongestTaskMs: 120, tracedSettleLongestTaskMs: 30 },
    browser: { longestTaskMs },
  },
  ratios: {
    browser: { node: { counts, firstCard } },
    prerendered: { node: { counts: 1, firstCard: 1 }, sinceNode: { settled: 1.2 }, sinceBrowser: { settled } },
  },
  wire: { "/blog": { prerendered: listWire }, "/blog/a": { prerendered: articleWire } },
});
const discussion = (browserShowMore = 20) => ({
  paths: {
    prerendered: { "appear.longestTaskMs": 0, "showMore.longestTaskMs": 0 },
    browser: { "appear.longestTaskMs": 30, "showMore.longestTaskMs": browserShowMore },
  },
});
const figures = (overrides: Partial<Figures> = {}): Figures => ({
  runs: allRuns(),
  expected: EXPECTED,
  articleRoute: ARTICLE,
  blogCode: { "/": [], "/test-flows": [] },
  blog: blog(),
  discussion: discussion(),
  archiveBuild: { seconds: 120, peakBytes: 900e6, htmlFiles: 1200, clientBytes: 80e6, events: 21_002 },
  ...overrides,
});
const verdict = (results: ReturnType<typeof checkBudgets>, start: string) =>
  results.find((result) => result.budget.startsWith(start));

describe("checkBudgets", () => {
  it("passes when every figure is within its budget", () => {
    const results = checkBudgets(figures());
    expect(results.filter((r) => !r.pass)).toEqual([]);
    expect(results).toHaveLength(18);
  });

  it("holds the build at archive scale to 5 minutes and 1.5 GB, and fails it unmeasured", () => {
    const slow = { seconds: 301, peakBytes: 900e6, htmlFiles: 1200, clientBytes: 80e6, events: 21_002 };
    const big = { ...slow, seconds: 100, peakBytes: 1.6e9 };
    for (const archiveBuild of [slow, big, null]) {
      expect(verdict(checkBudgets(figures({ archiveBuild })), "the build at archive scale")!.pass).toBe(false);
    }
    expect(verdict(checkBudgets(figures()), "the build at archive scale")!.detail).toBe(
      "120.0 s, peak 900 MB, 1200 HTML files",
    );
  });

  it("holds the archive build's site to 500 MB of files, and fails it unmeasured", () => {
    const archiveBuild = { seconds: 120, peakBytes: 900e6, htmlFiles: 1200, clientBytes: 500_000_001, events: 21_002 };
    const site = "the site the archive build writes";
    expect(verdict(checkBudgets(figures({ archiveBuild })), site)!.pass).toBe(false);
    expect(verdict(checkBudgets(figures({ archiveBuild: null })), site)!.pass).toBe(false);
    const within = verdict(checkBudgets(figures({ archiveBuild: { ...archiveBuild, clientBytes: 500e6 } })), site)!;
    expect(within).toEqual({
      budget: "the site the archive build writes (build/client) under 500 MB",
      pass: true,
      detail: "500000000 bytes (500.0 MB)",
    });
  });

  it("fails the discussion budget on one long task, or when the discussion was not measured", () => {
    const over = verdict(checkBudgets(figures({ discussion: discussion(51) })), "no main-thread task over 50 ms")!;
    expect(over.pass).toBe(false);
    expect(over.detail).toContain("browser showMore: 51 ms");
    const none = verdict(checkBudgets(figures({ discussion: null })), "no main-thread task over 50 ms")!;
    expect(none.pass).toBe(false);
  });

  it("holds both paths to mobile performance 95, naming the browser path", () => {
    const runs = allRuns((route, path, preset) =>
      route === "/blog" && path === "browser" && preset === "mobile" ? summary({}, { performance: 94 }) : undefined,
    );
    const perf = verdict(checkBudgets(figures({ runs })), "Lighthouse mobile performance")!;
    expect(perf.pass).toBe(false);
    expect(perf.detail).toContain("/blog [browser path]: 94");
  });

  it("ignores desktop performance but holds both presets to 100 in the other categories", () => {
    const runs = allRuns((route, path, preset) =>
      preset === "desktop" && route === "/" ? summary({}, { performance: 50, seo: 92 }) : undefined,
    );
    const results = checkBudgets(figures({ runs }));
    expect(verdict(results, "Lighthouse mobile performance")!.pass).toBe(true);
    expect(verdict(results, "Lighthouse SEO")!.pass).toBe(false);
  });

  it("fails CLS over 0.01 on any route and path, naming the worst", () => {
    const runs = allRuns((route, path, preset) =>
      route === ARTICLE && path === "browser" && preset === "mobile" ? summary({ cls: 0.011 }) : undefined,
    );
    const cls = verdict(checkBudgets(figures({ runs })), "CLS")!;
    expect(cls.pass).toBe(false);
    expect(cls.detail).toContain("0.011 (/blog/a [browser path] mobile)");
  });

  it("fails TBT over 150 ms on the article's browser path only", () => {
    const slowBrowser = allRuns((route, path, preset) =>
      route === ARTICLE && path === "browser" && preset === "mobile" ? summary({ tbtMs: 151 }) : undefined,
    );
    expect(verdict(checkBudgets(figures({ runs: slowBrowser })), "TBT")!.pass).toBe(false);
    const slowPrerendered = allRuns((route, path) =>
      route === ARTICLE && path === "prerendered" ? summary({ tbtMs: 400 }) : undefined,
    );
    expect(verdict(checkBudgets(figures({ runs: slowPrerendered })), "TBT")!.pass).toBe(true);
  });

  it("fails JavaScript on / over 127.5 KB, and blog code on / or /test-flows (or unchecked)", () => {
    const over = allRuns((route) => (route === "/" ? summary({ scriptGzipBytes: 127_501 }) : undefined));
    expect(verdict(checkBudgets(figures({ runs: over })), "JavaScript on /")!.pass).toBe(false);
    const at = allRuns((route) => (route === "/" ? summary({ scriptGzipBytes: 127_500 }) : undefined));
    expect(verdict(checkBudgets(figures({ runs: at })), "JavaScript on /")!.pass).toBe(true);
    const leak = verdict(checkBudgets(figures({ blogCode: { "/": ["nostr-tools"] } })), "no blog code")!;
    expect(leak.pass).toBe(false);
    expect(leak.detail).toBe("/: nostr-tools, /test-flows: not measured");
  });

  it("holds the browser path's floor ratios to 1.5 and the longest task to 200 ms, both paths", () => {
    const results = checkBudgets(figures({ blog: blog(1.51, 1.5, 201) }));
    expect(verdict(results, "blog list, browser path: time to every exact count")!.pass).toBe(false);
    expect(verdict(results, "blog list, browser path: time to the first card")!.pass).toBe(true);
    expect(verdict(results, "no main-thread task")!.pass).toBe(false);
    const none = checkBudgets(figures({ blog: null }));
    expect(verdict(none, "no main-thread task")!.detail).toContain("not measured");
    expect(verdict(none, "blog list, browser path: time to every exact count")!.pass).toBe(false);
  });

  it("holds the pre-rendered list's settled counts to 1.5 x (FCP + the browser's since floor), with no long task", () => {
    const settled = "blog list, pre-rendered: live counts settled";
    const task = "blog list, pre-rendered: no main-thread task";
    const slow = checkBudgets(figures({ blog: blog(1.2, 1.1, 80, { settled: 1.51, settleLongestTaskMs: 51 }) }));
    expect(verdict(slow, settled)!).toMatchObject({ pass: false, detail: "1.51 (vs the Node since floor: 1.2)" });
    expect(verdict(slow, task)!).toMatchObject({
      pass: false,
      detail: "longest 51 ms from first paint to settled (from the start: 120 ms; traced, from first paint: 30 ms)",
    });
    const within = checkBudgets(figures({ blog: blog(1.2, 1.1, 80, { settled: 1.5 }) }));
    expect(verdict(within, settled)!.pass).toBe(true);
    expect(verdict(within, task)!).toMatchObject({
      pass: true,
      detail: "no long task from first paint to settled (from the start: 120 ms; traced, from first paint: 30 ms)",
    });
    const none = checkBudgets(figures({ blog: null }));
    expect(verdict(none, settled)!.pass).toBe(false);
    expect(verdict(none, task)!.pass).toBe(false);
  });

  it("holds a pre-rendered page view to 20 KB from the relays, and the list to 50 events", () => {
    const list = "blog list, pre-rendered: at most 20.0 KB and 50 events";
    const article = "article, pre-rendered, before its discussion is scrolled into view";
    const at = checkBudgets(
      figures({ blog: blog(1.2, 1.1, 80, { listWire: wire(20_000, 50), articleWire: wire(20_000) }) }),
    );
    expect(verdict(at, list)!).toMatchObject({ pass: true, detail: "20.0 KB, 50 events, 18 REQs" });
    expect(verdict(at, article)!).toMatchObject({ pass: true, detail: "20.0 KB, 0 events, 18 REQs (/blog/a)" });
    const over = checkBudgets(
      figures({ blog: blog(1.2, 1.1, 80, { listWire: wire(300, 51), articleWire: wire(20_001) }) }),
    );
    expect(verdict(over, list)!.pass).toBe(false);
    expect(verdict(over, article)!.pass).toBe(false);
    const none = checkBudgets(figures({ blog: null }));
    expect(verdict(none, list)!.detail).toBe("not measured");
    expect(verdict(none, article)!.detail).toBe("not measured");
  });

  it("fails when a route or path was not measured", () => {
    const runs = allRuns((route, path, preset) => (path === "browser" && preset === "desktop" ? null : undefined));
    const results = checkBudgets(figures({ runs }));
    expect(verdict(results, "every route and path measured")!.detail).toContain("/blog [browser path] desktop");
    expect(verdict(results, "Lighthouse accessibility")!.pass).toBe(false);
  });
});
