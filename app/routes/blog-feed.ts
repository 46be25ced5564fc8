import { loadBlogBuildData } from "../blog/build-time.server";
import { feedXml } from "../blog/model/feed";

/** Pre-rendered to build/client/blog/feed.xml from the build's articles (an empty, valid feed without them). */
export async function loader() {
  const data = await loadBlogBuildData();
  return new Response(feedXml(data?.articles ?? [], data?.profiles ?? {}), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
