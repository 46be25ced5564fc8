import { describe, expect, it } from "vitest";
import { withArticlePreloads } from "./80-fallback-preloads.mjs";

const link = (name: string) => `<link rel="modulepreload" href="/assets/${name}.js"/>`;

describe("withArticlePreloads", () => {
  it("puts the article page's module preloads, once each, where the fallback's own began", () => {
    const fallback = `<head><meta charSet="utf-8"/>${link("shell-words")}<title>t</title>${link("entry")}${link("root")}<link rel="stylesheet" href="/a.css"/></head>`;
    const article = `<head>${link("shell-words")}${link("entry")}${link("root")}${link("blog-article")}${link("query")}${link("query")}</head>`;
    expect(withArticlePreloads(fallback, article)).toBe(
      `<head><meta charSet="utf-8"/>${link("shell-words")}${link("entry")}${link("root")}${link("blog-article")}${link("query")}<title>t</title><link rel="stylesheet" href="/a.css"/></head>`,
    );
  });

  it("drops the fallback's own preloads that an article does not need (the home page's words)", () => {
    const fallback = `<head>${link("shell-words")}${link("home-words")}${link("entry")}</head>`;
    const article = `<head>${link("shell-words")}${link("blog-words")}${link("entry")}${link("blog-article")}</head>`;
    expect(withArticlePreloads(fallback, article)).toBe(article);
  });

  it("leaves the fallback as it is when the article page has no preloads", () => {
    const fallback = `<head>${link("entry")}</head>`;
    expect(withArticlePreloads(fallback, "<head></head>")).toBe(fallback);
  });
});

describe("fallbackPreloads", () => {
  it("takes an article's page, not a listing folder that sorts first (author/, page/, tag/)", async () => {
    const { mkdtemp, mkdir, writeFile, readFile } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { default: fallbackPreloads } = await import("./80-fallback-preloads.mjs");
    const clientDir = await mkdtemp(join(tmpdir(), "fallback-"));
    await mkdir(join(clientDir, "blog/author/npub1x"), { recursive: true });
    await writeFile(
      join(clientDir, "blog/author/npub1x/index.html"),
      `<head>${link("entry")}${link("listing")}</head>`,
    );
    await mkdir(join(clientDir, "blog/some-article"), { recursive: true });
    await writeFile(
      join(clientDir, "blog/some-article/index.html"),
      `<head>${link("entry")}${link("blog-article")}</head>`,
    );
    await mkdir(join(clientDir, "blog/page/2"), { recursive: true });
    await writeFile(join(clientDir, "blog/page/2/index.html"), `<head>${link("entry")}${link("blog-listing")}</head>`);
    await writeFile(join(clientDir, "__spa-fallback.html"), `<head>${link("entry")}${link("home-words")}</head>`);
    // Spanish's fallback, with a Spanish article page whose words are Spanish's.
    await mkdir(join(clientDir, "es/blog/some-article"), { recursive: true });
    await writeFile(
      join(clientDir, "es/blog/some-article/index.html"),
      `<head>${link("entry")}${link("blog-article")}${link("es-blog-words")}</head>`,
    );
    await writeFile(join(clientDir, "es/__spa-fallback.html"), `<head>${link("entry")}</head>`);
    await fallbackPreloads({ clientDir });
    // The article route's modules alone: not the home page's words, nor the listing route's.
    expect(await readFile(join(clientDir, "__spa-fallback.html"), "utf8")).toBe(
      `<head>${link("entry")}${link("blog-article")}</head>`,
    );
    expect(await readFile(join(clientDir, "es/__spa-fallback.html"), "utf8")).toBe(
      `<head>${link("entry")}${link("blog-article")}${link("es-blog-words")}</head>`,
    );
  });
});
