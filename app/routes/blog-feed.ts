import { loadBlogBuildData } from "../blog/build-time.server";
import { feedXml } from "../blog/model/feed";
import { LIST_PAGE_SIZE } from "../blog/model/listing";

/** Pre-rendered to build/client/blog/feed.xml from the build's newest 30 articles (an empty, valid feed without them). */
export async function loader() {
  const data = await loadBlogBuildData();
  return new Response(feedXml((data?.articles ?? []).slice(0, LIST_PAGE_SIZE), data?.profiles ?? {}), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
