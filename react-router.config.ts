import type { Config } from "@react-router/dev/config";
import { PAGE_PATHS } from "./app/site/pages";
import { siteLocales } from "./app/i18n/locales";
import { inTheirLanguages, splitPrerender } from "./app/site/prerender-split";
import { handToSecondThread } from "./app/prerender-thread-plugin.mjs";
import { buildDir } from "./scripts/build-dir.mjs";

export default {
  ssr: false,
  // build/ for `npm run build`; build-demo/ for the local demo builds (scripts/build-dir.mjs).
  buildDirectory: buildDir(),
  // The site's pages and files in every language (anything else loads the SPA fallback), plus every article of the archive (the
  // configured relays and the previous build's archive), the older pages, topics and authors, with their feeds
  // (none, with a warning, when neither answers).
  async prerender() {
    const { blogPaths } = await import("./app/blog/build-time.server");
    const blog = await blogPaths();
    const paths = [...PAGE_PATHS, ...blog.paths];
    // Every page in every language (app/i18n/locales.ts; the pseudo-locale only in demo and test builds), but the
    // articles past the blog's first page in English only (docs/decisions/articles-in-english-only.md).
    const locales = siteLocales(process.env.VITE_PSEUDO_LOCALE === "1");
    // Part of the articles are rendered on a second thread, beside React Router's (app/prerender-thread-plugin.mjs).
    const { first, second } = splitPrerender(paths);
    handToSecondThread(inTheirLanguages(second, locales, blog.englishOnly));
    return inTheirLanguages(first, locales, blog.englishOnly);
  },
} satisfies Config;
