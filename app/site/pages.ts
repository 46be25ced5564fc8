import { SITE_URL } from "../config";
import { escapeXml } from "./xml";
import { PAGES } from "./page-table";
import { localizedPath, type Locale } from "../i18n/locales";

/**
 * The pages every build pre-renders and lists in the sitemap, in every language (./page-table.ts); each article,
 * listing page, topic and author the build reads from the relays adds one more.
 */
export const PAGE_PATHS = PAGES.filter((page) => page.fixed).map((page) => page.path);

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
  /** The page in every language (hreflang -> path), itself included, as Google reads them from a sitemap. */
  alternates?: { hreflang: string; path: string }[];
}

/**
 * A page in every language: one entry per language, each naming them all (and English as x-default). An article
 * is not one of these: it has one address, in English (docs/languages.md).
 */
export function localizedEntries(path: string, locales: readonly Locale[], lastmod?: string): SitemapEntry[] {
  const alternates = [
    ...locales.map((locale) => ({ hreflang: locale.tag, path: localizedPath(path, locale) })),
    { hreflang: "x-default", path },
  ];
  return locales.map((locale) => ({ path: localizedPath(path, locale), lastmod, alternates }));
}

/** A sitemaps.org 0.9 urlset of the given pages, as absolute URLs on the site, with their languages. */
export function sitemapXml(entries: SitemapEntry[], siteUrl = SITE_URL): string {
  const urls = entries.map(({ path, lastmod, alternates = [] }) =>
    [
      `  <url>`,
      `    <loc>${escapeXml(pageUrl(path, siteUrl))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(pageUrl(alternate.path, siteUrl))}"/>`,
      ),
      `  </url>`,
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
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
    // Each language's own (builder/vite/spa-fallbacks-plugin.mjs).
    "Disallow: /*/__spa-fallback.html",
    `Disallow: ${ARTICLE_NOT_FOUND_PATH}`,
    "",
    `Sitemap: ${pageUrl("/sitemap.xml", siteUrl)}`,
    "",
  ].join("\n");
}
