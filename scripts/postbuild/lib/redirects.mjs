// The `_redirects` file (Netlify and Cloudflare Pages): the SPA fallback for paths the build did not
// pre-render, written so that it never shadows a file of the build on either host.

/** The page React Router writes for paths it did not pre-render; the app renders the path in the browser. */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

/** GitHub Pages (which has no rewrites) serves this file for every path without one, with status 404. */
export const NOT_FOUND_FILE = "404.html";

/** Files a host reads as configuration; never served, so never listed. */
const CONFIG_FILES = new Set(["_headers", "_redirects"]);

/** Cloudflare Pages reads at most this many rules without a wildcard. */
export const CLOUDFLARE_STATIC_RULE_LIMIT = 2000;

/**
 * The rewrites that map each file of the build to itself: a page by its URL, with and without the
 * trailing slash, to its folder (`blog/x/index.html`: `/blog/x` and `/blog/x/` to `/blog/x/`, which
 * both hosts serve from index.html); every other file by its path. HTML files that are not pages
 * (the fallback, 404.html) are left out.
 * @param {string[]} files paths relative to the client folder, with "/" separators
 * @returns {{ from: string, to: string }[]}
 */
export function identityRules(files) {
  const rules = [];
  for (const file of [...files].sort()) {
    if (CONFIG_FILES.has(file)) continue;
    if (file === "index.html") {
      rules.push({ from: "/", to: "/" });
    } else if (file.endsWith("/index.html")) {
      const folder = encodeURI(`/${file.slice(0, -"index.html".length)}`);
      rules.push({ from: folder.slice(0, -1), to: folder }, { from: folder, to: folder });
    } else if (!file.endsWith(".html")) {
      const path = encodeURI(`/${file}`);
      rules.push({ from: path, to: path });
    }
  }
  return rules;
}

/**
 * The SPA fallbacks of the languages (`es/__spa-fallback.html`, app/i18n/spa-fallbacks-plugin.mjs): a rewrite of
 * every path under each prefix to its own, before the one for every other path.
 * @param {string[]} files paths relative to the client folder, with "/" separators
 * @returns {{ from: string, to: string }[]}
 */
export function languageFallbackRules(files) {
  return files
    .filter((file) => /^[^/]+\/__spa-fallback\.html$/.test(file))
    .sort()
    .map((file) => {
      const prefix = encodeURI(file.slice(0, file.indexOf("/")));
      return { from: `/${prefix}/*`, to: `/${prefix}/${SPA_FALLBACK_FILE.replace(/\.html$/, "")}` };
    });
}

/**
 * The `_redirects` text. Netlify applies a rule without `!` only where no file matches, so for it the
 * last line alone would do. Cloudflare Pages applies every rule before it looks for a file, so the
 * build's own files come first, each a rewrite to itself. The fallback is named without `.html`:
 * Cloudflare redirects `/x.html` to `/x`, which would change the reader's address; both hosts serve
 * `/x` from x.html.
 * @param {string[]} files paths relative to the client folder, with "/" separators
 */
export function redirectsFile(files) {
  return [
    "# SPA fallback: a path without a file of its own (an article published after this build, an unknown",
    "# page) gets __spa-fallback.html with status 200, and the app renders that path in the browser; a path",
    "# under a language's prefix gets that language's (/es/__spa-fallback.html).",
    "# Every file of the build is listed first as a rewrite to itself, so that a host which applies rules",
    "# before files (Cloudflare Pages) still serves it; Netlify never reaches those lines.",
    ...identityRules(files).map(({ from, to }) => `${from}  ${to}  200`),
    ...languageFallbackRules(files).map(({ from, to }) => `${from}  ${to}  200`),
    `/*  /${SPA_FALLBACK_FILE.replace(/\.html$/, "")}  200`,
    "",
  ].join("\n");
}
