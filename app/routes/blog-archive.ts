import { loadBlogBuildData } from "../blog/build-time.server";

/**
 * Pre-rendered to /blog/archive.json: the signed events this build was made from, for the next build to read beside
 * the relays (docs/blog.md, "The archive"). A build without blog data publishes an empty archive.
 */
export async function loader() {
  const data = await loadBlogBuildData();
  const archive = data?.archive ?? { version: 1, builtAt: Date.now(), events: [], images: {} };
  return new Response(JSON.stringify(archive), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
