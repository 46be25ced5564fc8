import { loadBlogBuildData } from "../blog/build-time.server";
import { PAGE_PATHS, sitemapXml } from "../site/pages";
import { isoDate } from "../blog/model/format";

/** Pre-rendered to build/client/sitemap.xml: the site's pages and every article the build pre-rendered. */
export async function loader() {
  const data = await loadBlogBuildData();
  const articles = (data?.articles ?? []).map((article) => ({
    path: `/blog/${article.slug}`,
    lastmod: isoDate(article.createdAt)?.slice(0, 10),
  }));
  return new Response(sitemapXml([...PAGE_PATHS.map((path) => ({ path })), ...articles]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
