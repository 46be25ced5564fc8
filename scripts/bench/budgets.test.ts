// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkBudgets, longestTaskFromBlogJson } from "./budgets.mjs";

type Summary = NonNullable<Parameters<typeof checkBudgets>[0]["runs"][number]["summary"]>;

function summary(overrides: Partial<Summary> = {}, scores: Partial<Summary["scores"]> = {}): Summary {
  return {
    url: "http://127.0.0.1/",
    scores: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, ...scores },
    lcpMs: 900,
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

const ROUTES = ["/", "/blog", "/blog/a", "/test-flows"];
const allRuns = (override?: (route: string, preset: string) => Summary | null) =>
  ROUTES.flatMap((route) =>
    (["mobile", "desktop"] as const).map((preset) => ({
      route,
      preset,
      summary: override?.(route, preset) ?? summary(),
    })),
  );
const clean = { "/": [], "/test-flows": [] };
const task = { path: "wasm.longestTaskMs", ms: 120 };

const verdicts = (results: ReturnType<typeof checkBudgets>) =>
  Object.fromEntries(results.map((result) => [result.budget.split(" ").slice(0, 3).join(" "), result.pass]));

describe("checkBudgets", () => {
  it("passes when every figure is within its budget", () => {
    const results = checkBudgets({ routes: ROUTES, runs: allRuns(), blogCode: clean, longestTask: task });
    expect(results.map((r) => r.pass)).toEqual([true, true, true, true, true, true, true, true]);
  });

  it("fails mobile performance below 95 on any route, naming the scores", () => {
    const runs = allRuns((route, preset) =>
      route === "/blog" && preset === "mobile" ? summary({}, { performance: 94 }) : null,
    );
    const perf = checkBudgets({ routes: ROUTES, runs, blogCode: clean, longestTask: task })[0]!;
    expect(perf.pass).toBe(false);
    expect(perf.detail).toContain("/blog: 94");
  });

  it("ignores desktop performance but holds both presets to 100 in the other categories", () => {
    const runs = allRuns((route, preset) =>
      preset === "desktop" && route === "/" ? summary({}, { performance: 50, seo: 92 }) : null,
    );
    const v = verdicts(checkBudgets({ routes: ROUTES, runs, blogCode: clean, longestTask: task }));
    expect(v["Lighthouse mobile performance"]).toBe(true);
    expect(v["Lighthouse SEO ="]).toBe(false);
  });

  it("fails CLS over 0.02 and JavaScript on / over 125 KB", () => {
    const runs = allRuns((route, preset) =>
      route === "/test-flows" && preset === "mobile"
        ? summary({ cls: 0.021 })
        : route === "/"
          ? summary({ scriptGzipBytes: 125_001 })
          : null,
    );
    const results = checkBudgets({ routes: ROUTES, runs, blogCode: clean, longestTask: task });
    const v = verdicts(results);
    expect(v["CLS <= 0.02"]).toBe(false);
    expect(results.find((r) => r.budget.startsWith("CLS"))!.detail).toContain("0.021 (/test-flows mobile)");
    expect(v["JavaScript on /"]).toBe(false);
  });

  it("fails when blog code loads on / or /test-flows, or was not checked", () => {
    const leak = checkBudgets({
      routes: ROUTES,
      runs: allRuns(),
      blogCode: { "/": ["nostr-tools"], "/test-flows": [] },
      longestTask: task,
    });
    expect(leak.find((r) => r.budget.startsWith("no blog code"))).toMatchObject({
      pass: false,
      detail: "/: nostr-tools",
    });
    const unchecked = checkBudgets({ routes: ROUTES, runs: allRuns(), blogCode: {}, longestTask: task });
    expect(unchecked.find((r) => r.budget.startsWith("no blog code"))!.pass).toBe(false);
  });

  it("fails a long task over 200 ms, and a missing blog benchmark", () => {
    const long = checkBudgets({
      routes: ROUTES,
      runs: allRuns(),
      blogCode: clean,
      longestTask: { path: "x", ms: 201 },
    });
    expect(long.find((r) => r.budget.includes("200 ms"))!.pass).toBe(false);
    const none = checkBudgets({ routes: ROUTES, runs: allRuns(), blogCode: clean, longestTask: null });
    expect(none.find((r) => r.budget.includes("200 ms"))!.detail).toMatch(/not measured/);
  });

  it("counts the scripts' gzip size, not the HTTP headers around them", () => {
    const runs = allRuns((route) =>
      route === "/" ? summary({ scriptTransferBytes: 130_000, scriptGzipBytes: 115_000 }) : null,
    );
    const js = checkBudgets({ routes: ROUTES, runs, blogCode: clean, longestTask: task }).find((r) =>
      r.budget.startsWith("JavaScript"),
    )!;
    expect(js).toMatchObject({ pass: true, detail: "115.0 KB gzip (115000 bytes)" });
  });

  it("never passes a route that was not measured", () => {
    const runs = allRuns().filter((run) => run.route !== "/blog/a");
    const results = checkBudgets({ routes: ROUTES, runs, blogCode: clean, longestTask: task });
    expect(results[0]!.pass).toBe(false);
    expect(results.at(-1)).toMatchObject({ budget: "every route measured", pass: false });
  });
});

describe("longestTaskFromBlogJson", () => {
  it("prefers the wasm build's longest task", () => {
    const json = { wasm: { longestTaskMs: 150, totalLongTaskMs: 400 }, js: { longestTaskMs: 480 }, ratio: 3.2 };
    expect(longestTaskFromBlogJson(json)).toEqual({ path: "wasm.longestTaskMs", ms: 150 });
  });

  it("reads nested and differently named figures, and nothing when there are none", () => {
    expect(longestTaskFromBlogJson({ results: [{ verifier: "wasm", maxTaskMs: 90 }] })).toEqual({
      path: "results.0.maxTaskMs",
      ms: 90,
    });
    expect(longestTaskFromBlogJson({ timeToFirstCardMs: 300 })).toBeNull();
  });
});
