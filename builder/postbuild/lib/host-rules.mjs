// What each host needs besides the files, from one rule (docs/decisions/hosts-fall-back-only-for-blog-paths.md):
// a path with a file of its own gets that file; a blog path (`/blog/...`, `/a/...`, and the same under a
// language's prefix) without one gets its language's SPA fallback with status 200, for the app to render in the
// browser (an article published after the build); any other path gets its language's not-found page with status
// 404. Cloudflare Pages gets `_routes.json` and `_worker.js`, Netlify its rules in netlify.toml, nginx
// deploy/nginx/ember-site.conf; tools/static-server.mjs serves a build by the same rule.

/** The page React Router writes for paths it did not pre-render; the app renders the path in the browser. */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

/** The not-found page: a copy of its language's SPA fallback, which renders "Page not found" for an unknown path. */
export const NOT_FOUND_FILE = "404.html";

/** Files a host reads as configuration (Netlify, Cloudflare Pages); never served. */
export const HOST_CONFIG_FILES = ["_headers", "_redirects", "_routes.json", "_worker.js"];

/** The first path segments (after a language's prefix) under which an unknown path is a page the app may know. */
export const BLOG_SECTIONS = ["blog", "a"];

/**
 * The folder under the blog's paths that holds only files the build wrote (the copied covers and avatars,
 * builder/blog/snapshot.ts): a missing one is a 404 like any missing file, never the SPA shell, and on
 * Cloudflare Pages its images do not invoke the worker.
 */
export const BLOG_FILES_FOLDER = "/blog/img/";

/**
 * Cloudflare Pages' limits (its docs, and wrangler's `MAX_*` constants): rules of `_redirects` without and with a
 * wildcard, blocks of `_headers`, and include plus exclude rules of `_routes.json`.
 */
export const CLOUDFLARE_LIMITS = { staticRedirects: 2000, dynamicRedirects: 100, headerRules: 100, routes: 100 };

/**
 * The prefixes of the languages whose SPA fallback the build wrote (`es/__spa-fallback.html`), sorted.
 * @param {string[]} files paths relative to the client folder, with "/" separators
 */
export function languagePrefixes(files) {
  return files
    .map((file) => /^([^/]+)\/__spa-fallback\.html$/.exec(file)?.[1])
    .filter((prefix) => prefix !== undefined)
    .sort();
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A URL path's language prefix when it is a blog path ("" for English), undefined for any other path. The path is
 * as the request spelled it (percent-encoded); the prefixes and sections are ASCII.
 * @param {string} pathname
 * @param {string[]} prefixes
 */
export function blogPathPrefix(pathname, prefixes) {
  if (pathname.startsWith(BLOG_FILES_FOLDER)) return undefined;
  const languages = prefixes.map(escapeRegExp).join("|");
  const sections = BLOG_SECTIONS.join("|");
  const match = new RegExp(`^(?:/(${languages || "(?!)"}))?/(?:${sections})(?:/|$)`).exec(pathname);
  return match ? (match[1] ?? "") : undefined;
}

/** A URL path's language prefix ("" for English, or for a first segment that names no language). */
export function languageOf(pathname, prefixes) {
  const first = pathname.split("/")[1] ?? "";
  return prefixes.includes(first) ? first : "";
}

/** The address of a language's SPA fallback, without `.html` (Cloudflare redirects `/x.html` to `/x`). */
export const fallbackPath = (prefix) => `${prefix ? `/${prefix}` : ""}/${SPA_FALLBACK_FILE.replace(/\.html$/, "")}`;

/** The address of a language's not-found page. */
export const notFoundPath = (prefix) => `${prefix ? `/${prefix}` : ""}/${NOT_FOUND_FILE}`;

/** The route patterns of the blog paths: English's, then each language's, in the form both hosts read. */
export function blogRoutes(prefixes) {
  return ["", ...prefixes].flatMap((prefix) =>
    BLOG_SECTIONS.map((section) => ({ from: `${prefix ? `/${prefix}` : ""}/${section}/*`, prefix })),
  );
}

/**
 * Cloudflare Pages' `_routes.json`: only the blog paths (not the blog's image folder) invoke `_worker.js`; every
 * other request is served from the files, an unknown path by the nearest 404.html with status 404. Its size
 * depends on the languages only.
 */
export function routesJson(prefixes) {
  const include = blogRoutes(prefixes).map((route) => route.from);
  const exclude = [`${BLOG_FILES_FOLDER}*`];
  if (include.length + exclude.length > CLOUDFLARE_LIMITS.routes) {
    const rules = include.length + exclude.length;
    throw new Error(`_routes.json: ${rules} rules, Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.routes}`);
  }
  return { version: 1, description: "The blog paths: _worker.js adds their SPA fallback", include, exclude };
}

/**
 * Cloudflare Pages' `_worker.js` (advanced mode), invoked for the blog paths only (`_routes.json`). It answers from
 * the files (`env.ASSETS`, which applies `_headers`); a page's folder without the trailing slash (`/blog/x`, which
 * Cloudflare redirects to `/blog/x/`) from its index.html at the address asked for; a path without a file from its
 * language's SPA fallback, with status 200.
 */
export function workerScript(prefixes) {
  const fallbacks = Object.fromEntries(["", ...prefixes].map((prefix) => [prefix, fallbackPath(prefix)]));
  return `// Written by builder/postbuild/95-deploy-files.mjs (builder/postbuild/lib/host-rules.mjs): Cloudflare Pages
// runs it for the paths of _routes.json, the blog's. A page from its file; an article published after the build
// from its language's SPA fallback, with status 200.
const FALLBACKS = ${JSON.stringify(fallbacks)};
const BLOG_PATH = ${blogPathRegExp(prefixes)};

const asset = (env, request, path) => env.ASSETS.fetch(new Request(new URL(path, request.url), request));

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    let response = await env.ASSETS.fetch(request);
    // A page's folder asked for without its trailing slash, which Cloudflare redirects to the folder (with a
    // Location it mangles when the name is not ASCII): the page itself, at the address asked for.
    if (response.status === 308 && !url.pathname.endsWith("/")) {
      const folder = await asset(env, request, url.pathname + "/" + url.search);
      if (folder.status === 200 || folder.status === 304) response = folder;
    }
    const match = response.status === 404 ? BLOG_PATH.exec(url.pathname) : null;
    if (!match) return response;
    const fallback = await asset(env, request, FALLBACKS[match[1] ?? ""]);
    if (fallback.status === 304) return fallback;
    if (fallback.status !== 200) return response;
    return new Response(fallback.body, { status: 200, headers: fallback.headers });
  },
};
`;
}

/** The regular expression of blogPathPrefix, as source text for the worker. */
function blogPathRegExp(prefixes) {
  const languages = prefixes.map(escapeRegExp).join("|") || "(?!)";
  return `/^(?:\\/(${languages}))?\\/(?:${BLOG_SECTIONS.join("|")})(?:\\/|$)/`;
}

/**
 * Netlify's rules (netlify.toml; Netlify applies an unforced rule only where no file matches): a missing file of
 * the blog's image folder to the not-found page, the blog paths to their language's SPA fallback with status 200,
 * then every other path under a language's prefix to its not-found page with status 404 (the English one is
 * Netlify's own 404.html), and the host files of other hosts hidden.
 * @returns {{ from: string, to: string, status: number, force?: boolean }[]}
 */
export function netlifyRules(prefixes) {
  return [
    ...HOST_CONFIG_FILES.filter((file) => file !== "_headers" && file !== "_redirects").map((file) => ({
      from: `/${file}`,
      to: notFoundPath(""),
      status: 404,
      force: true,
    })),
    { from: `${BLOG_FILES_FOLDER}*`, to: notFoundPath(""), status: 404 },
    ...blogRoutes(prefixes).map(({ from, prefix }) => ({ from, to: fallbackPath(prefix), status: 200 })),
    ...prefixes.map((prefix) => ({ from: `/${prefix}/*`, to: notFoundPath(prefix), status: 404 })),
  ];
}

/** The `[[redirects]]` tables of netlify.toml for these rules. */
export function netlifyRedirectsToml(prefixes) {
  return netlifyRules(prefixes)
    .map((rule) =>
      [
        "[[redirects]]",
        `  from = "${rule.from}"`,
        `  to = "${rule.to}"`,
        `  status = ${rule.status}`,
        ...(rule.force ? ["  force = true"] : []),
      ].join("\n"),
    )
    .join("\n\n");
}

/**
 * The pages outside the blog that live in a folder (`privacy/index.html`, `es/index.html`), each with the file that
 * serves it at its address without the trailing slash (`privacy.html`, `es.html`): Cloudflare Pages serves `/x`
 * from x.html, and answers a folder alone with a redirect to `/x/`. Their number depends on the languages only.
 * @param {string[]} files paths relative to the client folder, with "/" separators
 * @returns {{ page: string, twin: string }[]}
 */
export function folderPageTwins(files) {
  const prefixes = languagePrefixes(files);
  const existing = new Set(files);
  return files
    .filter((file) => file.endsWith("/index.html"))
    .map((page) => ({ page, twin: `${page.slice(0, -"/index.html".length)}.html` }))
    .filter(({ page, twin }) => !existing.has(twin) && blogPathPrefix(`/${page}`, prefixes) === undefined)
    .sort((a, b) => (a.page < b.page ? -1 : 1));
}

/**
 * The blocks of a `_headers` file (Netlify / Cloudflare Pages format): a path pattern on a line of its own, then
 * indented `Name: value` lines.
 * @returns {{ path: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  const blocks = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ path: trimmed, headers: [] });
      continue;
    }
    const at = trimmed.indexOf(":");
    if (at > 0 && blocks.length > 0) {
      blocks.at(-1).headers.push([trimmed.slice(0, at).trim(), trimmed.slice(at + 1).trim()]);
    }
  }
  return blocks;
}

/** A value as an nginx string; refused when nginx would read part of it as a variable or an escape. */
function nginxString(value) {
  if (/["\\$\n\r]/.test(value)) throw new Error(`nginx include: a header value nginx cannot hold as is: ${value}`);
  return `"${value}"`;
}

/**
 * The include file deploy/nginx/ember-site.conf reads (`ember-csp.conf`): the build's Content-Security-Policy
 * headers, as variables. The policies depend on the build's settings (its relays, its media host), not on its
 * pages, so the file changes only with those.
 * @param {string} headersText the build's `_headers`
 */
export function nginxCspInclude(headersText) {
  const blocks = parseHeadersFile(headersText);
  const csp = (path) => {
    const value = blocks
      .find((block) => block.path === path)
      ?.headers.find(([name]) => name === "Content-Security-Policy");
    if (!value) throw new Error(`nginx include: _headers has no Content-Security-Policy for ${path}`);
    return nginxString(value[1]);
  };
  return [
    "# Written by the build (builder/postbuild/95-deploy-files.mjs) from its _headers: the Content-Security-Policy",
    "# headers of deploy/nginx/ember-site.conf. Install it with each build's files (docs/deploying.md).",
    `set $ember_csp ${csp("/*")};`,
    `set $ember_assets_csp ${csp("/assets/*")};`,
    "",
  ].join("\n");
}
