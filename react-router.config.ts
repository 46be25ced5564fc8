import type { Config } from "@react-router/dev/config";
import { PAGE_PATHS } from "./app/site/pages";
import { localizedPath, siteLocales } from "./app/i18n/locales";
import { splitPrerender } from "./app/site/prerender-split";
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
    const paths = [...PAGE_PATHS, ...(await blogPaths())];
    // Every page in every language (app/i18n/locales.ts; the pseudo-locale only in demo and test builds).
    const locales = siteLocales(process.env.VITE_PSEUDO_LOCALE === "1");
    const everyLanguage = (some: string[]) =>
      locales.flatMap((locale) => some.map((path) => localizedPath(path, locale)));
    // Part of the articles are rendered on a second thread, beside React Router's (app/prerender-thread-plugin.mjs).
    const { first, second } = splitPrerender(paths);
    handToSecondThread(everyLanguage(second));
    return everyLanguage(first);
  },
} satisfies Config;
