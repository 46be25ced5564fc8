import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales";
import { inTheirLanguages, splitPrerender } from "./prerender-split";

const articles = (n: number) => Array.from({ length: n }, (_, i) => `/blog/article-${i}`);

describe("splitPrerender", () => {
  it("leaves every page that is not an article to React Router", () => {
    const pages = ["/", "/blog", "/test-flows", "/privacy", "/blog/page/2", "/blog/tag/privacy", "/blog/tag/x/page/2"];
    expect(splitPrerender(pages)).toEqual({ first: pages, second: [] });
  });

  it("gives the second thread its part of the articles, spread through the list", () => {
    const { first, second } = splitPrerender(articles(1000), 0.6);
    expect(second).toHaveLength(600);
    expect(first).toHaveLength(400);
    // Every run of five articles has three on the second thread: old and new articles are split alike.
    for (let i = 0; i < 1000; i += 5) {
      expect(
        articles(1000)
          .slice(i, i + 5)
          .filter((path) => second.includes(path)),
      ).toHaveLength(3);
    }
  });

  it("keeps every address once, in its order", () => {
    const paths = ["/", ...articles(7), "/blog/page/2", ...articles(9).map((path) => `${path}-b`)];
    const { first, second } = splitPrerender(paths, 0.5);
    expect([...first, ...second].sort()).toEqual([...paths].sort());
    expect(first).toEqual(paths.filter((path) => first.includes(path)));
    expect(second).toEqual(paths.filter((path) => second.includes(path)));
  });

  it("always leaves React Router an article, for the article route's loader", () => {
    expect(splitPrerender(["/", "/blog/only-one"], 0.99).first).toContain("/blog/only-one");
    expect(splitPrerender(["/blog/article-not-found"], 0.6)).toEqual({
      first: ["/blog/article-not-found"],
      second: [],
    });
    expect(splitPrerender(articles(2), 0.6)).toEqual({ first: ["/blog/article-0"], second: ["/blog/article-1"] });
    expect(splitPrerender(articles(3), 1).first).toEqual(["/blog/article-0"]);
  });

  it("splits nothing with no part for the second thread", () => {
    expect(splitPrerender(articles(10), 0)).toEqual({ first: articles(10), second: [] });
  });
});

describe("inTheirLanguages", () => {
  const locales = [DEFAULT_LOCALE, LOCALES.find((locale) => locale.tag === "es")!];

  it("gives every address every language, but those said English-only their English address alone", () => {
    const paths = ["/", "/blog", "/blog/newest", "/blog/older", "/blog/page/2"];
    expect(inTheirLanguages(paths, locales, new Set(["/blog/older"]))).toEqual([
      "/",
      "/es",
      "/blog",
      "/es/blog",
      "/blog/newest",
      "/es/blog/newest",
      "/blog/older",
      "/blog/page/2",
      "/es/blog/page/2",
    ]);
  });

  it("is every language for every address when nothing is English-only", () => {
    expect(inTheirLanguages(["/privacy"], locales, new Set())).toEqual(["/privacy", "/es/privacy"]);
  });
});
