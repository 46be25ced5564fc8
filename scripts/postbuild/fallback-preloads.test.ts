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
