// Serves a static build the way Netlify or Cloudflare Pages would, from the build's own rules:
// a path with a file of its own gets that file (`/blog` is blog/index.html, `/x` may be x.html);
// any other path follows the build's `_redirects` (the SPA fallback, status 200); the blocks of its
// `_headers` that match a path add their headers to the response. Files are sent by `send`, the
// file server under Express (Range, ETag and conditional GET per RFC 9110), text is gzipped by
// `compression`. Used by `npm run preview`, `npm start`, the browser tests and the benchmarks.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { join, normalize, resolve, sep } from "node:path";
import compression from "compression";
import send from "send";

/** Files a CDN reads as configuration and never serves. */
const CONFIG_FILES = new Set(["/_headers", "/_redirects"]);

/** Cache-Control for responses that `_headers` gives none: revalidate every time (pages change with each build). */
const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * The blocks of a `_headers` file (Netlify / Cloudflare Pages format): a path pattern on a line of
 * its own, then indented `Name: value` lines.
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

/**
 * The rules of a `_redirects` file: `from to [status]` per line (status 302 when left out), in order.
 * @returns {{ from: string, to: string, status: number }[]}
 */
export function parseRedirectsFile(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    const [from, to, status = "302"] = trimmed.split(/\s+/);
    if (from && to) rules.push({ from, to, status: Number.parseInt(status, 10) });
  }
  return rules;
}

/**
 * Whether a `_redirects` / `_headers` path pattern matches a URL path, and with which values: `*` at
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

/** A rule's destination with the matched values filled in. */
function fillDestination(to, values) {
  return to.replace(/:([A-Za-z]\w*)/g, (whole, name) => values[name] ?? whole);
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
  const redirects = parseRedirectsFile(await readOptional(join(root, "_redirects")));

  /** The file to answer a path with, and the status: its own file, else the first matching rule's target. */
  async function route(pathname) {
    const own = await resolveFile(root, pathname);
    if (own) return { file: own, status: 200 };
    for (const rule of redirects) {
      const values = matchPattern(rule.from, pathname);
      if (!values) continue;
      const to = fillDestination(rule.to, values);
      if (rule.status >= 300 && rule.status < 400) return { location: to, status: rule.status };
      const file = await resolveFile(root, to);
      if (file) return { file, status: rule.status };
    }
    const notFound = await resolveFile(root, "/404.html");
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
        if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", DEFAULT_CACHE_CONTROL);
        if (answer.location) {
          res.writeHead(answer.status, { Location: answer.location }).end();
        } else if (!answer.file) {
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
