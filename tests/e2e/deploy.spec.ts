import { expect, test } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO_BUILD_DIR } from "../../builder/build-dir.mjs";
import { message } from "./messages";

/** The build under test (tools/e2e.mjs builds against the local relays into the demo folder). */
const CLIENT = `${DEMO_BUILD_DIR}/client`;
const read = (file: string) => readFileSync(join(CLIENT, file), "utf8");
const HTML_FILES = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
const ARTICLE = HTML_FILES.map((file) => /^blog\/([^/]+)\/index\.html$/.exec(file)?.[1]).find(Boolean);
const APP_STORE_ID = /\/id(\d+)/.exec(read("index.html"))?.[1];

test.describe("deploying: the build's own rules, served as the hosts apply them (tools/static-server.mjs)", () => {
  test("a deep link to an article published after the build gets the SPA fallback; a pre-rendered one its own file", async ({
    request,
  }) => {
    // No `_redirects` (Cloudflare Pages would apply it before the files); Cloudflare's worker runs for blog paths only.
    expect(existsSync(join(CLIENT, "_redirects"))).toBe(false);
    expect(JSON.parse(read("_routes.json")).include).toEqual(expect.arrayContaining(["/blog/*", "/a/*", "/es/blog/*"]));

    const unknown = await request.get("/blog/an-article-published-after-the-build");
    expect(unknown.status()).toBe(200);
    expect(await unknown.text()).toBe(read("__spa-fallback.html"));

    expect(ARTICLE, "an article was pre-rendered from the local relays").toBeTruthy();
    const article = await request.get(`/blog/${ARTICLE}`);
    expect(article.status()).toBe(200);
    expect(await article.text()).toBe(read(`blog/${ARTICLE}/index.html`));
    for (const [path, file] of [
      ["/blog", "blog/index.html"],
      ["/privacy", "privacy/index.html"],
    ] as const) {
      expect(await (await request.get(path)).text(), path).toBe(read(file));
    }
  });

  test("a deep link under a language's prefix gets that language's fallback, its shell in that language", async ({
    request,
  }) => {
    for (const [prefix, tag, dir] of [
      ["es", "es", "ltr"],
      ["fa", "fa", "rtl"],
      ["ar", "ar", "rtl"],
    ] as const) {
      const unknown = await request.get(`/${prefix}/blog/an-article-published-after-the-build`);
      expect(unknown.status()).toBe(200);
      const html = await unknown.text();
      expect(html).toBe(read(`${prefix}/__spa-fallback.html`));
      // Before any script runs: the page's language, and the loading line in it.
      expect(html).toContain(`<html lang="${tag}" dir="${dir}">`);
      expect(html).toContain(`>${message(tag, "shell.loading")}</span>`);
    }
  });

  test("any other unknown path is a 404 with the not-found page, which renders in the browser at its own address", async ({
    page,
  }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
  });

  test("404.html, the not-found page of every host (GitHub Pages' for every path), is the SPA fallback", () => {
    expect(read("404.html")).toBe(read("__spa-fallback.html"));
    expect(read("es/404.html")).toBe(read("es/__spa-fallback.html"));
  });
});

test.describe("iPhone visitors", () => {
  test("every page, the SPA fallback included, carries the Smart App Banner with the App Store id", async ({
    request,
  }) => {
    expect(APP_STORE_ID, "the landing page links to the App Store").toMatch(/^\d+$/);
    expect(HTML_FILES).toEqual(expect.arrayContaining(["index.html", "__spa-fallback.html", "privacy/index.html"]));
    for (const file of HTML_FILES) {
      expect(read(file), file).toContain(`<meta name="apple-itunes-app" content="app-id=${APP_STORE_ID}"/>`);
    }
    const fallback = await (await request.get("/blog/an-article-published-after-the-build")).text();
    expect(fallback).toContain(`<meta name="apple-itunes-app" content="app-id=${APP_STORE_ID}"/>`);
  });
});
