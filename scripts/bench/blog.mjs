// Blog benchmark: `node scripts/bench/blog.mjs` (also run by `npm run bench`). Serves the bench seed (30
// articles, 2000 interactions) from three local relays and measures how /blog reaches a reader on both paths:
// - pre-rendered: the build read the relays (the page's HTML holds the list; the relays refresh it);
// - browser: the relays were down during the build, up when the page loads (as for every article
//   published after the last build): the page reads everything from the relays itself.
// Per path (median of RUNS runs, default 3, in Chromium at 1280x800, no throttling): first contentful paint,
// time to the first card, time until every card shows its exact counts (checked against the counts of the
// floor's events by the app's own counting rule), main-thread long tasks. In the same run, interleaved,
// the wire floor (./floor.mjs): a bare nostr-tools client in Node and a bare WebSocket client in the same
// browser, asking the same relays the same filters. Prints the ratios
//   counts: time to every exact count / (FCP + the floor's time to every interaction)
//   first card: time to the first card / (FCP + the floor's time to the articles)
// against the Node floor (the budget) and the browser floor, and writes bench-results/blog.json.
// No test asserts these timings.
import { spawn } from "node:child_process";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { nip19 } from "nostr-tools";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";
import { DEMO_BUILD_DIR, clientDir } from "../build-dir.mjs";
import { DEMO_BLOG_AUTHORS } from "../local-env.mjs";
import { startLocalRelays } from "../relay/local-relays.mjs";
import { startStaticServer } from "../static-server.mjs";
import { blogQueries, browserFloorRun, nodeFloorRun } from "./floor.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
/** Bench relays and servers sit apart from the test ports, so a bench can run beside the tests. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? Number(process.env.RELAY_PORT_BASE ?? 7101) + 40);
const RELAY_PORTS = [PORT_BASE, PORT_BASE + 1, PORT_BASE + 2];
const SERVER_PORTS = { prerendered: PORT_BASE + 5, browser: PORT_BASE + 6 };
const OUT_DIR = "bench-results";
const ARTICLE_LIMIT = 30;
const INTERACTION_LIMIT = 500;
const AUTHORS = DEMO_BLOG_AUTHORS.map((npub) => nip19.decode(npub).data);

const run = (cmd, args, env) =>
  new Promise((resolve, reject) =>
    spawn(cmd, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } }).on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`)),
    ),
  );

const startRelays = () => startLocalRelays({ seed: "bench", ports: RELAY_PORTS, controlPort: null });

/** Builds the site against the bench relays (they are up or down, as the path needs) into its own folder. */
async function build(path) {
  const env = {
    VITE_RELAYS: RELAY_PORTS.map((port) => `ws://127.0.0.1:${port}`).join(","),
    VITE_BLOG_AUTHORS: DEMO_BLOG_AUTHORS.join(","),
    BUILD_DIR: DEMO_BUILD_DIR,
  };
  console.log(`bench: building the ${path} path (relays ${path === "prerendered" ? "up" : "down"})...`);
  await run("npm", ["run", "build"], env);
  const dir = `${OUT_DIR}/.builds/blog-${path}`;
  await rm(dir, { recursive: true, force: true });
  await cp(clientDir(env), dir, { recursive: true });
  return dir;
}

/**
 * In the page, from navigation start: FCP, the first card, the moment every card shows its exact counts
 * (`expectedTotal`, the sum of all four counters over all cards, with the list no longer busy), long tasks.
 */
function instrument(expectedTotal) {
  const marks = { firstCard: null, allCounts: null, shownTotal: 0, longTasks: [] };
  window.__blogBench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  const check = () => {
    const cards = document.querySelectorAll("main article");
    if (marks.firstCard === null && cards.length > 0) marks.firstCard = performance.now();
    if (marks.allCounts !== null || cards.length === 0) return;
    let total = 0;
    for (const figure of document.querySelectorAll("main article [data-counter] .tabular-nums"))
      total += Number(figure.textContent) || 0;
    marks.shownTotal = total;
    if (total === expectedTotal && cards[0].parentElement?.getAttribute("aria-busy") === "false")
      marks.allCounts = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

async function measurePage(browser, url, expectedTotal) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(instrument, expectedTotal);
  await page.goto(url);
  const done = await page
    .waitForFunction(() => window.__blogBench?.allCounts !== null, null, { timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
  await page.waitForTimeout(300); // let the last long tasks be reported
  const marks = await page.evaluate(() => ({
    ...window.__blogBench,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  }));
  const cards = await page.locator("main article").count();
  await context.close();
  if (!done) console.warn(`bench: ${url}: the counts never reached ${expectedTotal} (shown ${marks.shownTotal})`);
  return {
    cards,
    fcpMs: Math.round(marks.fcp),
    // A card in the HTML is in the document before anything paints: it shows at first paint at the earliest.
    firstCardMs: Math.round(Math.max(marks.firstCard, marks.fcp)),
    allCountsMs: done ? Math.round(marks.allCounts) : null,
    longTaskTotalMs: Math.round(marks.longTasks.reduce((sum, d) => sum + d, 0)),
    longestTaskMs: Math.round(Math.max(0, ...marks.longTasks)),
  };
}

const median = (values) => {
  const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  return known.length === values.length ? known[Math.floor(known.length / 2)] : null;
};
const medians = (runs, keys) => Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
const round = (value, digits = 2) => (value === null ? null : +value.toFixed(digits));

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const dirs = { prerendered: null, browser: null };
  dirs.browser = await build("browser"); // relays down
  let relays = await startRelays();
  try {
    dirs.prerendered = await build("prerendered");
  } finally {
    await relays.stop();
  }
  relays = await startRelays(); // fresh relays: nothing cached from the build's queries
  console.log(`bench: ${relays.eventCount} events on ${relays.urls.join(" ")}`);
  const queries = await blogQueries(AUTHORS, { articleLimit: ARTICLE_LIMIT, interactionLimit: INTERACTION_LIMIT });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const servers = [];
  const site = { prerendered: [], browser: [] };
  const floor = { node: [], browser: [] };
  let expectedTotal = 0;
  try {
    for (const path of Object.keys(dirs)) {
      servers.push(await startStaticServer({ root: dirs[path], port: SERVER_PORTS[path], host: "127.0.0.1" }));
    }
    const blank = await browser.newPage();
    await blank.goto(`http://127.0.0.1:${SERVER_PORTS.browser}/robots.txt`);
    // Warm-up (server caches, the relays' and the browser's compiled code), then the counts every page must show.
    const warm = await nodeFloorRun(relays.urls, queries);
    expectedTotal = [...queries.count(warm.targets, warm.interactions).values()].reduce(
      (sum, c) => sum + c.comments + c.reposts + c.likes + c.zaps,
      0,
    );
    await browserFloorRun(blank, relays.urls, queries);
    for (const path of Object.keys(dirs))
      await measurePage(browser, `http://127.0.0.1:${SERVER_PORTS[path]}/blog`, expectedTotal);
    for (let i = 0; i < RUNS; i += 1) {
      const node = await nodeFloorRun(relays.urls, queries);
      floor.node.push({ articlesMs: node.articlesMs, allMs: node.allMs });
      floor.browser.push(await browserFloorRun(blank, relays.urls, queries));
      for (const path of Object.keys(dirs))
        site[path].push(await measurePage(browser, `http://127.0.0.1:${SERVER_PORTS[path]}/blog`, expectedTotal));
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
    await relays.stop();
  }

  const floors = Object.fromEntries(
    Object.entries(floor).map(([name, runs]) => [name, medians(runs, ["articlesMs", "allMs"])]),
  );
  const siteKeys = ["fcpMs", "firstCardMs", "allCountsMs", "longTaskTotalMs", "longestTaskMs"];
  const paths = Object.fromEntries(
    Object.entries(site).map(([path, runs]) => [path, { ...medians(runs, siteKeys), runs }]),
  );
  // Ratios per run (each against the median floor of the run set), then their median.
  const ratios = {};
  for (const [path, runs] of Object.entries(site)) {
    ratios[path] = {};
    for (const [name, f] of Object.entries(floors)) {
      ratios[path][name] = {
        counts: round(median(runs.map((r) => (r.allCountsMs === null ? null : r.allCountsMs / (r.fcpMs + f.allMs))))),
        firstCard: round(median(runs.map((r) => r.firstCardMs / (r.fcpMs + f.articlesMs)))),
      };
    }
  }

  const ms = (value) => (value === null ? "never" : `${Math.round(value)}`);
  console.log(
    `\nBlog list, ${relays.eventCount} relay events (${expectedTotal} counted interactions), median of ${RUNS} runs\n`,
  );
  console.log(
    `floor, bare nostr-tools client in Node: articles ${ms(floors.node.articlesMs)} ms, every interaction ${ms(floors.node.allMs)} ms`,
  );
  console.log(
    `floor, bare WebSockets in the browser:  articles ${ms(floors.browser.articlesMs)} ms, every interaction ${ms(floors.browser.allMs)} ms\n`,
  );
  console.log(`${"".padEnd(34)}${"pre-rendered".padStart(14)}${"browser".padStart(10)}`);
  const rows = [
    ["first contentful paint (ms)", "fcpMs"],
    ["first card (ms)", "firstCardMs"],
    ["every card's exact counts (ms)", "allCountsMs"],
    ["long tasks, total (ms)", "longTaskTotalMs"],
    ["longest task (ms)", "longestTaskMs"],
  ];
  for (const [label, key] of rows)
    console.log(`${label.padEnd(34)}${ms(paths.prerendered[key]).padStart(14)}${ms(paths.browser[key]).padStart(10)}`);
  for (const [name, label] of [
    ["node", "vs Node floor"],
    ["browser", "vs browser floor"],
  ]) {
    console.log(
      `${`counts ratio ${label}`.padEnd(34)}${String(ratios.prerendered[name].counts ?? "n/a").padStart(14)}${String(ratios.browser[name].counts ?? "n/a").padStart(10)}`,
    );
    console.log(
      `${`first card ratio ${label}`.padEnd(34)}${String(ratios.prerendered[name].firstCard).padStart(14)}${String(ratios.browser[name].firstCard).padStart(10)}`,
    );
  }
  const report = {
    benchmark: "blog list",
    date: new Date().toISOString(),
    events: relays.eventCount,
    countedInteractions: expectedTotal,
    runs: RUNS,
    floor: { ...floors, runs: floor },
    paths,
    ratios,
  };
  await writeFile(`${OUT_DIR}/blog.json`, `${JSON.stringify(report, null, 2)}\n`);
  await rm(`${OUT_DIR}/.builds`, { recursive: true, force: true });
  console.log(`\nbench: wrote ${OUT_DIR}/blog.json`);
}

await main();
process.exit(0);
