import type { Config } from "@react-router/dev/config";
import { ARTICLE_NOT_FOUND_PATH, FILE_PATHS, PAGE_PATHS } from "./app/site/pages";
import { buildDir } from "./scripts/build-dir.mjs";

export default {
  ssr: false,
  // build/ for `npm run build`; build-demo/ for the local demo builds (scripts/build-dir.mjs).
  buildDirectory: buildDir(),
  // The site's pages and files (anything else loads the SPA fallback), plus every article the configured
  // relays return at build time (none, with a warning, when they don't answer).
  async prerender() {
    const { blogArticlePaths } = await import("./app/blog/build-time.server");
    const articles = await blogArticlePaths();
    // React Router refuses a build-time loader that no pre-rendered path reaches: a build without articles
    // pre-renders the article route once, at a path that shows "Article not found" (and is in no sitemap).
    return [...PAGE_PATHS, ...FILE_PATHS, ...(articles.length > 0 ? articles : [ARTICLE_NOT_FOUND_PATH])];
  },
} satisfies Config;
