import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "../config";
import { DEFAULT_LOCALE, localeOfPrefix, type Locale } from "./locales";
import { translator } from "./messages";
import { SITE_LOCALES } from "./site-locales";

/** The language a route's `lang` parameter names; undefined for a prefix that names none (the page is not found). */
export function routeLocale(params: { lang?: string }): Locale | undefined {
  return localeOfPrefix(params.lang, SITE_LOCALES);
}

/**
 * The meta of a page that does not exist, in the language of its address (English when it names none): every
 * route's meta falls back to it for an address that names no language.
 */
export function notFoundMeta({ params }: { params: { lang?: string } }): MetaDescriptor[] {
  const t = translator(routeLocale(params) ?? DEFAULT_LOCALE);
  return [{ title: t("shell.notFound.metaTitle", { name: PRODUCT_NAME }) }, { name: "robots", content: "noindex" }];
}
