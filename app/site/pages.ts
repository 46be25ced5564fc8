import { SITE_URL } from "../config";
import { escapeXml } from "./xml";

/** The pages pre-rendered by every build; each article the build reads from the relays adds one more. */
export const PAGE_PATHS = ["/", "/blog", "/test-flows", "/privacy"];

/**
 * Pre-rendered only by a build that read no article (react-router.config.ts says why); crawlers are asked
 * to skip it. The browser path of an article never gets `noindex`: its meta cannot know the article yet.
 */
export const ARTICLE_NOT_FOUND_PATH = "/blog/article-not-found";

/** An absolute URL on the site for a path; each segment percent-encoded once. */
export function pageUrl(path: string, siteUrl = SITE_URL): string {
  const encoded = path
    .split("/")
    .map((segment) => encodeURIComponent(decodeSegment(segment)))
    .join("/");
  return new URL(encoded, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/** A sitemaps.org 0.9 urlset of the given pages, as absolute URLs on the site. */
export function sitemapXml(entries: SitemapEntry[], siteUrl = SITE_URL): string {
  const urls = entries.map(({ path, lastmod }) =>
    [
      `  <url>`,
      `    <loc>${escapeXml(pageUrl(path, siteUrl))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      `  </url>`,
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled but the SPA fallback and the placeholder article, and the sitemap's address. */
export function robotsTxt(siteUrl = SITE_URL): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /__spa-fallback.html",
    `Disallow: ${ARTICLE_NOT_FOUND_PATH}`,
    "",
    `Sitemap: ${pageUrl("/sitemap.xml", siteUrl)}`,
    "",
  ].join("\n");
}
