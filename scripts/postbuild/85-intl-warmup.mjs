// Before the CSP step: every page in a language other than English starts the Intl warm-up worker from its <head>
// (app/i18n/intl-warmup.worker.js; docs/decisions/intl-warmed-in-a-worker.md). The worker is written to assets/
// under a name with its content's hash (cached for a year like every asset); the start is one inline script that
// the CSP step recognises and hashes (lib/framework-scripts.mjs). Not a component: its code would be in every
// page's JavaScript, English's too, for a line of HTML. English pages make no Intl object (app/i18n/figures.ts).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { listHtmlFiles } from "./lib/html.mjs";
import { WORKER_SOURCE, warmupFileName, withIntlWarmup } from "./lib/intl-warmup.mjs";

export default async function intlWarmup({ clientDir }) {
  const source = await readFile(WORKER_SOURCE, "utf8");
  const name = warmupFileName(source);
  await writeFile(join(clientDir, "assets", name), source);
  const url = `/assets/${name}`;
  let pages = 0;
  for (const file of await listHtmlFiles(clientDir)) {
    const path = join(clientDir, file);
    const html = await readFile(path, "utf8");
    const warmed = withIntlWarmup(html, url);
    if (warmed === html) continue;
    await writeFile(path, warmed);
    pages += 1;
  }
  console.log(`intl warm-up: ${url}, started by ${pages} pages`);
}
