// The budgets of issue 6, part 2, checked against the benchmark's figures.

export const MOBILE_PERFORMANCE_MIN = 95;
export const CATEGORY_MIN = 100;
export const CLS_MAX = 0.02;
/** JavaScript on `/`, gzip: React, React DOM and React Router alone are about 110 KB. */
export const HOME_JS_MAX_BYTES = 125_000;
export const LONG_TASK_MAX_MS = 200;
export const BLOG_FREE_ROUTES = ["/", "/test-flows"];

const list = (items) => items.join(", ");
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * The longest main-thread task while the blog list loads, from bench-results/blog.json (written by
 * scripts/bench/blog.mjs): the default (wasm) build's figure when the file has several builds.
 */
export function longestTaskFromBlogJson(json) {
  const found = [];
  const walk = (value, path) => {
    if (!value || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      const here = [...path, key];
      if (typeof child === "number" && /longest|max.*task/i.test(key)) found.push({ path: here.join("."), ms: child });
      else walk(child, here);
    }
  };
  walk(json, []);
  const wasm = found.filter((item) => /wasm/i.test(item.path));
  const pick = wasm.length > 0 ? wasm : found.filter((item) => !/\bjs\b|pure/i.test(item.path));
  const candidates = pick.length > 0 ? pick : found;
  if (candidates.length === 0) return null;
  return candidates.reduce((max, item) => (item.ms > max.ms ? item : max));
}

/**
 * @param {{ routes: string[], runs: { route: string, preset: "mobile" | "desktop", summary: ReturnType<typeof import("./lighthouse-summary.mjs").summarizeLhr> | null }[],
 *   blogCode: Record<string, string[]>, longestTask: { path: string, ms: number } | null }} figures
 * @returns {{ budget: string, pass: boolean, detail: string }[]}
 */
export function checkBudgets({ routes, runs, blogCode, longestTask }) {
  const results = [];
  const runFor = (route, preset) => runs.find((run) => run.route === route && run.preset === preset)?.summary ?? null;
  const missing = [];
  for (const route of routes) {
    for (const preset of ["mobile", "desktop"]) if (!runFor(route, preset)) missing.push(`${route} (${preset})`);
  }

  const scoreBudget = (label, key, min, presets) => {
    const values = [];
    const low = [];
    for (const route of routes) {
      for (const preset of presets) {
        const value = runFor(route, preset)?.scores[key] ?? null;
        values.push(`${route}${presets.length > 1 ? ` ${preset}` : ""}: ${value ?? "n/a"}`);
        if (value === null || value < min) low.push(route);
      }
    }
    results.push({ budget: label, pass: low.length === 0, detail: list(values) });
  };
  scoreBudget(
    `Lighthouse mobile performance >= ${MOBILE_PERFORMANCE_MIN} on all routes`,
    "performance",
    MOBILE_PERFORMANCE_MIN,
    ["mobile"],
  );
  scoreBudget(`Lighthouse accessibility = ${CATEGORY_MIN} on all routes`, "accessibility", CATEGORY_MIN, [
    "mobile",
    "desktop",
  ]);
  scoreBudget(`Lighthouse best practices = ${CATEGORY_MIN} on all routes`, "bestPractices", CATEGORY_MIN, [
    "mobile",
    "desktop",
  ]);
  scoreBudget(`Lighthouse SEO = ${CATEGORY_MIN} on all routes`, "seo", CATEGORY_MIN, ["mobile", "desktop"]);

  const clsValues = runs.filter((run) => run.summary).map((run) => ({ ...run, cls: run.summary.cls }));
  const worstCls = clsValues.reduce((max, run) => (run.cls !== null && run.cls > (max?.cls ?? -1) ? run : max), null);
  results.push({
    budget: `CLS <= ${CLS_MAX} on all routes`,
    pass: missing.length === 0 && clsValues.every((run) => run.cls !== null && run.cls <= CLS_MAX),
    detail: worstCls ? `worst ${worstCls.cls.toFixed(3)} (${worstCls.route} ${worstCls.preset})` : "not measured",
  });

  // Gzip size of the scripts themselves; on the wire (HTTP/1.1 here) each response also carries
  // its headers, which HTTP/2 and HTTP/3 CDNs compress away.
  const homeJs = ["mobile", "desktop"].map((preset) => runFor("/", preset)?.scriptGzipBytes ?? null);
  const homeMax = Math.max(...homeJs.filter((bytes) => bytes !== null));
  results.push({
    budget: `JavaScript on / <= ${kb(HOME_JS_MAX_BYTES)} gzip`,
    pass: homeJs.every((bytes) => bytes !== null) && homeMax <= HOME_JS_MAX_BYTES,
    detail: homeJs.includes(null) ? "not measured" : `${kb(homeMax)} gzip (${homeMax} bytes)`,
  });

  const leaks = BLOG_FREE_ROUTES.flatMap((route) =>
    (blogCode[route] ?? ["not measured"]).map((name) => `${route}: ${name}`),
  );
  results.push({
    budget: `no blog code (nostr-tools, nostr-wasm, react-markdown, TanStack Query) on ${list(BLOG_FREE_ROUTES)}`,
    pass: leaks.length === 0,
    detail: leaks.length === 0 ? "none loaded" : list(leaks),
  });

  results.push({
    budget: `no main-thread task over ${LONG_TASK_MAX_MS} ms while the blog list loads (30 articles, 2000 interactions)`,
    pass: longestTask !== null && longestTask.ms <= LONG_TASK_MAX_MS,
    detail: longestTask
      ? `longest ${Math.round(longestTask.ms)} ms (blog.json ${longestTask.path})`
      : "not measured (no bench-results/blog.json)",
  });

  if (missing.length > 0)
    results.push({ budget: "every route measured", pass: false, detail: `missing: ${list(missing)}` });
  return results;
}
