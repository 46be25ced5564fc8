import type { Config } from "@react-router/dev/config";
import { PAGE_PATHS } from "./app/site/pages";
import { siteLocales } from "./app/i18n/locales";
import { inTheirLanguages, splitPrerender } from "./app/site/prerender-split";
import { handToSecondThread } from "./builder/vite/prerender-thread-plugin.mjs";
import { buildDir } from "./builder/build-dir.mjs";

export default {
  ssr: false,
  // React Router 8's behaviour where the site already follows it, React Router 7's where adopting it would change
  // the site; set either way, so the build prints no future-flag warning
  // (node_modules/react-router/docs/upgrading/future.md).
  future: {
    // No route has middleware and no loader reads `context`; the browser's router makes its context the v8 way
    // whatever the flag says. A demo build with it is the same files but for the flags written in each page.
    v8_middleware: true,
    // No loader reads `request.url` (they run at build time only, on params). Same files, as above.
    v8_passThroughRequests: true,
    // Would split the routes' clientLoader and HydrateFallback into chunks of their own: the site's chunks are
    // chosen by hand (vite.config.ts, docs/decisions/article-code-in-one-chunk.md).
    v8_splitRouteModules: false,
    // React Router 7.18.4's build through Vite's environment API fails on this site ("The server is being
    // restarted or closed" in the pre-rendering build): left for the move to React Router 8.
    v8_viteEnvironmentApi: false,
    // Would change the `.data` addresses the browser asks for, and builder/vite/prerender-thread.mjs writes them itself.
    v8_trailingSlashAwareDataRequests: false,
  },
  // build/ for `npm run build`; build-demo/ for the local demo builds (builder/build-dir.mjs).
  buildDirectory: buildDir(),
  // The site's pages and files in every language (anything else loads the SPA fallback), plus every article of the archive (the
  // configured relays and the previous build's archive), the older pages, topics and authors, with their feeds
  // (none, with a warning, when neither answers).
  async prerender() {
    const { blogPaths } = await import("./builder/blog/snapshot");
    const blog = await blogPaths();
    const paths = [...PAGE_PATHS, ...blog.paths];
    // Every page in every language (app/i18n/locales.ts; the pseudo-locale only in demo and test builds), but the
    // articles past the blog's first page in English only (docs/decisions/articles-in-english-only.md).
    const locales = siteLocales(process.env.VITE_PSEUDO_LOCALE === "1");
    // Part of the articles are rendered on a second thread, beside React Router's (builder/vite/prerender-thread-plugin.mjs).
    const { first, second } = splitPrerender(paths);
    handToSecondThread(inTheirLanguages(second, locales, blog.englishOnly));
    return inTheirLanguages(first, locales, blog.englishOnly);
  },
} satisfies Config;
