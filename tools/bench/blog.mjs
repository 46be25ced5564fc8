// Blog benchmark: `node tools/bench/blog.mjs` (also run by `npm run bench`). Serves the bench seed (30
// articles, 2000 interactions) from three local relays and measures how /blog and an article reach a reader on
// both paths:
// - pre-rendered: the build read the relays (the page's HTML holds the list and its counts; nothing is new since,
//   so the page's "since" queries are answered with nothing);
// - browser: the relays were down during the build, up when the page loads (as for every article
//   published after the last build): the page reads everything from the relays itself.
// Speed, /blog (median of RUNS runs, default 3, in Chromium at 1280x800, no throttling): first contentful paint,
// time to the first card, time until every card shows its exact counts (checked against the counts of the
// floor's events by the app's own counting rule), the moment the live counts settle, main-thread long tasks:
// - browser path: the counts settle when every card shows its exact counts and the grid is no longer busy;
// - pre-rendered: the exact counts are there at first paint; the live counts settle when the grid stops being
//   busy after the relay worker answered the page's last relay query (its "since" articles, profiles and counts).
// In the same run, interleaved, the wire floor (./floor.mjs): a bare nostr-tools client in Node and a bare
// WebSocket client in the same browser, asking the same relays the same filters: the list's (articles, then
// profiles and counts) and the pre-rendered /blog's "since" queries (since = sinceBuild(builtAt), builtAt read from
// the build's blog/order.json). Prints the ratios
//   counts: time to every exact count / (FCP + the floor's time to every interaction)
//   first card: time to the first card / (FCP + the floor's time to the articles)
//   settled (pre-rendered): live counts settled / (FCP + the since floor's time to every since query)
// against the Node floor (the budget of the browser path) and the browser floor (the budget of the pre-rendered).
// Wire, per page and path (/blog, and the first pre-rendered article, before its discussion is scrolled into view:
// the bench never scrolls): the bytes and EVENT frames the three relays sent the page, the REQs they received (the
// relays' counters, reset before each page view and read once the page settled and the relays were quiet for
// QUIET_MS), and the signature checks the page's relay worker made (n/a for an app that does not count them).
// Writes bench-results/blog.json. No test asserts these figures.
// Settings: RUNS (default 3); BENCH_PORT_BASE (default RELAY_PORT_BASE + 40): the relays on it and the next two
// ports, the two builds served on +5 and +6. It builds the site twice (a few minutes each on a busy machine).
// An app from before the since queries, the per-article counts or the signature count (say a worktree at an older
// commit, with these files and tools/relay's copied in) is measured the same way: the since floor then takes
// sinceBuild's rule from here, the counts floor asks one REQ per counter as that app did, and its signature checks
// print n/a.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { nip19 } from "nostr-tools";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";
import { DEMO_BUILD_DIR, clientDir } from "../../builder/build-dir.mjs";
import { DEMO_BLOG_AUTHORS } from "../local-env.mjs";
import { startLocalRelays } from "../relay/local-relays.mjs";
import { startStaticServer } from "../static-server.mjs";
import { wireLines } from "./blog-report.mjs";
import { blogQueries, browserFloorRun, browserSinceRun, nodeFloorRun, nodeSinceRun } from "./floor.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
/** Bench relays and servers sit apart from the test ports, so a bench can run beside the tests. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? Number(process.env.RELAY_PORT_BASE ?? 7101) + 40);
const RELAY_PORTS = [PORT_BASE, PORT_BASE + 1, PORT_BASE + 2];
const SERVER_PORTS = { prerendered: PORT_BASE + 5, browser: PORT_BASE + 6 };
const OUT_DIR = "bench-results";
const ARTICLE_LIMIT = 30;
const INTERACTION_LIMIT = 500;
const AUTHORS = DEMO_BLOG_AUTHORS.map((npub) => nip19.decode(npub).data);
const PATHS = ["prerendered", "browser"];
/** A page view's wire is read once the relays have sent nothing and received nothing for this long. */
const QUIET_MS = 1000;
/** The relay worker's operations whose answers a page's figures wait for (not its verifier's warm-up). */
const RELAY_OPS = ["events", "newest", "article", "counts", "replies"];
const PAGE_TIMEOUT_MS = 30_000;

const run = (cmd, args, env) =>
  new Promise((resolve, reject) =>
    spawn(cmd, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } }).on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`)),
    ),
  );
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** The commit measured, with "+changes" when the working tree differs from it (null outside a git checkout). */
function commitOf() {
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  if (head.status !== 0) return null;
  const dirty = spawnSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? "+changes" : ""}`;
}

/** When the build began to read the relays (ms): its listing order file carries it (app/blog/model/order.ts). */
async function builtAtOf(dir) {
  const order = JSON.parse(await readFile(join(dir, "blog", "order.json"), "utf8").catch(() => "null"));
  return typeof order?.builtAt === "number" ? order.builtAt : null;
}

/** The first pre-rendered article of a build, in path order (as tools/bench/run.mjs picks it). */
async function articleRoute(dir) {
  const blog = join(dir, "blog");
  const entries = await readdir(blog, { withFileTypes: true }).catch(() => []);
  const slugs = entries
    .filter((entry) => entry.isDirectory() && !["author", "page", "tag"].includes(entry.name))
    .filter((entry) => existsSync(join(blog, entry.name, "index.html")))
    .map((entry) => entry.name)
    .sort();
  return slugs.length > 0 ? `/blog/${slugs[0]}` : null;
}

/**
 * In the page, from navigation start: FCP, the first card, the moment every card shows its exact counts
 * (`expectedTotal`, the sum of all four counters over all cards, with the list no longer busy), long tasks, and
 * the relay worker's requests and answers (the page's Worker constructor is wrapped to see them). `settled`: on a
 * list, the first moment the grid is not busy after the worker's last answer; on an article, that answer itself.
 */
function instrument({ expectedTotal, list, relayOps }) {
  const marks = {
    firstCard: null,
    allCounts: null,
    shownTotal: 0,
    settled: null,
    settledTotal: null,
    longTasks: [],
    frames: [],
    asked: [],
    replies: [],
  };
  window.__blogBench = marks;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) marks.longTasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  // Long animation frames name the scripts that ran in them: what a long task was busy with.
  if (PerformanceObserver.supportedEntryTypes?.includes("long-animation-frame"))
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries())
        marks.frames.push({
          start: entry.startTime,
          end: entry.startTime + entry.duration,
          scripts: (entry.scripts ?? []).map((script) => ({
            source: script.sourceURL === location.href ? "the page's inline script" : script.sourceURL.split("/").pop(),
            invoker: script.invoker === location.href ? script.invokerType : script.invoker,
            ms: script.duration,
          })),
        });
    }).observe({ type: "long-animation-frame", buffered: true });
  let waiting = false;
  const check = () => {
    const cards = document.querySelectorAll("main article");
    if (marks.firstCard === null && cards.length > 0) marks.firstCard = performance.now();
    if (!list || cards.length === 0) return;
    let total = 0;
    for (const figure of document.querySelectorAll("main article [data-counter] .tabular-nums"))
      total += Number(figure.textContent) || 0;
    marks.shownTotal = total;
    const busy = cards[0].parentElement?.getAttribute("aria-busy");
    if (marks.allCounts === null && total === expectedTotal && busy === "false") marks.allCounts = performance.now();
    if (waiting && busy === "false") {
      waiting = false;
      marks.settled = performance.now();
      marks.settledTotal = total;
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  // An answer that changes nothing on screen mutates nothing: each frame looks again until the grid is not busy.
  const frame = () => {
    check();
    if (waiting) requestAnimationFrame(frame);
  };
  // What a request asked, in short: its operation, how many articles it counts, and whether it asks from a `since`.
  const summary = (op, args) => {
    const since = op === "counts" ? typeof args[3] === "number" : /"since":\d+/.test(JSON.stringify(args));
    const size = op === "counts" && Array.isArray(args[0]) ? ` (${args[0].length} articles)` : "";
    return `${op}${since ? " since" : ""}${size}`;
  };
  const NativeWorker = window.Worker;
  if (!NativeWorker) return;
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      if (options?.name !== "relays") return;
      const ops = new Map();
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (typeof message?.id === "number" && typeof message.op === "string") {
          ops.set(message.id, message.op);
          if (relayOps.includes(message.op))
            marks.asked.push({ at: performance.now(), query: summary(message.op, message.args ?? []) });
        }
        return post(message, ...rest);
      };
      this.addEventListener("message", ({ data }) => {
        const op = ops.get(data?.id);
        if (!("ok" in (data ?? {})) || !relayOps.includes(op)) return;
        marks.replies.push({ at: performance.now(), op, ok: data.ok });
        if (!list) {
          marks.settled = performance.now();
          return;
        }
        marks.settled = null;
        if (!waiting) {
          waiting = true;
          requestAnimationFrame(frame);
        }
      });
    }
  };
}

/** Everything the relays sent and received since their last reset, summed over the three. */
function wireOf(relays) {
  return relays.relays
    .map((relay) => relay.wire())
    .reduce(
      (sum, wire) => ({ reqs: sum.reqs + wire.reqs, events: sum.events + wire.events, bytes: sum.bytes + wire.bytes }),
      {
        reqs: 0,
        events: 0,
        bytes: 0,
      },
    );
}
const resetWire = (relays) => relays.relays.forEach((relay) => relay.resetWire());

/** Resolves once the relays have neither sent nor received anything for QUIET_MS (at most PAGE_TIMEOUT_MS). */
async function wireQuiet(relays) {
  const started = Date.now();
  let last = JSON.stringify(wireOf(relays));
  let changed = Date.now();
  while (Date.now() - changed < QUIET_MS && Date.now() - started < PAGE_TIMEOUT_MS) {
    await sleep(50);
    const now = JSON.stringify(wireOf(relays));
    if (now !== last) [last, changed] = [now, Date.now()];
  }
}

/**
 * From a Chromium trace of one page view: the longest top-level task of the page's renderer main thread (the one
 * that painted its first contentful paint), overall and of those still running at or after that paint.
 */
function tracedLongestTasks(trace) {
  const { traceEvents } = JSON.parse(trace.toString("utf8"));
  const fcp = traceEvents.filter((event) => event.name === "firstContentfulPaint").at(-1);
  const main = traceEvents.find(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain" && event.pid === fcp?.pid,
  );
  if (!fcp || !main) return { all: null, afterFcp: null };
  const tasks = traceEvents.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.name === "RunTask" && event.dur,
  );
  const longest = (some) => Math.round(Math.max(0, ...some.map((task) => task.dur / 1000)));
  return { all: longest(tasks), afterFcp: longest(tasks.filter((task) => task.ts + task.dur >= fcp.ts)) };
}

/**
 * One page view, from a fresh browser context (no cache, a fresh relay worker) and the relays' wire counters at
 * zero. `until`: "exact" (every card's exact counts), "settled" (the live counts settled, or the article's last
 * relay answer). With `trace`, a traced view: only the longest main-thread task until then is kept.
 */
async function view(browser, relays, url, { until, list, expectedTotal, trace = false, warmUp = false }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(instrument, { expectedTotal, list, relayOps: RELAY_OPS });
  resetWire(relays);
  if (trace)
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "blink.user_timing"],
    });
  await page.goto(url);
  const done = await page
    .waitForFunction(
      (until) => {
        const marks = window.__blogBench;
        if (until === "exact") return marks?.allCounts !== null;
        return marks?.settled !== null && marks.replies.some((reply) => reply.op === "counts");
      },
      until,
      { timeout: PAGE_TIMEOUT_MS },
    )
    .then(
      () => true,
      () => false,
    );
  if (trace) {
    const longest = tracedLongestTasks(await browser.stopTracing());
    await context.close();
    return done ? longest : { all: null, afterFcp: null };
  }
  await wireQuiet(relays);
  const wire = wireOf(relays);
  const marks = await page.evaluate(() => ({
    ...window.__blogBench,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  }));
  const stats = await Promise.all(
    page.workers().map((worker) => worker.evaluate(() => globalThis.blogRelayStats?.() ?? null).catch(() => null)),
  );
  const cards = await page.locator("main article").count();
  await context.close();
  if (!done)
    console.warn(
      `bench: ${url}${warmUp ? " (warm-up)" : ""}: ${until === "exact" ? `the counts never reached ${expectedTotal} (shown ${marks.shownTotal})` : "never settled"}`,
    );
  else if (list && until === "settled" && marks.settledTotal !== expectedTotal)
    console.warn(`bench: ${url}: settled showing ${marks.settledTotal} interactions, not ${expectedTotal}`);
  const settled = until === "exact" ? marks.allCounts : marks.settled;
  const longest = (tasks) => Math.round(Math.max(0, ...tasks.map((task) => task.ms)));
  const whileSettling = marks.longTasks.filter((task) => task.start < settled && task.start + task.ms >= marks.fcp);
  const worst = whileSettling.sort((a, b) => b.ms - a.ms)[0];
  // The script that ran longest in the frame of that task.
  const script = worst
    ? marks.frames
        .filter((frame) => frame.start <= worst.start + 1 && frame.end >= worst.start + worst.ms - 1)
        .flatMap((frame) => frame.scripts)
        .sort((a, b) => b.ms - a.ms)[0]
    : undefined;
  return {
    cards,
    fcpMs: Math.round(marks.fcp),
    // A card in the HTML is in the document before anything paints: it shows at first paint at the earliest.
    firstCardMs: marks.firstCard === null ? null : Math.round(Math.max(marks.firstCard, marks.fcp)),
    allCountsMs: marks.allCounts === null ? null : Math.round(marks.allCounts),
    // The interactions the cards showed last (every card's four counters added up).
    shownTotal: marks.shownTotal,
    settledMs: done && settled !== null ? Math.round(settled) : null,
    // The page's first relay request (after hydration: the relay worker starts with it) and the last answer.
    firstAskMs: marks.asked.length > 0 ? Math.round(marks.asked[0].at) : null,
    lastAnswerMs: marks.replies.length > 0 ? Math.round(marks.replies.at(-1).at) : null,
    // Long tasks (over 50 ms) from the start until the counts settled, and those of them still running at first
    // paint or later (the counts are on screen from then: "while they settle").
    loadLongestTaskMs: done ? longest(marks.longTasks.filter((task) => task.start < settled)) : null,
    settleLongestTaskMs: done ? longest(whileSettling) : null,
    settleLongestTask: worst && {
      startMs: Math.round(worst.start),
      ms: Math.round(worst.ms),
      script: script ? `${script.source} (${script.invoker}, ${Math.round(script.ms)} ms)` : null,
    },
    longTaskTotalMs: Math.round(marks.longTasks.reduce((sum, task) => sum + task.ms, 0)),
    longestTaskMs: longest(marks.longTasks),
    wire,
    signatureChecks: stats.find((found) => found)?.signatureChecks ?? null,
    asked: marks.asked.map((asked) => asked.query),
    discussionAsked: marks.asked.some((asked) => asked.query.startsWith("replies")),
  };
}

const median = (values) => {
  const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  return known.length === values.length && known.length > 0 ? known[Math.floor((known.length - 1) / 2)] : null;
};
const medians = (runs, keys) => Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
const round = (value, digits = 2) => (value === null ? null : +value.toFixed(digits));
const ms = (value) => (value === null || value === undefined ? "n/a" : `${Math.round(value)}`);
const kb = (bytes) => (bytes === null || bytes === undefined ? "n/a" : (bytes / 1000).toFixed(1));

/** A floor run with the relays' wire around it (reset before, read after). */
async function withWire(relays, measure) {
  resetWire(relays);
  const result = await measure();
  return { ...result, wire: wireOf(relays) };
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const loadAtStart = loadavg()[0];
  const commit = commitOf();
  const dirs = { prerendered: null, browser: null };
  dirs.browser = await build("browser"); // relays down
  let relays = await startRelays();
  try {
    dirs.prerendered = await build("prerendered");
  } finally {
    await relays.stop();
  }
  const builtAt = await builtAtOf(dirs.prerendered);
  const article = await articleRoute(dirs.prerendered);
  if (builtAt === null) console.warn("bench: the pre-rendered build has no blog/order.json: no since floor");
  if (!article) console.warn("bench: no article was pre-rendered: /blog/{slug} not measured");
  relays = await startRelays(); // fresh relays: nothing cached from the build's queries
  console.log(`bench: ${relays.eventCount} events on ${relays.urls.join(" ")}`);
  const queries = await blogQueries(AUTHORS, {
    articleLimit: ARTICLE_LIMIT,
    interactionLimit: INTERACTION_LIMIT,
    builtAt,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const servers = [];
  const site = { prerendered: [], browser: [] };
  const articleViews = { prerendered: [], browser: [] };
  const traced = { prerendered: [], browser: [] };
  const floor = { node: [], browser: [], sinceNode: [], sinceBrowser: [] };
  let expectedTotal = 0;
  let warm;
  let sincePlan;
  try {
    for (const path of PATHS)
      servers.push(await startStaticServer({ root: dirs[path], port: SERVER_PORTS[path], host: "127.0.0.1" }));
    const blank = await browser.newPage();
    await blank.goto(`http://127.0.0.1:${SERVER_PORTS.browser}/robots.txt`);
    // Warm-up (server caches, the relays' and the browser's compiled code), then the counts every page must show
    // and the REQs the browser floor replays: the list's after its articles, and the since queries (for the
    // build's articles: nothing is new since, so they are the relays' articles).
    warm = await withWire(relays, () => nodeFloorRun(relays.urls, queries));
    expectedTotal = [...queries.count(warm.targets, warm.interactions).values()].reduce(
      (sum, c) => sum + c.comments + c.reposts + c.likes + c.zaps,
      0,
    );
    sincePlan =
      queries.since === null ? null : await withWire(relays, () => nodeSinceRun(relays.urls, queries, warm.targets));
    const browserWarm = await browserFloorRun(blank, relays.urls, queries, warm.followUps);
    if ([...browserWarm.articleIds].sort().join() !== [...warm.articleIds].sort().join())
      console.warn("bench: the browser floor received other articles than the Node floor");
    if (sincePlan) await browserSinceRun(blank, relays.urls, sincePlan.queries);
    const views = (path) => [
      [site, `/blog`, { until: path === "browser" ? "exact" : "settled", list: true, expectedTotal }],
      ...(article ? [[articleViews, article, { until: "settled", list: false }]] : []),
    ];
    for (const path of PATHS)
      for (const [, route, options] of views(path))
        await view(browser, relays, `http://127.0.0.1:${SERVER_PORTS[path]}${route}`, { ...options, warmUp: true });
    for (let i = 0; i < RUNS; i += 1) {
      console.log(`bench: round ${i + 1}/${RUNS}`);
      const node = await withWire(relays, () => nodeFloorRun(relays.urls, queries));
      floor.node.push({ articlesMs: node.articlesMs, allMs: node.allMs, wire: node.wire });
      floor.browser.push(
        await withWire(relays, () => browserFloorRun(blank, relays.urls, queries, warm.followUps)).then(
          ({ articlesMs, allMs, wire }) => ({ articlesMs, allMs, wire }),
        ),
      );
      if (sincePlan) {
        const sinceNode = await withWire(relays, () => nodeSinceRun(relays.urls, queries, warm.targets));
        floor.sinceNode.push({ allMs: sinceNode.allMs, wire: sinceNode.wire });
        floor.sinceBrowser.push(await withWire(relays, () => browserSinceRun(blank, relays.urls, sincePlan.queries)));
      }
      for (const path of PATHS)
        for (const [into, route, options] of views(path))
          into[path].push(await view(browser, relays, `http://127.0.0.1:${SERVER_PORTS[path]}${route}`, options));
      // Untimed: the same /blog view traced, for every main-thread task until the counts settle (not only long ones).
      for (const path of PATHS) {
        const [[, route, options]] = views(path);
        traced[path].push(
          await view(browser, relays, `http://127.0.0.1:${SERVER_PORTS[path]}${route}`, { ...options, trace: true }),
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
    await relays.stop();
  }

  const floors = Object.fromEntries(
    Object.entries(floor).map(([name, runs]) => [
      name,
      { ...medians(runs, ["articlesMs", "allMs"]), wire: runs[0]?.wire ?? null },
    ]),
  );
  const siteKeys = [
    "fcpMs",
    "firstCardMs",
    "allCountsMs",
    "settledMs",
    "firstAskMs",
    "lastAnswerMs",
    "loadLongestTaskMs",
    "settleLongestTaskMs",
    "longTaskTotalMs",
    "longestTaskMs",
  ];
  const paths = Object.fromEntries(
    PATHS.map((path) => [
      path,
      {
        ...medians(site[path], siteKeys),
        tracedLoadLongestTaskMs: median(traced[path].map((run) => run.all)),
        tracedSettleLongestTaskMs: median(traced[path].map((run) => run.afterFcp)),
        runs: site[path],
      },
    ]),
  );
  // Ratios per run (each against the median floor of the run set), then their median.
  const ratios = {};
  for (const path of PATHS) {
    const runs = site[path];
    ratios[path] = {};
    for (const name of ["node", "browser"]) {
      const f = floors[name];
      ratios[path][name] = {
        counts: round(median(runs.map((r) => (r.allCountsMs === null ? null : r.allCountsMs / (r.fcpMs + f.allMs))))),
        firstCard: round(
          median(runs.map((r) => (r.firstCardMs === null ? null : r.firstCardMs / (r.fcpMs + f.articlesMs)))),
        ),
      };
    }
  }
  for (const name of ["sinceNode", "sinceBrowser"]) {
    const f = floors[name];
    ratios.prerendered[name] = {
      settled:
        f.allMs === null
          ? null
          : round(
              median(site.prerendered.map((r) => (r.settledMs === null ? null : r.settledMs / (r.fcpMs + f.allMs)))),
            ),
    };
  }
  const wireKeys = ["bytes", "events", "reqs", "signatureChecks"];
  const wireFigures = (runs) => {
    const flat = runs.map((run) => ({ ...run.wire, signatureChecks: run.signatureChecks }));
    return {
      ...medians(flat, wireKeys),
      discussionAsked: runs.some((run) => run.discussionAsked),
      asked: runs[0]?.asked ?? [],
      runs: flat,
    };
  };
  const wire = { "/blog": {}, ...(article ? { [article]: {} } : {}) };
  for (const path of PATHS) {
    wire["/blog"][path] = wireFigures(site[path]);
    if (article) wire[article][path] = wireFigures(articleViews[path]);
  }

  const load = [loadAtStart, loadavg()[0]].map((value) => value.toFixed(1));
  console.log(
    `\nBlog list, ${relays.eventCount} relay events (${expectedTotal} counted interactions), median of ${RUNS} runs ` +
      `(load average ${load[0]} at the start, ${load[1]} at the end; commit ${commit ?? "unknown"})`,
  );
  console.log(
    queries.since === null
      ? "no build time: the since floor is not measured"
      : `the build read the relays at ${new Date(builtAt).toISOString()}: the since queries are from ${queries.since} (sinceBuild)` +
          (queries.sinceInApp ? "" : "; this app's pages do not ask since the build (the since floor is the issue's)"),
  );
  console.log(
    `counters: ${queries.perArticle ? "each article on its own (a full filter is asked again for parts of the articles)" : "one REQ per counter for all articles"}; ` +
      `the list's queries are ${warm.reqs} REQs a relay`,
  );
  const floorLine = (label, f) =>
    `${label.padEnd(40)}${f.articlesMs === null ? "" : `articles ${ms(f.articlesMs)} ms, `}every ${f.articlesMs === null ? "since query" : "interaction"} ${ms(f.allMs)} ms` +
    (f.wire ? ` (received ${kb(f.wire.bytes)} KB, ${f.wire.events} events, ${f.wire.reqs} REQs)` : "");
  console.log("");
  console.log(floorLine("floor, bare nostr-tools client in Node:", floors.node));
  console.log(floorLine("floor, bare WebSockets in the browser:", floors.browser));
  if (sincePlan) {
    console.log(floorLine("since floor, bare client in Node:", floors.sinceNode));
    console.log(floorLine("since floor, bare WebSockets in browser:", floors.sinceBrowser));
  }
  console.log(`\n${"/blog".padEnd(44)}${"pre-rendered".padStart(14)}${"browser".padStart(10)}`);
  const row = (label, pre, browserPath) =>
    console.log(`${label.padEnd(44)}${pre.padStart(14)}${browserPath.padStart(10)}`);
  for (const [label, key] of [
    ["first contentful paint (ms)", "fcpMs"],
    ["first card (ms)", "firstCardMs"],
    ["every card's exact counts (ms)", "allCountsMs"],
    ["relay worker: first request (ms)", "firstAskMs"],
    ["relay worker: last answer (ms)", "lastAnswerMs"],
    ["live counts settled (ms)", "settledMs"],
    ["longest long task, start to settled (ms)", "loadLongestTaskMs"],
    ["longest long task, FCP to settled (ms)", "settleLongestTaskMs"],
    ["longest task, start to settled, traced (ms)", "tracedLoadLongestTaskMs"],
    ["longest task, FCP to settled, traced (ms)", "tracedSettleLongestTaskMs"],
    ["long tasks, total (ms)", "longTaskTotalMs"],
    ["longest task (ms)", "longestTaskMs"],
  ]) {
    // A time the page never reached in some run (its median is unknown) prints "never".
    const shown = (path) =>
      paths[path][key] === null && site[path].some((run) => run.settledMs === null) ? "never" : ms(paths[path][key]);
    row(label, shown("prerendered"), shown("browser"));
  }
  const ratio = (value) => String(value ?? "n/a");
  for (const [name, label] of [
    ["node", "vs Node floor"],
    ["browser", "vs browser floor"],
  ]) {
    row(`counts ratio ${label}`, ratio(ratios.prerendered[name].counts), ratio(ratios.browser[name].counts));
    row(`first card ratio ${label}`, ratio(ratios.prerendered[name].firstCard), ratio(ratios.browser[name].firstCard));
  }
  for (const [name, label] of [
    ["sinceNode", "vs Node since floor"],
    ["sinceBrowser", "vs browser since floor"],
  ])
    row(`settled ratio ${label}`, ratio(ratios.prerendered[name].settled), "n/a");
  console.log(
    "(long tasks: over 50 ms, 0 when none; FCP to settled: those still running at first paint or later; traced: " +
      "every task, from one more view per run, untimed)",
  );
  for (const path of PATHS) {
    const worst = site[path].map((run) => run.settleLongestTask).filter(Boolean);
    if (worst.length > 0)
      console.log(
        `${path}: longest long task from FCP to settled, per run: ` +
          worst
            .map((task) => `${task.ms} ms at ${task.startMs} ms${task.script ? ` in ${task.script}` : ""}`)
            .join("; "),
      );
  }

  console.log(`\n${wireLines({ runs: RUNS, articleRoute: article, wire }).join("\n")}`);
  if (article) {
    for (const path of PATHS) {
      const runs = articleViews[path];
      console.log(
        `${article} ${path}: first contentful paint ${ms(median(runs.map((r) => r.fcpMs)))} ms, ` +
          `first relay request ${ms(median(runs.map((r) => r.firstAskMs)))} ms, ` +
          `last relay answer ${ms(median(runs.map((r) => r.settledMs)))} ms`,
      );
    }
  }

  const report = {
    benchmark: "blog list",
    date: new Date().toISOString(),
    events: relays.eventCount,
    countedInteractions: expectedTotal,
    runs: RUNS,
    commit,
    loadAverage: { start: loadAtStart, end: loadavg()[0] },
    builtAt,
    since: queries.since,
    perArticleCounts: queries.perArticle,
    articleRoute: article,
    floor: { ...floors, runs: floor },
    paths,
    articlePaths: Object.fromEntries(
      PATHS.map((path) => [
        path,
        { ...medians(articleViews[path], ["fcpMs", "firstAskMs", "settledMs"]), runs: articleViews[path] },
      ]),
    ),
    ratios,
    wire,
  };
  await writeFile(`${OUT_DIR}/blog.json`, `${JSON.stringify(report, null, 2)}\n`);
  await rm(`${OUT_DIR}/.builds`, { recursive: true, force: true });
  console.log(`\nbench: wrote ${OUT_DIR}/blog.json`);
}

await main();
process.exit(0);
