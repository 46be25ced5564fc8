// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isIndexable, lastModified, pagePathFromFile, pageUrl, robotsTxt, sitemapXml } from "./sitemap.mjs";

describe("pagePathFromFile", () => {
  it("maps pre-rendered files to their paths", () => {
    expect(pagePathFromFile("index.html")).toBe("/");
    expect(pagePathFromFile("blog/index.html")).toBe("/blog");
    expect(pagePathFromFile("blog/my-first-post/index.html")).toBe("/blog/my-first-post");
    expect(pagePathFromFile("test-flows.html")).toBe("/test-flows");
  });

  it("leaves out the SPA fallback", () => {
    expect(pagePathFromFile("__spa-fallback.html")).toBeUndefined();
  });
});

describe("isIndexable", () => {
  it("is false for pages with robots noindex (the not-found page)", () => {
    expect(isIndexable(`<head><title>Page not found</title><meta name="robots" content="noindex"/></head>`)).toBe(
      false,
    );
    expect(isIndexable(`<meta content="none" name="ROBOTS">`)).toBe(false);
    expect(isIndexable(`<meta name="description" content="noindex is just a word here"/>`)).toBe(true);
    expect(isIndexable(`<meta name="robots" content="index, follow"/>`)).toBe(true);
  });
});

describe("lastModified", () => {
  it("reads an article's JSON-LD date", () => {
    expect(
      lastModified(
        `<script type="application/ld+json">{"@type":"Article","datePublished":"2025-02-08T12:00:00.000Z"}</script>`,
      ),
    ).toBe("2025-02-08");
    expect(lastModified(`<script type="application/ld+json">{"@type":"MobileApplication"}</script>`)).toBeUndefined();
  });
});

describe("pageUrl", () => {
  it("is absolute on the site URL and percent-encodes each segment once", () => {
    expect(pageUrl("https://ember.cash", "/")).toBe("https://ember.cash/");
    expect(pageUrl("https://ember.cash", "/blog")).toBe("https://ember.cash/blog");
    expect(pageUrl("https://ember.cash/", "/blog/caf%C3%A9-notes")).toBe("https://ember.cash/blog/caf%C3%A9-notes");
    expect(pageUrl("https://ember.cash", "/blog/café notes")).toBe("https://ember.cash/blog/caf%C3%A9%20notes");
  });
});

describe("sitemapXml and robotsTxt", () => {
  it("writes a sitemaps.org urlset with escaped locations", () => {
    const xml = sitemapXml([
      { url: "https://ember.cash/" },
      { url: "https://ember.cash/blog/a&b", lastmod: "2025-02-08" },
    ]);
    expect(xml).toBe(
      [
        `<?xml version="1.0" encoding="UTF-8"?>`,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
        `  <url>`,
        `    <loc>https://ember.cash/</loc>`,
        `  </url>`,
        `  <url>`,
        `    <loc>https://ember.cash/blog/a&amp;b</loc>`,
        `    <lastmod>2025-02-08</lastmod>`,
        `  </url>`,
        `</urlset>`,
        ``,
      ].join("\n"),
    );
  });

  it("points robots.txt to the sitemap", () => {
    expect(robotsTxt("https://ember.cash")).toContain("Sitemap: https://ember.cash/sitemap.xml");
    expect(robotsTxt("https://ember.cash")).toMatch(/^User-agent: \*\nAllow: \//);
  });
});
