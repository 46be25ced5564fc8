import type { Config } from "@react-router/dev/config";
import { buildDir } from "./scripts/build-dir.mjs";

/** Static pages for every known route; anything else loads the SPA fallback. */
export const STATIC_PATHS = ["/", "/blog", "/test-flows", "/privacy"];

export default {
  ssr: false,
  // build/ for `npm run build`; build-demo/ for the local demo builds (scripts/build-dir.mjs).
  buildDirectory: buildDir(),
  // Plus every article the configured relays return at build time (none, with a warning, when they don't answer).
  async prerender() {
    const { blogArticlePaths } = await import("./app/blog/build-time.server");
    return [...STATIC_PATHS, ...(await blogArticlePaths())];
  },
} satisfies Config;
