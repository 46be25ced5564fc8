// The checks every host of docs/deploying.md must pass against the demo build, run by one spec per real server
// (hosts-cloudflare.spec.ts: Cloudflare's `wrangler pages dev`; hosts-nginx.spec.ts: Debian's nginx). Each spec starts
// its server once, on free ports, and stops it with every process under it.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { type APIResponse, expect, test } from "@playwright/test";
import { siteLocales } from "../../app/i18n/locales";
import { DEMO_BUILD_DIR } from "../../builder/build-dir.mjs";
import { parseHeadersFile } from "../../builder/postbuild/lib/host-rules.mjs";

/** The build under test (tools/e2e.mjs builds against the local relays into the demo folder). */
export const CLIENT = resolve(DEMO_BUILD_DIR, "client");
export const read = (file: string) => readFileSync(join(CLIENT, file), "utf8");

/** A port nothing listens on now, from the system's free ones (clear of the tests' fixed ports). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A server started for a spec: its process group, stopped as a whole (wrangler runs workerd under it). */
export function startProcess(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

export async function stopProcess(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

/** Resolves once `url` answers at all; fails with the server's output when it has not within `timeoutMs`. */
export async function waitForServer(url: string, child: ChildProcess, output: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${output()}`);
}

const HTML_FILES = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
const articlesIn = (prefix: string) =>
  HTML_FILES.map((file) => new RegExp(`^${prefix}blog/([^/]+)/index\\.html$`).exec(file)?.[1]).filter(
    (slug): slug is string => !!slug && !["page", "tag", "author"].includes(slug),
  );
/** A pre-rendered article in a language that sorts late, and a topic's and an author's feed. */
const ZH_ARTICLE = articlesIn("zh-cn/")[0];
const TOPIC_FEED = readdirSync(join(CLIENT, "blog", "tag")).find((topic) =>
  HTML_FILES.includes(`blog/tag/${topic}/index.html`),
);
const AUTHOR_FEED = readdirSync(join(CLIENT, "blog", "author")).find((author) =>
  existsSync(join(CLIENT, "blog", "author", author, "feed.xml")),
);
const LATER = "an-article-published-after-the-build";
const ASSET = readdirSync(join(CLIENT, "assets")).find((name) => name.endsWith(".js"));
const BLOG_IMAGE = readdirSync(join(CLIENT, "blog", "img")).find((name) => name.endsWith(".webp"));

/** The `_headers` values every page must carry, whichever host sends them. */
const PAGE_HEADERS = parseHeadersFile(read("_headers")).find((block) => block.path === "/*")!.headers;
const ASSET_CSP = parseHeadersFile(read("_headers"))
  .find((block) => block.path === "/assets/*")!
  .headers.find(([name]) => name === "Content-Security-Policy")![1];

/** A page's answer: its own file, status 200 with no redirect, revalidated on each use, with every header. */
async function expectPage(response: APIResponse, file: string, lang: string) {
  const path = new URL(response.url()).pathname;
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html.slice(0, 300), path).toContain(`<html lang="${lang}"`);
  expect(html, path).toBe(read(file));
  expectRevalidated(response);
  expectSecurityHeaders(response);
}

/** Revalidated on every use: `no-cache`, or `max-age=0` with `must-revalidate`; never immutable. */
function expectRevalidated(response: APIResponse) {
  const cacheControl = response.headers()["cache-control"] ?? "";
  expect(cacheControl, response.url()).toMatch(/no-cache|max-age=0, must-revalidate/);
  expect(cacheControl, response.url()).not.toContain("immutable");
}

function expectSecurityHeaders(response: APIResponse) {
  for (const [name, value] of PAGE_HEADERS) {
    expect(response.headers()[name.toLowerCase()], `${name} of ${response.url()}`).toBe(value);
  }
}

/** A 404 that no cache keeps, with a not-found page (`lang` its language) or no body at all. */
async function expectNotFound(response: APIResponse, lang: string) {
  const path = new URL(response.url()).pathname;
  expect(response.status(), path).toBe(404);
  expect(response.headers()["cache-control"], path).toBe("no-store");
  expect(await response.text(), path).toBe(read(lang === "en" ? "404.html" : `${lang.toLowerCase()}/404.html`));
}

/** The checks, as tests of the calling spec; `base()` is the server's address once it has started. */
export function hostTests(server: string, base: () => string) {
  test.describe(server, () => checks(base));
}

function checks(base: () => string) {
  test("the home page of every language, its own pre-rendered file at its own address", async ({ request }) => {
    for (const locale of siteLocales(true)) {
      const path = locale.prefix ? `/${locale.prefix}` : "/";
      const file = locale.prefix ? `${locale.prefix}/index.html` : "index.html";
      await expectPage(await request.get(`${base()}${path}`, { maxRedirects: 0 }), file, locale.tag);
    }
    await expectPage(
      await request.get(`${base()}/zh-cn/privacy`, { maxRedirects: 0 }),
      "zh-cn/privacy/index.html",
      "zh-CN",
    );
  });

  test("robots.txt, the sitemap and the feeds, each as its own type", async ({ request }) => {
    const robots = await request.get(`${base()}/robots.txt`, { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await robots.text()).toBe(read("robots.txt"));
    expect(TOPIC_FEED, "the demo build has topic feeds").toBeTruthy();
    expect(AUTHOR_FEED, "the demo build has author feeds").toBeTruthy();
    const feeds = ["blog/feed.xml", `blog/tag/${TOPIC_FEED}/feed.xml`, `blog/author/${AUTHOR_FEED}/feed.xml`];
    for (const file of ["sitemap.xml", ...feeds]) {
      const response = await request.get(`${base()}/${file}`, { maxRedirects: 0 });
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"], file).toMatch(/^(application|text)\/xml/);
      const body = await response.text();
      expect(body.startsWith("<?xml"), file).toBe(true);
      expect(body, file).toBe(read(file));
    }
  });

  test("a pre-rendered article under a language that sorts late, from its own file", async ({ request }) => {
    expect(ZH_ARTICLE, "an article was pre-rendered in Simplified Chinese").toBeTruthy();
    for (const path of [`/zh-cn/blog/${ZH_ARTICLE}`, `/zh-cn/blog/${ZH_ARTICLE}/`]) {
      await expectPage(
        await request.get(`${base()}${path}`, { maxRedirects: 0 }),
        `zh-cn/blog/${ZH_ARTICLE}/index.html`,
        "zh-CN",
      );
    }
    await expectPage(await request.get(`${base()}/blog`, { maxRedirects: 0 }), "blog/index.html", "en");
  });

  test("an article published after the build: status 200, the SPA fallback in the language of its prefix", async ({
    request,
  }) => {
    for (const [path, file, lang] of [
      [`/zh-cn/blog/${LATER}`, "zh-cn/__spa-fallback.html", "zh-CN"],
      [`/ar/blog/${LATER}`, "ar/__spa-fallback.html", "ar"],
      [`/blog/${LATER}`, "__spa-fallback.html", "en"],
      ["/es/a/naddr1qqqqqqqq", "es/__spa-fallback.html", "es"],
      ["/blog/tag/a-topic-published-later", "__spa-fallback.html", "en"],
    ] as const) {
      await expectPage(await request.get(`${base()}${path}`, { maxRedirects: 0 }), file, lang);
    }
  });

  test("any other unknown path: the not-found page of its language, status 404", async ({ request }) => {
    await expectNotFound(await request.get(`${base()}/no/such/page`, { maxRedirects: 0 }), "en");
    await expectNotFound(await request.get(`${base()}/blogroll`, { maxRedirects: 0 }), "en");
    await expectNotFound(await request.get(`${base()}/es/no/such/page`, { maxRedirects: 0 }), "es");
  });

  test("a hashed asset is kept for a year; a missing one is a 404 that no cache keeps", async ({ request }) => {
    const asset = await request.get(`${base()}/assets/${ASSET}`, { maxRedirects: 0 });
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-security-policy"]).toContain(ASSET_CSP);
    expect(await asset.text()).toBe(read(`assets/${ASSET}`));
    await expectNotFound(await request.get(`${base()}/assets/nope.js`, { maxRedirects: 0 }), "en");
    // The blog's image folder: only the build's files, so a missing image is a 404 too, not the SPA shell.
    expect(BLOG_IMAGE, "the demo build copied covers").toBeTruthy();
    const image = await request.get(`${base()}/blog/img/${BLOG_IMAGE}`, { maxRedirects: 0 });
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect((await image.body()).equals(readFileSync(join(CLIENT, "blog", "img", BLOG_IMAGE!)))).toBe(true);
    await expectNotFound(await request.get(`${base()}/blog/img/nope-480.webp`, { maxRedirects: 0 }), "en");
  });
}
