// Serves the static build the way a CDN would: each pre-rendered page from its own file,
// everything else from the SPA fallback; gzip for text; long caching for hashed assets;
// the headers of build/client/_headers (Netlify/Cloudflare Pages format) on every response.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".wasm"]);

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Parses the `/*` block of a _headers file into [name, value] pairs. */
export function parseHeadersFile(text) {
  const headers = [];
  let inAll = false;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === "/*";
      continue;
    }
    if (!inAll) continue;
    const at = line.indexOf(":");
    if (at > 0) headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return headers;
}

export async function resolveFile(root, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, join(base, "index.html"), `${base}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

export function startStaticServer({ root, port, host }) {
  root = resolve(root);
  const cache = new Map();
  let extraHeaders = [];
  const ready = readFile(join(root, "_headers"), "utf8")
    .then((text) => (extraHeaders = parseHeadersFile(text)))
    .catch(() => {});

  const server = createServer(async (req, res) => {
    await ready;
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      let file = await resolveFile(root, url.pathname);
      let status = 200;
      if (!file) {
        file = join(root, "__spa-fallback.html");
        // Unknown asset-like paths are real 404s; page paths get the app, which renders its own not-found page.
        if (extname(url.pathname)) status = 404;
      }
      const ext = extname(file);
      let body = cache.get(file);
      if (!body) {
        body = await readFile(file);
        if (cache.size < 500) cache.set(file, body);
      }
      for (const [name, value] of extraHeaders) res.setHeader(name, value);
      res.setHeader("Content-Type", TYPES[ext] ?? "application/octet-stream");
      res.setHeader(
        "Cache-Control",
        url.pathname.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      );
      if (status === 404) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Not found");
        return;
      }
      const range = req.headers.range;
      if (range && ext === ".mp4") {
        const match = /bytes=(\d*)-(\d*)/.exec(range);
        const start = Number(match?.[1] || 0);
        const end = match?.[2] ? Number(match[2]) : body.length - 1;
        res.writeHead(206, {
          "Content-Range": `bytes ${start}-${end}/${body.length}`,
          "Accept-Ranges": "bytes",
          "Content-Length": end - start + 1,
        });
        res.end(req.method === "HEAD" ? undefined : body.subarray(start, end + 1));
        return;
      }
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
        const key = `${file}.gz`;
        let gz = cache.get(key);
        if (!gz) {
          gz = gzipSync(body, { level: 9 });
          cache.set(key, gz);
        }
        res.writeHead(status, { "Content-Encoding": "gzip", Vary: "Accept-Encoding", "Content-Length": gz.length });
        res.end(req.method === "HEAD" ? undefined : gz);
        return;
      }
      res.writeHead(status, { "Content-Length": body.length, "Accept-Ranges": ext === ".mp4" ? "bytes" : "none" });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(String(error));
    }
  });
  return new Promise((resolveListen) => server.listen(port, host, () => resolveListen(server)));
}
