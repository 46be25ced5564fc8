// Post-build step: the blog's RSS 2.0 feed, build/client/blog/feed.xml, from the articles the build read
// from the relays (written by app/blog/build-time.server.ts). Without relay data the feed is valid and empty.
import { readSiteConfig } from "./lib/site-config.mjs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

export const FEED_DATA_FILE = "build/blog-feed-data.json";
const DEFAULT_SITE_URL = "https://ember.cash";

/** Drops what XML 1.0 forbids: control characters other than tab, newline and return; lone surrogates. */
const xmlChars = (text) =>
  Array.from(String(text))
    .filter((char) => {
      const code = char.codePointAt(0);
      if (code === 9 || code === 10 || code === 13) return true;
      return code >= 32 && !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff;
    })
    .join("");

const escapeXml = (text) =>
  xmlChars(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const rfc822 = (unixSeconds) => {
  const date = new Date(unixSeconds * 1000);
  return Number.isFinite(date.getTime()) ? date.toUTCString() : new Date(0).toUTCString();
};

/** The RSS document for the given feed data ({ siteUrl, items: [{ title, summary, slug, publishedAt, topics, author, id }] }). */
export function renderFeed({ siteUrl = DEFAULT_SITE_URL, items = [] }, productName = "Ember") {
  const base = siteUrl.replace(/\/+$/, "");
  const newest = items.reduce((max, item) => Math.max(max, item.publishedAt), 0);
  const entries = [...items]
    .sort((a, b) => b.publishedAt - a.publishedAt)
    .map((item) => {
      const link = `${base}/blog/${encodeURIComponent(item.slug)}`;
      return [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="false">${escapeXml(item.id)}</guid>`,
        `      <pubDate>${rfc822(item.publishedAt)}</pubDate>`,
        `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
        ...(item.topics ?? []).map((topic) => `      <category>${escapeXml(topic)}</category>`),
        `      <description>${escapeXml(item.summary)}</description>`,
        "    </item>",
      ].join("\n");
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${productName} blog`)}</title>`,
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${base}/blog/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    "    <description>Long-form articles on bitcoin, ecash, lightning and nostr.</description>",
    "    <language>en</language>",
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export default async function writeFeed({ clientDir, env }) {
  let data = { items: [] };
  try {
    data = JSON.parse(await readFile(resolve(FEED_DATA_FILE), "utf8"));
  } catch {
    console.warn("postbuild: no blog data from the build; writing an empty feed");
  }
  await mkdir(join(clientDir, "blog"), { recursive: true });
  const { productName } = await readSiteConfig({ env });
  await writeFile(join(clientDir, "blog", "feed.xml"), renderFeed(data, productName));
}
