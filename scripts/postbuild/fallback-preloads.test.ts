// @vitest-environment node
import { describe, expect, it } from "vitest";
import { withArticlePreloads } from "./80-fallback-preloads.mjs";

const link = (name: string) => `<link rel="modulepreload" href="/assets/${name}.js"/>`;

describe("withArticlePreloads", () => {
  it("adds the article page's module preloads the fallback lacks, after its own, once each", () => {
    const fallback = `<head>${link("entry")}${link("root")}<link rel="stylesheet" href="/a.css"/></head>`;
    const article = `<head>${link("entry")}${link("root")}${link("blog-article")}${link("query")}${link("query")}</head>`;
    expect(withArticlePreloads(fallback, article)).toBe(
      `<head>${link("entry")}${link("root")}${link("blog-article")}${link("query")}<link rel="stylesheet" href="/a.css"/></head>`,
    );
  });

  it("leaves the fallback as it is when it lacks nothing", () => {
    const fallback = `<head>${link("entry")}</head>`;
    expect(withArticlePreloads(fallback, fallback)).toBe(fallback);
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
    await writeFile(join(clientDir, "__spa-fallback.html"), `<head>${link("entry")}</head>`);
    // Spanish's fallback, with a Spanish article page whose words are Spanish's.
    await mkdir(join(clientDir, "es/blog/some-article"), { recursive: true });
    await writeFile(
      join(clientDir, "es/blog/some-article/index.html"),
      `<head>${link("entry")}${link("blog-article")}${link("es-blog-words")}</head>`,
    );
    await writeFile(join(clientDir, "es/__spa-fallback.html"), `<head>${link("entry")}</head>`);
    await fallbackPreloads({ clientDir });
    // The article route's modules, then the listing route's (a topic the build did not see comes this way too).
    expect(await readFile(join(clientDir, "__spa-fallback.html"), "utf8")).toBe(
      `<head>${link("entry")}${link("blog-article")}${link("blog-listing")}</head>`,
    );
    expect(await readFile(join(clientDir, "es/__spa-fallback.html"), "utf8")).toBe(
      `<head>${link("entry")}${link("blog-article")}${link("es-blog-words")}</head>`,
    );
  });
});
