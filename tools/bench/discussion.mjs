// Discussion benchmark: `node tools/bench/discussion.mjs` (also run by `npm run bench`). How long the main thread
// is blocked when a discussion full of hostile replies appears, and after "Show more" (docs/product.md,
// "Discussion"): 100 replies, each `https://a.com/` followed by 1,986 `)` (2,000 characters, the worst case for
// splitting text into links), newer than everything else, on both paths an article reaches a reader:
// - pre-rendered: the demo seed's discussion article, in the build;
// - browser: an article published after the build (the SPA fallback), with the same replies.
// Phases: the first 50 appear, a jump to "Show more" below them, and after "Show more" (the next 50).
// Per path and phase (median of RUNS runs, default 3, Chromium at 1280x800, no throttling: this machine's own CPU):
// the longest main-thread task and the number of tasks over 50 ms, from a Chromium trace. Writes
// bench-results/discussion.json. No test asserts these timings.
import { spawn } from "node:child_process";
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { runnerImport } from "vite";
import { finalizeEvent, generateSecretKey } from "nostr-tools/pure";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";
import { clientDir } from "../../builder/build-dir.mjs";
import { localBuildEnv } from "../local-env.mjs";
import { DISCUSSION_ARTICLE_D } from "../relay/generate-seed.mjs";
import { startLocalRelays } from "../relay/local-relays.mjs";
import { demoSecretKey } from "../relay/signer.mjs";
import { startStaticServer } from "../static-server.mjs";

const RUNS = Number(process.env.RUNS ?? 3);
/** Relays and server apart from the tests' and the other benchmarks' ports. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? Number(process.env.RELAY_PORT_BASE ?? 7101) + 60);
const RELAY_PORTS = [PORT_BASE, PORT_BASE + 1, PORT_BASE + 2];
const SERVER_PORT = PORT_BASE + 5;
const OUT_DIR = "bench-results";
const HOSTILE_REPLIES = 100;
const HOSTILE_TEXT = `https://a.com/${")".repeat(1986)}`;
const LATER_TITLE = "Discussion Bench Published Later";

const run = (cmd, args, env) =>
  new Promise((resolve, reject) =>
    spawn(cmd, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } }).on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`)),
    ),
  );

/** The demo build against the bench relays (up: the seed's articles are pre-rendered), in its own folder. */
async function build() {
  const env = { ...localBuildEnv(), VITE_RELAYS: RELAY_PORTS.map((port) => `ws://127.0.0.1:${port}`).join(",") };
  console.log("bench: building against the bench relays...");
  await run("npm", ["run", "build"], env);
  const dir = `${OUT_DIR}/.builds/discussion`;
  await rm(dir, { recursive: true, force: true });
  await cp(clientDir(env), dir, { recursive: true });
  return dir;
}

/** An article by the demo author "Mara" published after the build, and HOSTILE_REPLIES replies to each article. */
function hostileEvents(discussionArticle) {
  const now = Math.floor(Date.now() / 1000);
  const later = finalizeEvent(
    {
      kind: 30023,
      created_at: now - 3600,
      tags: [
        ["d", "discussion-bench-later"],
        ["title", LATER_TITLE],
      ],
      content: "An article published after the build, under a discussion of hostile replies.",
    },
    demoSecretKey("ember-demo-author-mara"),
  );
  const replies = [discussionArticle, later].flatMap((article) =>
    Array.from({ length: HOSTILE_REPLIES }, (_, i) =>
      finalizeEvent(
        { kind: 1, created_at: now - 60 - i, tags: [["e", article.id, "", "root"]], content: HOSTILE_TEXT },
        generateSecretKey(),
      ),
    ),
  );
  return [later, ...replies];
}

/**
 * The page's main-thread tasks while `action` runs, from a Chromium trace: every top-level task (`RunTask`) of
 * the renderer's main thread, in milliseconds. (The long tasks API only reports tasks over 50 ms.)
 */
async function mainThreadTasks(browser, page, action) {
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await action();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString("utf8"));
  const main = traceEvents.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  return traceEvents
    .filter((event) => event.pid === main?.pid && event.tid === main?.tid && event.name === "RunTask" && event.dur)
    .map((event) => event.dur / 1000);
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForLoadState("networkidle");
  const topLevel = page.locator("ol[aria-label=Replies] > li");
  const appear = await mainThreadTasks(browser, page, async () => {
    await page.getByRole("region", { name: /^Discussion/ }).scrollIntoViewIfNeeded();
    await topLevel.nth(49).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
  });
  // Reaching "Show more" is a phase of its own: a jump past 50 replies brings many of the replies that skipped
  // their layout off screen (content-visibility) into view at once. Measured inside "after Show more", that layout
  // was most runs' longest task there (37-54 ms of layout in a frame), so this says which of the two a cost is.
  const showMore = page.getByRole("button", { name: "Show more" });
  const reach = await mainThreadTasks(browser, page, async () => {
    await showMore.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
  });
  const more = await mainThreadTasks(browser, page, async () => {
    await showMore.click();
    await topLevel.nth(99).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
  });
  const links = await page.locator('ol[aria-label=Replies] a[href="https://a.com/"]').count();
  await context.close();
  const figures = (tasks) => ({
    longestTaskMs: Math.round(Math.max(0, ...tasks)),
    tasksOver50Ms: tasks.filter((ms) => ms > 50).length,
  });
  return { appear: figures(appear), reach: figures(reach), showMore: figures(more), links };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function main() {
  const relays = await startLocalRelays({ seed: "demo", ports: RELAY_PORTS, controlPort: null });
  let server;
  try {
    const dir = await build();
    const { loadSeed } = await import("../relay/local-relays.mjs");
    const seed = await loadSeed("demo");
    const discussion = seed.find(
      (event) => event.kind === 30023 && event.tags.some((tag) => tag[0] === "d" && tag[1] === DISCUSSION_ARTICLE_D),
    );
    const events = hostileEvents(discussion);
    const later = events[0];
    for (const relay of relays.relays) relay.store(events);
    server = await startStaticServer({ root: dir, port: SERVER_PORT, host: "127.0.0.1" });
    // The articles' URLs by the app's own rule (app/blog/model/article.ts), not a copy of it.
    const { module: articles } = await runnerImport("/app/blog/model/article.ts", {
      configFile: false,
      root: process.cwd(),
      logLevel: "error",
    });
    const slugOf = (event) => articles.toArticle(event).slug;
    const urls = {
      prerendered: `http://127.0.0.1:${SERVER_PORT}/blog/${slugOf(discussion)}`,
      browser: `http://127.0.0.1:${SERVER_PORT}/blog/${slugOf(later)}`,
    };
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const results = { prerendered: [], browser: [] };
    try {
      for (let i = 0; i < RUNS; i++) {
        for (const path of ["prerendered", "browser"]) results[path].push(await measure(browser, urls[path]));
      }
    } finally {
      await browser.close();
    }
    const report = { runs: RUNS, replies: HOSTILE_REPLIES, replyLength: HOSTILE_TEXT.length, paths: {} };
    console.log(
      `\nDiscussion benchmark: ${HOSTILE_REPLIES} replies of ${HOSTILE_TEXT.length} hostile characters, median of ${RUNS} runs`,
    );
    console.log(`${"".padEnd(44)}${"pre-rendered".padStart(14)}${"browser".padStart(10)}`);
    const phaseLabels = { appear: "first 50 appear", reach: 'a jump to "Show more"', showMore: 'after "Show more"' };
    for (const phase of ["appear", "reach", "showMore"]) {
      for (const key of ["longestTaskMs", "tasksOver50Ms"]) {
        const value = (path) => median(results[path].map((result) => result[phase][key]));
        const label = `${phaseLabels[phase]}: ${key === "longestTaskMs" ? "longest task (ms)" : "tasks over 50 ms"}`;
        console.log(
          `${label.padEnd(44)}${String(value("prerendered")).padStart(14)}${String(value("browser")).padStart(10)}`,
        );
        for (const path of ["prerendered", "browser"]) {
          report.paths[path] ??= {};
          report.paths[path][`${phase}.${key}`] = value(path);
        }
      }
    }
    for (const path of ["prerendered", "browser"]) {
      report.paths[path].runs = results[path];
      const links = results[path].map((result) => result.links);
      if (links.some((count) => count !== 2 * 50)) console.warn(`bench: ${path}: links shown per run ${links}`);
    }
    await mkdir(OUT_DIR, { recursive: true });
    await writeFile(`${OUT_DIR}/discussion.json`, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nbench: wrote ${OUT_DIR}/discussion.json`);
  } finally {
    await server?.close?.();
    await relays.stop();
  }
}

await main();
