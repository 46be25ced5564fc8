// Build-time only: a Vite plugin, registered in vite.config.ts. React Router pre-renders its pages one after another
// on the build's one thread, and the archive's 12,585 pages are most of a build's time; the machine has a second
// core. react-router.config.ts hands part of the articles' pages to this plugin (handToSecondThread), which renders
// them on a worker thread (builder/vite/prerender-thread.mjs) while React Router renders the rest, with the same server build
// and the same requests (docs/decisions/prerender-on-two-threads.md).
import { mkdirSync, writeFileSync } from "node:fs";
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { buildDir, clientDir, serverBuildEntry } from "../build-dir.mjs";

/**
 * The pages react-router.config.ts leaves to the second thread, as a file in the build's folder (beside the site, never
 * deployed): the config and this plugin are loaded as separate modules of one process, and share no memory.
 */
const secondThreadFile = () => path.join(buildDir(), "prerender-second-thread.json");

/**
 * Leaves `paths` (addresses as React Router's `prerender` takes them) to the second thread.
 * @param {string[]} paths
 */
export function handToSecondThread(paths) {
  mkdirSync(buildDir(), { recursive: true });
  writeFileSync(secondThreadFile(), JSON.stringify(paths));
}

/** The pages left to the second thread, read once: the file goes, so no later build reads a stale list. */
async function takeSecondThreadPaths() {
  const text = await readFile(secondThreadFile(), "utf8").catch(() => "[]");
  await rm(secondThreadFile(), { force: true });
  return /** @type {string[]} */ (JSON.parse(text));
}

/** @returns {import("vite").Plugin} */
export function prerenderThreadPlugin() {
  /** @type {Promise<void> | undefined} */
  let running;
  return {
    name: "prerender-thread",
    apply: "build",
    writeBundle: {
      // Before React Router's own step, which pre-renders its pages and then deletes the server build.
      order: "pre",
      async handler(options, bundle) {
        const entry = serverBuildEntry(this.environment, options, bundle);
        if (!entry || !options.dir) return;
        const paths = await takeSecondThreadPaths();
        if (!paths.length) return;
        // The thread reads its own copy of the server build: React Router may delete the original first.
        const server = `${options.dir}-thread`;
        await rm(server, { recursive: true, force: true });
        await cp(options.dir, server, { recursive: true });
        const started = Date.now();
        running = renderOnThread({
          serverEntry: pathToFileURL(path.join(server, path.relative(options.dir, entry))).href,
          clientDir: clientDir(),
          paths,
        })
          .then(() => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`prerender: ${paths.length} pages on a second thread in ${seconds} s`);
          })
          .finally(() => rm(server, { recursive: true, force: true }));
        // Not awaited here: React Router's pre-rendering starts once this hook returns; closeBundle waits for both.
        running.catch(() => {});
      },
    },
    async closeBundle() {
      const done = running;
      running = undefined;
      await done;
    },
  };
}

/**
 * @param {{ serverEntry: string; clientDir: string; paths: string[] }} workerData
 * @returns {Promise<void>}
 */
function renderOnThread(workerData) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./prerender-thread.mjs", import.meta.url), { workerData });
    worker.once("error", reject);
    worker.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`prerender: the second thread stopped with code ${code}`)),
    );
  });
}
