import type { Config } from "@react-router/dev/config";

/** Static pages for every known route; anything else loads the SPA fallback. */
export const STATIC_PATHS = ["/", "/blog", "/test-flows"];

export default {
  ssr: false,
  prerender: STATIC_PATHS,
} satisfies Config;
