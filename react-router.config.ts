import type { Config } from "@react-router/dev/config";

/** Static pages for every known route; anything else loads the SPA fallback. */
export const STATIC_PATHS = ["/", "/blog", "/test-flows"];

export default {
  ssr: false,
  // Plus every article the configured relays return at build time (none, with a warning, when they don't answer).
  async prerender() {
    const { blogArticlePaths } = await import("./app/blog/build-time.server");
    return [...STATIC_PATHS, ...(await blogArticlePaths())];
  },
} satisfies Config;
