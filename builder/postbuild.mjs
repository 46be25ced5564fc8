// Runs after `react-router build`: the steps in builder/postbuild/, in file-name order
// (the fallback's preloads, the Content-Security-Policy once every HTML file is final, then the deploy files).
// The feeds, the sitemap, robots.txt and the blog's archive are written by the build (builder/blog/snapshot.ts).
import { readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { clientDir as buildClientDir } from "./build-dir.mjs";

const stepsDir = resolve("builder/postbuild");
const clientDir = resolve(buildClientDir());
const steps = (existsSync(stepsDir) ? await readdir(stepsDir) : []).filter((name) => /^\d+-.*\.mjs$/.test(name)).sort();
for (const name of steps) {
  const started = performance.now();
  const { default: step } = await import(pathToFileURL(resolve(stepsDir, name)).href);
  await step({ clientDir });
  console.log(`postbuild: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
