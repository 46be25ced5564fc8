import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { areasOfPath } from "../i18n/messages";
import { PAGES, pageOfPath } from "./page-table";
import { PAGE_PATHS } from "./pages";

describe("the page table", () => {
  it("names route modules that exist, each once, with the catch-all last", () => {
    for (const page of PAGES) {
      expect(existsSync(`app/${page.file}`), page.file).toBe(true);
      if (page.layout) expect(existsSync(`app/${page.layout}`), page.layout).toBe(true);
    }
    expect(new Set(PAGES.map((page) => page.file)).size).toBe(PAGES.length);
    expect(PAGES.at(-1)?.path).toBe("*");
  });

  it("pre-renders and lists in the sitemap the site's fixed pages, none with a parameter", () => {
    expect(PAGE_PATHS).toEqual(["/", "/blog", "/test-flows", "/privacy"]);
  });

  it.each([
    ["/", "routes/home.tsx", ["shell", "home"]],
    ["/blog", "routes/blog.tsx", ["shell", "blog"]],
    ["/blog/", "routes/blog.tsx", ["shell", "blog"]],
    ["/blog/lightning-fees-explained", "routes/blog-article.tsx", ["shell", "blog"]],
    ["/blog/page/2", "routes/blog-listing.tsx", ["shell", "blog"]],
    ["/blog/tag/ecash", "routes/blog-listing.tsx", ["shell", "blog"]],
    ["/blog/tag/ecash/page/3", "routes/blog-listing.tsx", ["shell", "blog"]],
    ["/blog/author/npub1abc", "routes/blog-listing.tsx", ["shell", "blog"]],
    ["/a/naddr1qq", "routes/article-address.tsx", ["shell", "blog"]],
    ["/test-flows", "routes/test-flows.tsx", ["shell", "flows"]],
    ["/privacy", "routes/privacy.tsx", ["shell", "privacy"]],
    ["/press", "routes/not-found.tsx", ["shell"]],
    ["/blog/a/b/c/d/e", "routes/not-found.tsx", ["shell"]],
    ["/privacy/more", "routes/not-found.tsx", ["shell"]],
  ])("%s is shown by %s, with the words of %j", (path, file, areas) => {
    expect(pageOfPath(path, PAGES)?.file).toBe(file);
    expect(areasOfPath(path)).toEqual(areas);
  });

  it("a page added to the table gets its route and its words", () => {
    const withPress = [{ path: "/press", file: "routes/press.tsx", fixed: true, areas: [] }, ...PAGES];
    expect(pageOfPath("/press", withPress)?.file).toBe("routes/press.tsx");
  });
});
