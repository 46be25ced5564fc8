import { describe, expect, it } from "vitest";
import type { ListArticle } from "./article";
import { emptyProfile } from "./author";
import { feedXml } from "./feed";

const PUBKEY = "a".repeat(64);
const article: ListArticle = {
  id: "1".repeat(64),
  pubkey: PUBKEY,
  identifier: "ecash",
  address: `30023:${PUBKEY}:ecash`,
  createdAt: 1_738_972_900,
  publishedAt: 1_738_972_800,
  title: 'Ecash & <Lightning> "101"',
  summary: "A <b>guide</b>\u0000",
  topics: ["ecash", "bitcoin"],
  slug: "ecash-lightning-101",
};
const older: ListArticle = { ...article, title: "Older", slug: "older", publishedAt: 1_700_000_000 };
const profiles = { [PUBKEY]: { ...emptyProfile(PUBKEY), displayName: "Demo Author" } };

describe("feedXml", () => {
  it("lists the articles newest first, linked to their pages, with their author and topics", () => {
    const xml = feedXml([older, article], profiles, "https://example.com/", "Acme");
    expect(xml).toContain("<title>Acme blog</title>");
    expect(xml).toContain("<link>https://example.com/blog/ecash-lightning-101</link>");
    expect(xml.indexOf("/blog/ecash-lightning-101")).toBeLessThan(xml.indexOf("/blog/older"));
    expect(xml).toContain("<pubDate>Sat, 08 Feb 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Sat, 08 Feb 2025 00:00:00 GMT</lastBuildDate>");
    expect(xml).toContain(`<guid isPermaLink="false">30023:${PUBKEY}:ecash</guid>`);
    expect(xml).toContain("<dc:creator>Demo Author</dc:creator>");
    expect(xml).toContain("<category>ecash</category>");
  });

  it("escapes markup and drops characters XML forbids", () => {
    const xml = feedXml([article], profiles, "https://example.com", "Acme");
    expect(xml).toContain("<title>Ecash &amp; &lt;Lightning&gt; &quot;101&quot;</title>");
    expect(xml).toContain("<description>A &lt;b&gt;guide&lt;/b&gt;</description>");
    expect(xml).not.toContain("\u0000");
  });

  it("names an author without a profile by the blog's fallback", () => {
    const xml = feedXml([article], {}, "https://example.com", "Acme");
    expect(xml).toMatch(/<dc:creator>[^<]+<\/dc:creator>/);
    expect(xml).not.toContain("<dc:creator></dc:creator>");
  });

  it("is a valid, empty channel without articles", () => {
    const xml = feedXml([], {}, "https://example.com", "Acme");
    expect(xml).toContain("<channel>");
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
  });
});
