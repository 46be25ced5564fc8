import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticServer } from "./static-server.mjs";

/** 2000 bytes that differ by position, so a wrong slice cannot pass. */
const VIDEO = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7) % 251));
const FALLBACK = "<!doctype html><title>fallback</title>";
const FALLBACK_ES = '<!doctype html><html lang="es"><title>fallback</title>';
const NOT_FOUND = "<!doctype html><title>not found</title>";
const NOT_FOUND_ES = '<!doctype html><html lang="es"><title>no encontrado</title>';
const ARTICLE = "<!doctype html><title>my first post</title>";
const SCRIPT = `console.log(${JSON.stringify("x".repeat(5000))});`;

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "static-server-"));
  const files: Record<string, string | Buffer> = {
    "index.html": "<!doctype html><title>home</title>",
    "__spa-fallback.html": FALLBACK,
    "404.html": NOT_FOUND,
    "es/__spa-fallback.html": FALLBACK_ES,
    "es/404.html": NOT_FOUND_ES,
    "es/index.html": '<!doctype html><html lang="es"><title>inicio</title>',
    "blog/index.html": "<!doctype html><title>blog</title>",
    "blog/my-first-post/index.html": ARTICLE,
    "assets/app-1234.js": SCRIPT,
    "flows/demo-video.mp4": VIDEO,
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(join(root, name, ".."), { recursive: true });
    await writeFile(join(root, name), body);
  }
  // A `_redirects` of the old kind: the server follows the host rule, not the file.
  await writeFile(join(root, "_redirects"), "/*  /__spa-fallback  200\n");
  await writeFile(
    join(root, "_headers"),
    ["/*", "  X-Frame-Options: DENY", "/assets/*", "  Cache-Control: public, max-age=31536000, immutable", ""].join(
      "\n",
    ),
  );
  server = await startStaticServer({ root, port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe("static server: the build's own rules", () => {
  it("serves a pre-rendered page from its own file and an unknown article from the SPA fallback", async () => {
    const article = await get("/blog/my-first-post");
    expect(article.status).toBe(200);
    expect(await article.text()).toBe(ARTICLE);

    const unknown = await get("/blog/an-article-published-after-the-build");
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await unknown.text()).toBe(FALLBACK);

    for (const path of ["/a/naddr1abc", "/blog/tag/new-topic", "/blog"])
      expect((await get(path)).status, path).toBe(200);
    const spanish = await get("/es/blog/un-articulo-nuevo");
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toBe(FALLBACK_ES);
    expect(await (await get("/es")).text()).toContain("inicio");
  });

  it("answers any other unknown path with its language's not-found page, status 404, kept by no cache", async () => {
    for (const [path, body] of [
      ["/no/such/page", NOT_FOUND],
      ["/blogroll", NOT_FOUND],
      ["/es/no/such/page", NOT_FOUND_ES],
      ["/xx/blog/not-a-language", NOT_FOUND],
      ["/assets/nope.js", NOT_FOUND],
      ["/blog/img/nope-480.webp", NOT_FOUND],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(await response.text(), path).toBe(body);
    }
  });

  it("adds the headers of every matching _headers block, and never serves the rule files", async () => {
    const asset = await get("/assets/app-1234.js");
    expect(asset.headers.get("x-frame-options")).toBe("DENY");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await get("/blog");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    for (const file of ["/_headers", "/_redirects", "/_routes.json", "/_worker.js"]) {
      expect((await get(file)).status, file).toBe(404);
    }
  });

  it("gzips text for clients that accept it", async () => {
    const response = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      import("node:http").then(({ get: httpGet }) =>
        httpGet(`${base}/assets/app-1234.js`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
        }).on("error", reject),
      );
    });
    expect(response.encoding).toBe("gzip");
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
  });
});

describe("static server: HTTP Range", () => {
  it("answers a suffix range with the last bytes of the file", async () => {
    const response = await get("/flows/demo-video.mp4", { range: "bytes=-500" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 1500-1999/2000");
    expect(response.headers.get("content-length")).toBe("500");
    expect(Buffer.from(await response.arrayBuffer()).equals(VIDEO.subarray(1500))).toBe(true);
  });

  it("answers an explicit range with exactly those bytes", async () => {
    const response = await get("/flows/demo-video.mp4", { range: "bytes=0-0" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-length")).toBe("1");
    expect(Buffer.from(await response.arrayBuffer()).equals(VIDEO.subarray(0, 1))).toBe(true);
  });

  it("clips a range that runs past the end of the file, with a matching Content-Length", async () => {
    const response = await get("/flows/demo-video.mp4", { range: "bytes=1900-5000" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 1900-1999/2000");
    expect(response.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await response.arrayBuffer()).equals(VIDEO.subarray(1900))).toBe(true);
  });

  it("refuses a range that starts past the end of the file with 416", async () => {
    const response = await get("/flows/demo-video.mp4", { range: "bytes=2000-2100" });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */2000");
  });
});
