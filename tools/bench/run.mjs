// `npm run bench`: Lighthouse (mobile and desktop presets) on both paths a page reaches a reader, then
// the blog benchmark (tools/bench/blog.mjs: /blog and an article on both paths against the wire floor, and what
// each page view costs on the relays' wire; its summary is printed again before the budgets), the discussion
// benchmark (tools/bench/discussion.mjs), the build at archive scale (./archive-build.mjs) and the image copies'
// bounds (./images.mjs), then one PASS/FAIL line per budget (./budgets.mjs).
// - pre-rendered: a build made while the local relays (demo seed) answered: /, /blog, the first
//   pre-rendered /blog/{slug} and /test-flows;
// - browser: a build made while the relays were down (as for every article published after the last
//   build): /blog (pre-rendered without articles) and the same /blog/{slug} (through the SPA fallback);
//   the relays are up when the pages load.
// Each route, path and preset runs BENCH_RUNS times (default 3), in rounds that visit every one of them once
// (./rounds.mjs); the figures and budgets are those of the median run by performance score (every run's score
// is printed too): one Lighthouse run swings by several points on a shared machine, and a slow moment of it
// falls on one run of many pages rather than on every run of one.
// Each pre-rendered route's mobile run is followed by its ceiling's: the same page without scripts
// (./ceiling.mjs), what its HTML and CSS alone score on this machine at that moment.
// Writes bench-results/lighthouse.json (and the median runs' full reports in bench-results/lighthouse/).
// Settings: BENCH_PORT (first preview port, default 4390; the browser path's build is served on the
// next), RELAY_PORT_BASE, BENCH_RUNS, BENCH_ROUTES=/,/blog (a subset, while working on one page),
// BENCH_CPU_SLOWDOWN=N (mobile CPU throttling other than Lighthouse's 4x, for machines far from its
// reference CPU; the budgets are defined with the default). Exits 1 when a budget fails.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";
import { clientDir } from "../../builder/build-dir.mjs";
import { DEMO_BLOG_AUTHORS, localBuildEnv } from "../local-env.mjs";
import { startStaticServer } from "../static-server.mjs";
import { blogPackagesIn } from "./blog-code.mjs";
import { summaryLines } from "./blog-report.mjs";
import { checkBudgets } from "./budgets.mjs";
import { routeFile, withoutScripts } from "./ceiling.mjs";
import { medianRun, summarizeLhr } from "./lighthouse-summary.mjs";
import { interleavedRuns } from "./rounds.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const HOST = "127.0.0.1";
const env = { ...process.env, ...localBuildEnv() };
/** Each path's build (a copy of the demo build made for it), and the pre-rendered one without scripts (./ceiling.mjs). */
const BUILDS = {
  prerendered: "bench-results/.builds/lighthouse-prerendered",
  browser: "bench-results/.builds/lighthouse-browser",
  ceiling: "bench-results/.builds/lighthouse-ceiling",
};
const PORTS = { prerendered: PORT, browser: PORT + 1, ceiling: PORT + 2 };
const RESULTS_DIR = "bench-results";
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
const PRESETS = {
  mobile: CPU_SLOWDOWN
    ? {
        extends: "lighthouse:default",
        settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } },
      }
    : undefined,
  desktop: desktopConfig,
};
/** A run whose trace failed (it happens under load) is repeated once. */
const ATTEMPTS = 2;
/** Lighthouse runs per route and preset; the median one is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 1);

/** Runs a command to completion without blocking this process (the local relays live in it). */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${code})`)),
    );
  });
}

/** The local relays with the demo seed. */
async function startRelays() {
  const { startLocalRelays } = await import("../relay/local-relays.mjs");
  // With the control port: the demo's image host and .well-known answers, as `npm start` has them.
  return startLocalRelays({ seed: "demo" });
}

/** Builds the demo site into `BUILDS[path]`; the relays are up (pre-rendered) or down (browser path). */
async function build(path) {
  console.log(`bench: building the ${path} path (relays ${path === "prerendered" ? "up" : "down"})...`);
  await run("npm", ["run", "build"]);
  await rm(BUILDS[path], { recursive: true, force: true });
  await cp(clientDir(env), BUILDS[path], { recursive: true });
}

/** The ceiling's copy of the pre-rendered build: the measured pages without their scripts (./ceiling.mjs). */
async function makeCeiling(routes) {
  await rm(BUILDS.ceiling, { recursive: true, force: true });
  await cp(BUILDS.prerendered, BUILDS.ceiling, { recursive: true });
  for (const route of routes) {
    const file = routeFile(BUILDS.ceiling, route);
    if (existsSync(file)) await writeFile(file, withoutScripts(await readFile(file, "utf8")));
  }
}

/** The archive's listings: an older page, a topic and an author of the demo seed (mara, the archive's author). */
const ARCHIVE_ROUTES = ["/blog/page/2", "/blog/tag/privacy", `/blog/author/${DEMO_BLOG_AUTHORS[1]}`];
/** Languages measured besides English: Spanish, and Arabic (right to left). */
const LANGUAGE_PREFIXES = ["/es", "/ar"];

/** One pre-rendered article: the first in path order. */
async function articleRoute() {
  const dir = join(BUILDS.prerendered, "blog");
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const slugs = entries
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "index.html")))
    .map((entry) => entry.name)
    .sort();
  return slugs.length > 0 ? `/blog/${slugs[0]}` : null;
}

async function lighthouseOnce(url, preset) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      PRESETS[preset],
    );
    return result?.lhr ?? null;
  } finally {
    await chrome.kill();
  }
}

async function lighthouseRun(url, preset) {
  let lhr = null;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    lhr = await lighthouseOnce(url, preset);
    if (lhr && !lhr.runtimeError) return lhr;
    console.warn(`bench: ${url} (${preset}) failed: ${lhr?.runtimeError?.message ?? "no result"}; attempt ${attempt}`);
  }
  return lhr;
}

/** The build file behind a script URL of a preview server, or null. */
function buildFile(url) {
  const { port, pathname } = new URL(url);
  const root = Number(port) === PORTS.browser ? BUILDS.browser : BUILDS.prerendered;
  const path = join(root, decodeURIComponent(pathname));
  return existsSync(path) ? path : null;
}

/** Gzip size (level 9, as the preview server sends it) of the site's scripts a page requested: the JavaScript itself, without HTTP headers. */
async function scriptGzipBytes(summary, { workerOnly = false } = {}) {
  let total = 0;
  for (const { url, worker } of summary?.scripts ?? []) {
    if (workerOnly && !worker) continue;
    const path = buildFile(url);
    if (path) total += gzipSync(await readFile(path), { level: 9 }).length;
  }
  return total;
}

/** The blog libraries found in the scripts a page requested (read from the build by URL path). */
async function blogCodeLoaded(summary) {
  const found = new Set();
  for (const { url } of summary?.scripts ?? []) {
    const path = buildFile(url);
    if (!path) continue;
    for (const name of blogPackagesIn(await readFile(path, "utf8"))) found.add(name);
  }
  return [...found];
}

const fmt = (value, digits = 0) => (value === null || value === undefined ? "n/a" : value.toFixed(digits));

/** A route and the build it was measured on, as the bench prints them. */
function where(route, path) {
  return `${route}${path === "browser" ? " [browser path]" : path === "ceiling" ? " [without scripts]" : ""}`;
}

function printRun({ route, path, preset, summary, performanceRuns = [], ceiling }) {
  if (!summary) return console.log(`${where(route, path).padEnd(44)} ${preset.padEnd(8)} not measured`);
  const { scores: s } = summary;
  const worker = summary.workerScriptGzipBytes
    ? `, of which ${(summary.workerScriptGzipBytes / 1000).toFixed(1)} KB in a worker`
    : "";
  console.log(
    [
      where(route, path).padEnd(44),
      preset.padEnd(8),
      `perf ${fmt(s.performance).padStart(3)}`,
      `a11y ${fmt(s.accessibility).padStart(3)}`,
      `bp ${fmt(s.bestPractices).padStart(3)}`,
      `seo ${fmt(s.seo).padStart(3)}`,
      `FCP ${fmt(summary.fcpMs).padStart(5)} ms`,
      `LCP ${fmt(summary.lcpMs).padStart(5)} ms`,
      `TBT ${fmt(summary.tbtMs).padStart(4)} ms`,
      `CLS ${fmt(summary.cls, 3)}`,
      `JS ${(summary.scriptGzipBytes / 1000).toFixed(1).padStart(6)} KB gzip${worker}`,
      `(${(summary.scriptTransferBytes / 1000).toFixed(1)} KB on the wire)`,
      `CPU index ${fmt(summary.benchmarkIndex)}`,
    ].join("  "),
  );
  if (performanceRuns.length > 1)
    console.log(`${"".padEnd(54)}performance of each run: ${performanceRuns.join(", ")} (median shown)`);
  if (ceiling)
    console.log(
      `${"".padEnd(54)}without its scripts (the ceiling): perf ${fmt(ceiling.performance)}, FCP ${fmt(ceiling.fcpMs)} ms, ` +
        `LCP ${fmt(ceiling.lcpMs)} ms, TBT ${fmt(ceiling.tbtMs)} ms (runs: ${ceiling.performanceRuns.join(", ")})`,
    );
  for (const failed of summary.failedAudits) console.log(`${"".padEnd(54)}- ${failed}`);
  if (summary.runtimeError) console.log(`${"".padEnd(54)}! ${summary.runtimeError}`);
}

/** The ceiling's figures from the summaries of its runs. */
function ceilingFigures(summaries) {
  const median = medianRun(summaries);
  if (!median) return undefined;
  return {
    performance: median.scores.performance,
    fcpMs: median.fcpMs,
    lcpMs: median.lcpMs,
    tbtMs: median.tbtMs,
    performanceRuns: summaries.map((summary) => summary.scores.performance ?? "n/a"),
  };
}

/** The report file of a measurement (its median run's, or `-N` for run N while the bench runs). */
function reportName({ route, path, preset }, run = "") {
  return `${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}-${path}-${preset}${run}.json`;
}

async function lighthouseFigures() {
  await build("browser");
  const relays = await startRelays();
  const servers = [];
  try {
    await build("prerendered");
    const article = await articleRoute();
    if (!article) console.warn("bench: no article was pre-rendered: /blog/{slug} not measured");
    // The home page, the blog and an article in two more languages, one of them right to left (docs/languages.md).
    const translated = LANGUAGE_PREFIXES.flatMap((prefix) =>
      [prefix, `${prefix}/blog`, article && `${prefix}${article}`].map((route) => ({ route, path: "prerendered" })),
    );
    const all = [
      ...["/", "/blog", article, "/test-flows", ...ARCHIVE_ROUTES].map((route) => ({ route, path: "prerendered" })),
      ...translated,
      ...["/blog", article, ...ARCHIVE_ROUTES].map((route) => ({ route, path: "browser" })),
      ...(article ? [{ route: `/ar${article}`, path: "browser" }] : []),
    ].filter(({ route }) => route);
    const only = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());
    const asPattern = (route) => (article ? route.replace(article, "/blog/{slug}") : route);
    const expected = only ? all.filter(({ route }) => only.includes(route) || only.includes(asPattern(route))) : all;
    await makeCeiling(expected.filter(({ path }) => path === "prerendered").map(({ route }) => route));
    for (const path of Object.keys(BUILDS))
      servers.push(await startStaticServer({ root: BUILDS[path], port: PORTS[path], host: HOST }));
    const reports = join(RESULTS_DIR, "lighthouse");
    await rm(join(reports, "runs"), { recursive: true, force: true });
    await mkdir(join(reports, "runs"), { recursive: true });
    // Every measurement, with the pre-rendered pages' ceilings right after their mobile runs (and named by them).
    const measurements = expected.flatMap(({ route, path }) =>
      Object.keys(PRESETS).flatMap((preset) => {
        if (path !== "prerendered" || preset !== "mobile") return [{ route, path, preset }];
        const ceiling = { route, path: "ceiling", preset };
        return [{ route, path, preset, ceiling }, ceiling];
      }),
    );
    /** Each measurement's runs: their summaries, and where their full reports wait until the median is known. */
    const measured = new Map(measurements.map((measurement) => [measurement, []]));
    for (const { round, measurement } of interleavedRuns(measurements, RUNS)) {
      const { route, path, preset } = measurement;
      const lhr = await lighthouseRun(`http://${HOST}:${PORTS[path]}${route}`, preset);
      if (!lhr) continue;
      const summary = summarizeLhr(lhr);
      const file = join(reports, "runs", reportName(measurement, `-${round}`));
      await writeFile(file, JSON.stringify(lhr));
      measured.get(measurement).push({ file, summary });
      console.log(
        `round ${round}/${RUNS}  ${where(route, path).padEnd(44)} ${preset.padEnd(8)} ` +
          `perf ${fmt(summary.scores.performance)}, CPU index ${fmt(summary.benchmarkIndex)}`,
      );
    }
    console.log("");
    const runs = [];
    for (const measurement of measurements) {
      if (measurement.path === "ceiling") continue;
      const { route, path, preset } = measurement;
      const own = measured.get(measurement);
      const median = medianRun(own.map((run) => run.summary));
      const chosen = own.find((run) => run.summary === median) ?? own[0] ?? null;
      if (chosen) await rename(chosen.file, join(reports, reportName(measurement)));
      const summary = chosen?.summary ?? null;
      if (summary) {
        summary.scriptGzipBytes = await scriptGzipBytes(summary);
        summary.workerScriptGzipBytes = await scriptGzipBytes(summary, { workerOnly: true });
      }
      const performanceRuns = own.map((run) => run.summary.scores.performance ?? "n/a");
      const entry = { route, path, preset, summary, performanceRuns };
      if (measurement.ceiling)
        entry.ceiling = ceilingFigures(measured.get(measurement.ceiling).map((run) => run.summary));
      runs.push(entry);
      printRun(entry);
    }
    await rm(join(reports, "runs"), { recursive: true, force: true });
    const blogCode = {};
    for (const { route } of expected) {
      const loaded = new Set(blogCode[route] ?? []);
      for (const { summary } of runs.filter((r) => r.route === route)) {
        for (const name of await blogCodeLoaded(summary)) loaded.add(name);
      }
      blogCode[route] = [...loaded];
    }
    // The detector must see the blog's code where it is expected, or its silence on / means nothing.
    if (blogCode["/blog"]) console.log(`blog libraries detected on /blog: ${blogCode["/blog"].join(", ") || "none"}`);
    return { expected, article, runs, blogCode };
  } finally {
    for (const server of servers) server.close();
    await relays.stop();
  }
}

async function blogBenchmark() {
  console.log("\nBlog benchmark (tools/bench/blog.mjs)");
  await run("node", ["tools/bench/blog.mjs"]);
  const text = await readFile(join(RESULTS_DIR, "blog.json"), "utf8").catch(() => null);
  return text ? JSON.parse(text) : null;
}

async function archiveBuildBenchmark() {
  console.log("\nBuild at archive scale (tools/bench/archive-build.mjs)");
  await run("node", ["tools/bench/archive-build.mjs"]);
  const text = await readFile(join(RESULTS_DIR, "archive-build.json"), "utf8").catch(() => null);
  return text ? JSON.parse(text) : null;
}

async function discussionBenchmark() {
  console.log("\nDiscussion benchmark (tools/bench/discussion.mjs)");
  await run("node", ["tools/bench/discussion.mjs"]);
  const text = await readFile(join(RESULTS_DIR, "discussion.json"), "utf8").catch(() => null);
  return text ? JSON.parse(text) : null;
}

const { version } = JSON.parse(await readFile("node_modules/lighthouse/package.json", "utf8"));
console.log(
  `Lighthouse ${version}: mobile and desktop presets, ${RUNS} run${RUNS === 1 ? "" : "s"} per route and preset (median reported)`,
);
console.log(
  `CPU index: Lighthouse's benchmark of this machine at the time of the run (its mobile preset assumes ~1000+; lower means pessimistic performance figures)${CPU_SLOWDOWN ? `; mobile CPU slowdown ${CPU_SLOWDOWN}x instead of 4x` : ""}\n`,
);
const { expected, article, runs, blogCode } = await lighthouseFigures();
await writeFile(
  join(RESULTS_DIR, "lighthouse.json"),
  JSON.stringify({ date: new Date().toISOString(), article, runs, blogCode }, null, 2),
);
console.log(`\nwrote ${RESULTS_DIR}/lighthouse.json`);
const blog = await blogBenchmark();
const discussion = await discussionBenchmark();
const archiveBuild = await archiveBuildBenchmark();
console.log("\nImages (tools/bench/images.mjs)");
await run("node", ["tools/bench/images.mjs"]);
console.log("\nThe previous archive at its worst (tools/bench/archive-read.mjs)");
await run("node", ["tools/bench/archive-read.mjs"]);

if (blog) {
  console.log("\nBlog, both paths and the relay wire (tools/bench/blog.mjs, bench-results/blog.json)");
  for (const line of summaryLines(blog)) console.log(line);
}

const results = checkBudgets({ runs, expected, articleRoute: article, blogCode, blog, discussion, archiveBuild });
console.log("\nBudgets");
for (const { budget, pass, detail } of results) console.log(`${pass ? "PASS" : "FAIL"}  ${budget}: ${detail}`);
await writeFile(join(RESULTS_DIR, "budgets.json"), JSON.stringify(results, null, 2));
await rm(join(RESULTS_DIR, ".builds"), { recursive: true, force: true });
process.exitCode = results.every((result) => result.pass) ? 0 : 1;
