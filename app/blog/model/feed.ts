import { PRODUCT_NAME, SITE_URL } from "../../config";
import { pageUrl } from "../../site/pages";
import { escapeXml } from "../../site/xml";
import type { ListArticle } from "./article";
import { displayName, emptyProfile, type AuthorProfile } from "./author";

const rfc822 = (unixSeconds: number) => {
  const date = new Date(unixSeconds * 1000);
  return (Number.isFinite(date.getTime()) ? date : new Date(0)).toUTCString();
};

/**
 * The blog's RSS 2.0 feed (/blog/feed.xml): the articles newest first, each linked to its page. `channel` names a
 * listing's own feed (a topic's, an author's): its title, its own address and its page.
 */
export function feedXml(
  articles: ListArticle[],
  profiles: Record<string, AuthorProfile>,
  siteUrl = SITE_URL,
  productName = PRODUCT_NAME,
  channel: { title?: string; self?: string; link?: string } = {},
): string {
  const newest = articles.reduce((max, article) => Math.max(max, article.publishedAt), 0);
  const items = [...articles]
    .sort((a, b) => b.publishedAt - a.publishedAt)
    .map((article) => {
      const author = displayName(profiles[article.pubkey] ?? emptyProfile(article.pubkey), "article");
      return [
        "    <item>",
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${escapeXml(pageUrl(`/blog/${article.slug}`, siteUrl))}</link>`,
        `      <guid isPermaLink="false">${escapeXml(article.address)}</guid>`,
        `      <pubDate>${rfc822(article.publishedAt)}</pubDate>`,
        `      <dc:creator>${escapeXml(author)}</dc:creator>`,
        ...article.topics.map((topic) => `      <category>${escapeXml(topic)}</category>`),
        `      <description>${escapeXml(article.summary)}</description>`,
        "    </item>",
      ].join("\n");
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title ?? `${productName} blog`)}</title>`,
    `    <link>${escapeXml(pageUrl(channel.link ?? "/blog", siteUrl))}</link>`,
    `    <atom:link href="${escapeXml(pageUrl(channel.self ?? "/blog/feed.xml", siteUrl))}" rel="self" type="application/rss+xml"/>`,
    "    <description>Long-form articles on bitcoin, ecash, lightning and nostr.</description>",
    "    <language>en</language>",
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
