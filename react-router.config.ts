import type { Config } from "@react-router/dev/config";
import { FILE_PATHS, PAGE_PATHS } from "./app/site/pages";
import { buildDir } from "./scripts/build-dir.mjs";

export default {
  ssr: false,
  // build/ for `npm run build`; build-demo/ for the local demo builds (scripts/build-dir.mjs).
  buildDirectory: buildDir(),
  // The site's pages and files (anything else loads the SPA fallback), plus every article the configured
  // relays return at build time (none, with a warning, when they don't answer).
  async prerender() {
    const { blogArticlePaths } = await import("./app/blog/build-time.server");
    return [...PAGE_PATHS, ...FILE_PATHS, ...(await blogArticlePaths())];
  },
} satisfies Config;
