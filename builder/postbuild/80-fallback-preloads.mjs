// Before the CSP step: the SPA fallbacks preload the article route's modules. It is the page every article
// published after the build reaches readers by (and /a/{naddr}); without the hints the browser would discover
// those modules only once the entry script has run, one round trip later. The list is the one React Router wrote
// into a pre-rendered article page (a build without articles pre-renders a placeholder one). It replaces the
// fallback's own, which was rendered at `/` and names the home page's words: a reader of the fallback never needs
// them, and every byte before the article's cover delays it (docs/decisions/spa-fallback-preloads.md).
import { existsSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SPA_FALLBACK_FILE } from "./lib/host-rules.mjs";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

/** The fallback's HTML with the article page's module preloads, once each, where its own first one was. */
export function withArticlePreloads(fallback, articlePage) {
  const preloads = [...new Set(articlePage.match(MODULE_PRELOAD) ?? [])];
  const at = fallback.search(MODULE_PRELOAD);
  if (preloads.length === 0 || at < 0) return fallback;
  const rest = fallback.slice(at).replace(MODULE_PRELOAD, "");
  return fallback.slice(0, at) + preloads.join("") + rest;
}

/** One fallback: English's at the root, or a language's in its folder with that language's pages. */
async function addPreloads(root) {
  const blog = join(root, "blog");
  // An article's folder holds its own index.html; the listings' folders (page/, tag/, author/) and img/ do not.
  const page = (await readdir(blog, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(blog, entry.name, "index.html"))
    .find((file) => existsSync(file));
  if (!page) return console.warn(`fallback preloads: no article page was pre-rendered in ${root}`);
  const file = join(root, SPA_FALLBACK_FILE);
  await writeFile(file, withArticlePreloads(await readFile(file, "utf8"), await readFile(page, "utf8")));
}

/** English's fallback and each language's (builder/vite/spa-fallbacks-plugin.mjs), with their own language's pages. */
export default async function fallbackPreloads({ clientDir }) {
  const languages = (await readdir(clientDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(join(clientDir, entry.name, SPA_FALLBACK_FILE)))
    .map((entry) => join(clientDir, entry.name));
  for (const root of [clientDir, ...languages]) await addPreloads(root);
}
