// sitemap.xml from the pre-rendered pages (the SPA fallback and noindex pages left out), with
// absolute URLs on SITE_URL (app/config.ts), and robots.txt pointing to it.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { listHtmlFiles } from "./lib/html.mjs";
import { readSiteConfig } from "./lib/site-config.mjs";
import { isIndexable, lastModified, pagePathFromFile, pageUrl, robotsTxt, sitemapXml } from "./lib/sitemap.mjs";

export default async function sitemap({ clientDir, env }) {
  const { siteUrl } = await readSiteConfig({ env });
  const entries = [];
  for (const file of await listHtmlFiles(clientDir)) {
    const path = pagePathFromFile(file);
    if (!path) continue;
    const html = await readFile(join(clientDir, file), "utf8");
    if (!isIndexable(html)) continue;
    entries.push({ path, url: pageUrl(siteUrl, path), lastmod: lastModified(html) });
  }
  // Home first, then by path: stable output for stable input.
  entries.sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(entries));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  console.log(`sitemap: ${entries.length} pages`);
}
