// sitemap.xml and robots.txt from the pre-rendered pages.
import { attribute, escapeAttribute } from "./html.mjs";

/** The HTML files that are never pages of their own. */
const NOT_PAGES = new Set(["__spa-fallback.html", "404.html"]);

/** "index.html" -> "/", "blog/index.html" -> "/blog", "blog/a-b.html" -> "/blog/a-b"; undefined if not a page. */
export function pagePathFromFile(file) {
  if (NOT_PAGES.has(file)) return undefined;
  const path = `/${file}`.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return path === "" ? "/" : path;
}

/** False for pages that ask not to be indexed (the not-found page sets robots noindex). */
export function isIndexable(html) {
  for (const [, attributes] of html.matchAll(/<meta\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    if ((attribute(attributes, "name") ?? "").toLowerCase() !== "robots") continue;
    if (/\bnoindex\b|\bnone\b/i.test(attribute(attributes, "content") ?? "")) return false;
  }
  return true;
}

/** The date an article page says it was last changed (JSON-LD dateModified / datePublished), as YYYY-MM-DD. */
export function lastModified(html) {
  const match = /"date(?:Modified|Published)"\s*:\s*"(\d{4}-\d{2}-\d{2})/.exec(html);
  return match?.[1];
}

/** An absolute URL on the site for a path; each segment percent-encoded once. */
export function pageUrl(siteUrl, path) {
  const encoded = path
    .split("/")
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
    .join("/");
  return new URL(encoded, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

function decodeURIComponentSafe(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A sitemap (sitemaps.org 0.9) of absolute URLs, each optionally with a lastmod date. */
export function sitemapXml(entries) {
  const urls = entries.map(({ url, lastmod }) =>
    [
      `  <url>`,
      `    <loc>${escapeAttribute(url)}</loc>`,
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

export function robotsTxt(siteUrl) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /__spa-fallback.html",
    "",
    `Sitemap: ${pageUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
