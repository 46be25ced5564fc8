// Serves a static build the way the hosts of docs/deploying.md do, by the rule of
// builder/postbuild/lib/host-rules.mjs: a path with a file of its own gets that file (`/blog` is blog/index.html,
// `/x` may be x.html); a blog path without one (`/blog/...`, `/a/...`, under a language's prefix too) gets its
// language's SPA fallback with status 200; any other path its language's not-found page (404.html) with status
// 404, which no cache keeps. The blocks of the build's `_headers` that match a path add their headers. Files are
// sent by `send`, the file server under Express (Range, ETag and conditional GET per RFC 9110), text is gzipped by
// `compression`. Used by `npm run preview`, `npm start`, the browser tests and the benchmarks.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { readFile, readdir, stat } from "node:fs/promises";
import { join, normalize, resolve, sep } from "node:path";
import compression from "compression";
import send from "send";
import {
  HOST_CONFIG_FILES,
  blogPathPrefix,
  fallbackPath,
  languageOf,
  languagePrefixes,
  notFoundPath,
  parseHeadersFile,
} from "../builder/postbuild/lib/host-rules.mjs";

export { parseHeadersFile };

/** Files a host reads as configuration and never serves. */
const CONFIG_FILES = new Set(HOST_CONFIG_FILES.map((file) => `/${file}`));

/** Cache-Control for responses that `_headers` gives none: revalidate every time (pages change with each build). */
const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Cache-Control of every 404, whatever `_headers` says for its path. */
const NOT_FOUND_CACHE_CONTROL = "no-store";

/**
 * Whether a `_headers` path pattern matches a URL path, and with which values: `*` at
 * the end matches the rest of the path (`:splat`), `:name` one segment. Null when it does not match.
 * @returns {Record<string, string> | null}
 */
export function matchPattern(pattern, path) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === "*") return "(?<splat>.*)";
      if (/^:[A-Za-z]\w*$/.test(part)) return `(?<${part.slice(1)}>[^/]+)`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  const match = new RegExp(`^${source}$`).exec(path);
  return match ? { ...match.groups } : null;
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a URL path names in `root`, as a CDN resolves it: the file itself, `{path}/index.html`, or
 * `{path}.html`. Undefined when there is none (or the path leaves `root`).
 */
export async function resolveFile(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (CONFIG_FILES.has(path) || path.includes("\0")) return undefined;
  const base = normalize(join(root, path));
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  for (const candidate of [base, join(base, "index.html"), `${base}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

async function readOptional(path) {
  try {
    return await readFile(path, "utf8");
  } catch {
    return "";
  }
}

/** Text responses are gzipped when the client accepts it; a Range request gets the bytes it asked for, never gzip. */
const compress = compression({ filter: (req, res) => !req.headers.range && compression.filter(req, res) });

/**
 * Starts the server; resolves with the listening `http.Server`.
 * @param {{ root: string, port: number, host: string }} options
 */
export async function startStaticServer({ root, port, host }) {
  root = resolve(root);
  const headerBlocks = parseHeadersFile(await readOptional(join(root, "_headers")));
  // The languages whose SPA fallback the build wrote (es/__spa-fallback.html).
  const prefixes = languagePrefixes(
    (await readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${entry.name}/__spa-fallback.html`)
      .filter((file) => existsSync(join(root, file))),
  );

  /** The file to answer a path with, and the status: its own; a blog path's fallback; else the not-found page. */
  async function route(pathname) {
    const own = await resolveFile(root, pathname);
    if (own) return { file: own, status: 200 };
    const blog = blogPathPrefix(pathname, prefixes);
    const fallback = blog === undefined ? undefined : await resolveFile(root, fallbackPath(blog));
    if (fallback) return { file: fallback, status: 200 };
    const language = languageOf(pathname, prefixes);
    const notFound = (await resolveFile(root, notFoundPath(language))) ?? (await resolveFile(root, notFoundPath("")));
    return notFound ? { file: notFound, status: 404 } : { status: 404 };
  }

  function handle(req, res) {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    route(pathname).then(
      async (answer) => {
        for (const block of headerBlocks) {
          if (matchPattern(block.path, pathname)) for (const [name, value] of block.headers) res.setHeader(name, value);
        }
        // As Cloudflare Pages does: a 404 is kept by no cache (a chunk missing during a deploy must not stay missing).
        if (answer.status === 404) res.setHeader("Cache-Control", NOT_FOUND_CACHE_CONTROL);
        if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", DEFAULT_CACHE_CONTROL);
        if (!answer.file) {
          res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
        } else if (answer.status === 200) {
          const path = answer.file.slice(root.length).split(sep).map(encodeURIComponent).join("/");
          send(req, path, { root, index: false, dotfiles: "allow", cacheControl: false })
            .on("error", (error) => {
              res.statusCode = error.status ?? 500;
              res.end();
            })
            .pipe(res);
        } else {
          const body = await readFile(answer.file);
          res.writeHead(answer.status, { "Content-Type": "text/html; charset=utf-8" });
          res.end(req.method === "HEAD" ? undefined : body);
        }
      },
      (error) => {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(String(error));
      },
    );
  }

  const server = createServer((req, res) => compress(req, res, () => handle(req, res)));
  await new Promise((resolveListen) => server.listen(port, host, () => resolveListen(undefined)));
  return server;
}
