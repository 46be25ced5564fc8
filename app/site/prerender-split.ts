/**
 * The pre-rendering runs on two threads (builder/vite/prerender-thread-plugin.mjs): React Router renders its share of the
 * pages on the build's thread while a worker thread renders the rest. The second share is made of articles' pages
 * only: each has a build-time loader and none redirects, so the worker's loop stays as simple as React Router's.
 */

import { DEFAULT_LOCALE, localizedPath, type Locale } from "../i18n/locales";

/** An article's address, as its route (`blog/:slug`) matches it. */
const ARTICLE_PATH = /^\/blog\/[^/]+$/;

/**
 * The part of the articles the second thread renders. React Router's share also holds the listings (30 cards
 * each) and the other pages, so the threads finish together with more than half of the articles on the second
 * (docs/decisions/prerender-on-two-threads.md).
 */
export const SECOND_THREAD_PART = 0.7;

/**
 * Splits the build's addresses (before languages) into React Router's and the second thread's. An article goes
 * with all its languages, so its body is rendered once per build; the first article always stays with React
 * Router, which refuses a build-time loader that none of its own addresses reaches.
 */
export function splitPrerender(paths: string[], part = SECOND_THREAD_PART): { first: string[]; second: string[] } {
  const first: string[] = [];
  const second: string[] = [];
  let articles = 0;
  for (const path of paths) {
    if (!ARTICLE_PATH.test(path)) {
      first.push(path);
      continue;
    }
    // Spread evenly: the second thread takes an article whenever its part of those so far is a whole one more.
    articles += 1;
    if (articles > 1 && second.length < Math.floor(articles * part + 1e-9)) second.push(path);
    else first.push(path);
  }
  return { first, second };
}

/**
 * The addresses to pre-render for `paths` (before languages): each in every one of `locales`, but those of
 * `englishOnly` at their English address alone (the older articles: builder/blog/snapshot.ts blogPaths).
 */
export function inTheirLanguages(
  paths: readonly string[],
  locales: readonly Locale[],
  englishOnly: ReadonlySet<string>,
): string[] {
  return paths.flatMap((path) =>
    englishOnly.has(path)
      ? [localizedPath(path, DEFAULT_LOCALE)]
      : locales.map((locale) => localizedPath(path, locale)),
  );
}
