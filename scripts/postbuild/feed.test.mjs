import { describe, expect, it } from "vitest";
import { renderFeed } from "./20-feed.mjs";

const item = {
  title: 'Ecash & <Lightning> "101"',
  summary: "A <b>guide</b>\u0000",
  slug: "ecash-lightning-101",
  publishedAt: 1_738_972_800,
  topics: ["ecash", "bitcoin"],
  author: "Demo Author",
  id: "30023:abc:ecash",
};

describe("renderFeed", () => {
  it("lists the articles newest first with links to their pages", () => {
    const older = { ...item, title: "Older", slug: "older", publishedAt: 1_700_000_000, id: "30023:abc:older" };
    const xml = renderFeed({ siteUrl: "https://example.com/", items: [older, item] });
    expect(xml).toContain("<link>https://example.com/blog/ecash-lightning-101</link>");
    expect(xml.indexOf("ecash-lightning-101")).toBeLessThan(xml.indexOf("/blog/older"));
    expect(xml).toContain("<pubDate>Sat, 08 Feb 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>ecash</category>");
  });

  it("escapes markup and drops characters XML forbids", () => {
    const xml = renderFeed({ siteUrl: "https://example.com", items: [item] });
    expect(xml).toContain("<title>Ecash &amp; &lt;Lightning&gt; &quot;101&quot;</title>");
    expect(xml).toContain("<description>A &lt;b&gt;guide&lt;/b&gt;</description>");
    expect(xml).not.toContain("\u0000");
  });

  it("is a valid, empty channel without articles", () => {
    const xml = renderFeed({ siteUrl: "https://example.com", items: [] });
    expect(xml).toContain("<channel>");
    expect(xml).not.toContain("<item>");
  });
});
