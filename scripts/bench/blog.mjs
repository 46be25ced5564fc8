// Blog benchmark (issue 4, part 10): `node scripts/bench/blog.mjs` (also run by `npm run bench`).
// Serves the bench seed (30 articles, 2000 interactions) from three local relays, opens /blog in Chromium
// and measures, for the default build (wasm signature checks) and a VITE_SIGNATURE_VERIFIER=js build:
// time to the first card, time to all counts, total main-thread long-task time and the longest task.
// The builds are made while the relays are down, so /blog is not pre-rendered with articles and every
// figure includes the relay round trips. Prints a table and writes bench-results/blog.json. No test
// asserts these timings. RUNS (default 3) sets the runs per build; the median is reported.
import { spawn } from "node:child_process";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";
import { DEMO_BUILD_DIR, clientDir } from "../build-dir.mjs";
import { DEMO_BLOG_AUTHORS } from "../local-env.mjs";
import { startLocalRelays } from "../relay/local-relays.mjs";
import { startStaticServer } from "../static-server.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
/** Bench relays and server sit apart from the test ports, so a bench can run beside the tests. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? Number(process.env.RELAY_PORT_BASE ?? 7101) + 40);
const RELAY_PORTS = [PORT_BASE, PORT_BASE + 1, PORT_BASE + 2];
const SERVER_PORT = PORT_BASE + 5;
const OUT_DIR = "bench-results";
/** The flags of playwright.config.ts: without them Chromium stalls on a closed network. */
const VARIANTS = [
  { name: "wasm", env: {} },
  { name: "js", env: { VITE_SIGNATURE_VERIFIER: "js" } },
];

const run = (cmd, args, env) =>
  new Promise((resolve, reject) =>
    spawn(cmd, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } }).on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`)),
    ),
  );

async function buildVariant(variant) {
  const env = {
    VITE_RELAYS: RELAY_PORTS.map((port) => `ws://127.0.0.1:${port}`).join(","),
    VITE_BLOG_AUTHORS: DEMO_BLOG_AUTHORS.join(","),
    BUILD_DIR: DEMO_BUILD_DIR,
    ...variant.env,
  };
  console.log(`bench: building the ${variant.name} variant...`);
  await run("npm", ["run", "build"], env);
  const dir = `${OUT_DIR}/.builds/${variant.name}`;
  await rm(dir, { recursive: true, force: true });
  await cp(clientDir(env), dir, { recursive: true });
  return dir;
}

/** Records long tasks and when the first card and all counts appear, from navigation start. */
function instrument() {
  const marks = { firstCard: null, allCounts: null, longTasks: [] };
  window.__blogBench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  const check = () => {
    const cards = document.querySelectorAll("main article");
    if (marks.firstCard === null && cards.length > 0) marks.firstCard = performance.now();
    const grid = cards[0]?.parentElement;
    if (marks.allCounts === null && grid?.getAttribute("aria-busy") === "false") marks.allCounts = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.goto(url);
  await page.waitForFunction(() => window.__blogBench?.allCounts !== null, null, { timeout: 60_000 });
  await page.waitForTimeout(500); // let the last long tasks be reported
  const marks = await page.evaluate(() => window.__blogBench);
  const cards = await page.locator("main article").count();
  await context.close();
  return {
    cards,
    timeToFirstCardMs: Math.round(marks.firstCard),
    timeToAllCountsMs: Math.round(marks.allCounts),
    longTaskTotalMs: Math.round(marks.longTasks.reduce((sum, d) => sum + d, 0)),
    longestTaskMs: Math.round(Math.max(0, ...marks.longTasks)),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const dirs = {};
  for (const variant of VARIANTS) dirs[variant.name] = await buildVariant(variant);

  const relays = await startLocalRelays({ seed: "bench", ports: RELAY_PORTS, controlPort: null });
  console.log(`bench: ${relays.eventCount} events on ${relays.urls.join(" ")}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const results = {};
  try {
    for (const variant of VARIANTS) {
      const server = await startStaticServer({ root: dirs[variant.name], port: SERVER_PORT, host: "127.0.0.1" });
      const url = `http://127.0.0.1:${SERVER_PORT}/blog`;
      await measure(browser, url); // warm-up: server caches, compiled code
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, url));
      await new Promise((resolve) => server.close(resolve));
      const keys = ["timeToFirstCardMs", "timeToAllCountsMs", "longTaskTotalMs", "longestTaskMs"];
      results[variant.name] = {
        ...Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])),
        runs,
      };
    }
  } finally {
    await browser.close();
    await relays.stop();
  }

  const rows = [
    ["time to first card (ms)", "timeToFirstCardMs"],
    ["time to all counts (ms)", "timeToAllCountsMs"],
    ["long tasks, total (ms)", "longTaskTotalMs"],
    ["longest task (ms)", "longestTaskMs"],
  ];
  const ratio = (key) => (results.wasm[key] > 0 ? +(results.js[key] / results.wasm[key]).toFixed(2) : null);
  console.log(`\nBlog list, ${relays.eventCount} relay events, median of ${RUNS} runs\n`);
  console.log(`${"".padEnd(26)}${"wasm".padStart(8)}${"js".padStart(8)}${"js/wasm".padStart(10)}`);
  for (const [label, key] of rows) {
    console.log(
      `${label.padEnd(26)}${String(results.wasm[key]).padStart(8)}${String(results.js[key]).padStart(8)}${String(ratio(key) ?? "-").padStart(10)}`,
    );
  }
  const report = {
    benchmark: "blog list",
    date: new Date().toISOString(),
    events: relays.eventCount,
    runs: RUNS,
    results,
    ratioJsToWasm: Object.fromEntries(rows.map(([, key]) => [key, ratio(key)])),
  };
  await writeFile(`${OUT_DIR}/blog.json`, `${JSON.stringify(report, null, 2)}\n`);
  await rm(`${OUT_DIR}/.builds`, { recursive: true, force: true });
  console.log(`\nbench: wrote ${OUT_DIR}/blog.json`);
}

await main();
