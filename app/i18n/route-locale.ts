import { localeOfPrefix, type Locale } from "./locales";
import { SITE_LOCALES } from "./site-locales";

/** The language a route's `lang` parameter names; undefined for a prefix that names none (the page is not found). */
export function routeLocale(params: { lang?: string }): Locale | undefined {
  return localeOfPrefix(params.lang, SITE_LOCALES);
}
