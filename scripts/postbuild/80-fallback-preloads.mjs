// Before the CSP step: the SPA fallbacks preload the article route's modules. It is the page every article
// published after the build reaches readers by (and /a/{naddr}; a topic or an older page the build did not see
// too, so the listing route's modules are added after the article's); without the hints the browser would
// discover those modules only once the entry script has run, one round trip later. The list is the one React Router
// wrote into a pre-rendered article page (a build without articles pre-renders a placeholder one).
import { existsSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SPA_FALLBACK_FILE } from "./lib/redirects.mjs";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

/** The fallback's HTML with the article page's module preloads it lacks, after its own. */
export function withArticlePreloads(fallback, articlePage) {
  const own = new Set(fallback.match(MODULE_PRELOAD) ?? []);
  const missing = [...new Set(articlePage.match(MODULE_PRELOAD) ?? [])].filter((link) => !own.has(link));
  const last = [...own].at(-1);
  if (missing.length === 0 || !last) return fallback;
  const at = fallback.lastIndexOf(last) + last.length;
  return fallback.slice(0, at) + missing.join("") + fallback.slice(at);
}

/** The page of an older list page (blog/page/N/index.html): the listing route's preloads. */
async function listingPage(blog) {
  const pages = join(blog, "page");
  const entries = await readdir(pages, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(pages, entry.name, "index.html"))
    .find((file) => existsSync(file));
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
  let fallback = withArticlePreloads(await readFile(file, "utf8"), await readFile(page, "utf8"));
  // The listings too (a topic or a page the build did not see reaches readers through the fallback as well).
  const listing = await listingPage(blog);
  if (listing) fallback = withArticlePreloads(fallback, await readFile(listing, "utf8"));
  await writeFile(file, fallback);
}

/** English's fallback and each language's (app/i18n/spa-fallbacks-plugin.mjs), with their own language's pages. */
export default async function fallbackPreloads({ clientDir }) {
  const languages = (await readdir(clientDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(join(clientDir, entry.name, SPA_FALLBACK_FILE)))
    .map((entry) => join(clientDir, entry.name));
  for (const root of [clientDir, ...languages]) await addPreloads(root);
}
