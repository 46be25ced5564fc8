// The build at archive scale: 1,000 articles and 20,000 interactions on three local relays
// (tools/relay/bench-seed.mjs generateArchiveBenchSeed), built as `npm run build` builds. Prints the build's wall
// time, its peak memory (the resident memory of the whole process tree, sampled every 100 ms from /proc), what it
// wrote (build/client's files, their bytes as GitHub Pages' artifact counts them: GitHub caps a published site at 1 GB),
// and writes bench-results/archive-build.json for the budgets (tools/bench/budgets.mjs). ARCHIVE_BUILD_KEEP=1 keeps
// the build in bench-results/.builds/archive/ to look into.
import { spawn } from "node:child_process";
import { readdir, readFile, rm, stat, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { localBuildEnv, LOCAL_RELAY_PORTS } from "../local-env.mjs";
import { startLocalRelays } from "../relay/local-relays.mjs";

const RESULTS_DIR = "bench-results";
const BUILD_DIR = join(RESULTS_DIR, ".builds", "archive");
/** Clear of the suite's relays and of run.mjs's. */
const PORTS = LOCAL_RELAY_PORTS.map((port) => port + 400);

/** A process's parent and resident memory (bytes), from /proc (undefined once it has exited). */
async function statusOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const ppid = /^PPid:\s+(\d+)/m.exec(status)?.[1];
  return ppid === undefined
    ? undefined
    : { ppid: Number(ppid), rss: Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024 };
}

/** A process and all its descendants, from every process's parent in /proc. */
async function treeOf(root) {
  const children = new Map();
  for (const name of await readdir("/proc").catch(() => [])) {
    if (!/^\d+$/.test(name)) continue;
    const ppid = (await statusOf(name))?.ppid;
    if (ppid === undefined) continue;
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(name));
  }
  const tree = [];
  for (const stack = [root]; stack.length > 0; ) {
    const pid = stack.pop();
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * The peak resident memory of a process tree, sampled every 100 ms until `done()`: the tree is found again every 2 s
 * (the build starts its post-build steps as new processes), and each sample reads only its processes. Reading every
 * process in /proc ten times a second took this process about a core of the build's two.
 */
async function samplePeak(root, done) {
  let peak = 0;
  let tree = [];
  for (let tick = 0; !done(); tick += 1) {
    if (tick % 20 === 0) tree = await treeOf(root);
    const statuses = await Promise.all(tree.map(statusOf));
    peak = Math.max(
      peak,
      statuses.reduce((total, status) => total + (status?.rss ?? 0), 0),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return peak;
}

/** The bytes of every file under `dir` (what the files hold; no folder, no block rounding) and its HTML files. */
async function sizeOf(dir) {
  let bytes = 0;
  let html = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    bytes += (await stat(path)).size;
    if (entry.name.endsWith(".html")) html += 1;
  }
  return { bytes, html };
}

const started = Date.now();
const relays = await startLocalRelays({ seed: "archive", ports: PORTS, controlPort: null });
console.log(
  `archive build: ${relays.eventCount} events on ${relays.urls.length} relays (seeded in ${Date.now() - started} ms)`,
);
await rm(BUILD_DIR, { recursive: true, force: true });
const buildStarted = Date.now();
let exited = false;
const child = spawn("npm", ["run", "build"], {
  stdio: ["ignore", "pipe", "inherit"],
  env: {
    ...process.env,
    ...localBuildEnv(),
    VITE_RELAYS: relays.urls.join(","),
    BUILD_DIR,
    BLOG_ARCHIVE_FROM: "",
    // Every language a production build publishes, and no pseudo-locale (which only demo builds add).
    VITE_PSEUDO_LOCALE: "",
  },
});
child.stdout.on("data", (chunk) => {
  for (const line of String(chunk).split("\n")) if (/^(blog|prerender|postbuild):/.test(line)) console.log(`  ${line}`);
});
const exit = new Promise((resolve) =>
  child.on("exit", (status) => {
    exited = true;
    resolve(status ?? 1);
  }),
);
const [peak, code] = await Promise.all([samplePeak(child.pid, () => exited), exit]);
const seconds = (Date.now() - buildStarted) / 1000;
await relays.stop();
if (code !== 0) {
  console.error(`archive build: the build failed (${code})`);
  process.exit(1);
}
const { bytes, html } = await sizeOf(join(BUILD_DIR, "client"));
const result = { seconds, peakBytes: peak, htmlFiles: html, clientBytes: bytes, events: relays.eventCount };
console.log(
  `archive build: ${seconds.toFixed(1)} s, peak memory ${(peak / 1e6).toFixed(0)} MB, ${html} HTML files; ` +
    `build/client ${bytes} bytes (${(bytes / 1e6).toFixed(1)} MB) in its files`,
);
await mkdir(RESULTS_DIR, { recursive: true });
await writeFile(join(RESULTS_DIR, "archive-build.json"), JSON.stringify(result, null, 2));
if (process.env.ARCHIVE_BUILD_KEEP === "1") console.log(`archive build: kept in ${BUILD_DIR}/`);
else await rm(BUILD_DIR, { recursive: true, force: true });
