import type { Config } from "@react-router/dev/config";
import { PAGE_PATHS } from "./app/site/pages";
import { buildDir } from "./scripts/build-dir.mjs";

export default {
  ssr: false,
  // build/ for `npm run build`; build-demo/ for the local demo builds (scripts/build-dir.mjs).
  buildDirectory: buildDir(),
  // The site's pages and files (anything else loads the SPA fallback), plus every article of the archive (the
  // configured relays and the previous build's archive), the older pages, topics and authors, with their feeds
  // (none, with a warning, when neither answers).
  async prerender() {
    const { blogPaths } = await import("./app/blog/build-time.server");
    return [...PAGE_PATHS, ...(await blogPaths())];
  },
} satisfies Config;
