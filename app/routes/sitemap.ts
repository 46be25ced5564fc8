import { blogPagePaths } from "../blog/build-time.server";
import { PAGE_PATHS, sitemapXml } from "../site/pages";
import { isoDate } from "../blog/model/format";

/** Pre-rendered to build/client/sitemap.xml: the site's pages and every blog page the build pre-rendered. */
export async function loader() {
  const blog = (await blogPagePaths()).map(({ path, lastmod }) => ({
    path,
    lastmod: lastmod === undefined ? undefined : isoDate(lastmod)?.slice(0, 10),
  }));
  return new Response(sitemapXml([...PAGE_PATHS.map((path) => ({ path })), ...blog]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
