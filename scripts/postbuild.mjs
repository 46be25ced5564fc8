// Runs after `react-router build`: the steps in scripts/postbuild/, in file-name order
// (feed and sitemap first, the Content-Security-Policy last, once every HTML file is final).
import { readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { clientDir as buildClientDir } from "./build-dir.mjs";

const stepsDir = resolve("scripts/postbuild");
const clientDir = resolve(buildClientDir());
const steps = (existsSync(stepsDir) ? await readdir(stepsDir) : []).filter((name) => /^\d+-.*\.mjs$/.test(name)).sort();
for (const name of steps) {
  const { default: step } = await import(pathToFileURL(resolve(stepsDir, name)).href);
  await step({ clientDir, env: process.env });
  console.log(`postbuild: ${name} done`);
}
