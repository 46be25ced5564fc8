import { LOCALES } from "../i18n/locales";
import { describe, expect, it } from "vitest";
import { localizedEntries, pageUrl, robotsTxt, sitemapXml } from "./pages";
import { escapeXml } from "./xml";

describe("pageUrl", () => {
  it("is absolute on the site URL and percent-encodes each segment once", () => {
    expect(pageUrl("/", "https://ember.cash")).toBe("https://ember.cash/");
    expect(pageUrl("/blog", "https://ember.cash")).toBe("https://ember.cash/blog");
    expect(pageUrl("/blog/caf%C3%A9-notes", "https://ember.cash/")).toBe("https://ember.cash/blog/caf%C3%A9-notes");
    expect(pageUrl("/blog/café notes", "https://ember.cash")).toBe("https://ember.cash/blog/caf%C3%A9%20notes");
    expect(pageUrl("/blog/100%-broken", "https://ember.cash")).toBe("https://ember.cash/blog/100%25-broken");
  });
});

describe("sitemapXml and robotsTxt", () => {
  it("writes a sitemaps.org urlset of absolute, encoded locations", () => {
    expect(sitemapXml([{ path: "/" }, { path: "/blog/a&b", lastmod: "2025-02-08" }], "https://ember.cash")).toBe(
      [
        `<?xml version="1.0" encoding="UTF-8"?>`,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
        `  <url>`,
        `    <loc>https://ember.cash/</loc>`,
        `  </url>`,
        `  <url>`,
        `    <loc>https://ember.cash/blog/a%26b</loc>`,
        `    <lastmod>2025-02-08</lastmod>`,
        `  </url>`,
        `</urlset>`,
        ``,
      ].join("\n"),
    );
  });

  it("lists a page once per language, each naming every language and English as x-default", () => {
    const locales = LOCALES.filter((locale) => ["en", "fa"].includes(locale.tag));
    const entries = localizedEntries("/blog", locales, "2025-02-08");
    expect(entries.map((entry) => entry.path)).toEqual(["/blog", "/fa/blog"]);
    const xml = sitemapXml(entries, "https://ember.cash");
    const links = [
      `    <xhtml:link rel="alternate" hreflang="en" href="https://ember.cash/blog"/>`,
      `    <xhtml:link rel="alternate" hreflang="fa" href="https://ember.cash/fa/blog"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="https://ember.cash/blog"/>`,
    ].join("\n");
    expect(xml).toContain(`    <loc>https://ember.cash/fa/blog</loc>\n    <lastmod>2025-02-08</lastmod>\n${links}`);
    expect(xml.split(links)).toHaveLength(3);
  });

  it("points robots.txt to the sitemap and keeps crawlers off the SPA fallback", () => {
    const robots = robotsTxt("https://example.com");
    expect(robots).toMatch(/^User-agent: \*\nAllow: \//);
    expect(robots).toContain("Disallow: /__spa-fallback.html");
    expect(robots).toContain("Disallow: /*/__spa-fallback.html");
    expect(robots).toContain("Disallow: /blog/article-not-found");
    expect(robots).toContain("Sitemap: https://example.com/sitemap.xml");
  });
});

describe("escapeXml", () => {
  it("escapes markup and drops the characters XML 1.0 forbids", () => {
    expect(escapeXml(`Ecash & <Lightning> "101"`)).toBe("Ecash &amp; &lt;Lightning&gt; &quot;101&quot;");
    expect(escapeXml("a\u0000b\u0008c\td\ne\uFFFEf\uD800g")).toBe("abc\td\nefg");
    expect(escapeXml("sats ⚡ 🤙")).toBe("sats ⚡ 🤙");
  });
});
