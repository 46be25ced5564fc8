/**
 * The languages the site speaks (docs/languages.md): English at today's addresses, each other language under its
 * own prefix (/es/blog, /fa/test-flows). Pure: no React, no catalogue.
 */

export interface Locale {
  /** The BCP 47 tag: `<html lang>`, hreflang, Intl. */
  tag: string;
  /** The first path segment of the language's pages ("" for English). */
  prefix: string;
  /** The language named in itself, as the switcher shows it. */
  name: string;
  dir: "ltr" | "rtl";
  /** Open Graph's locale (language_TERRITORY). */
  og: string;
}

export const DEFAULT_LOCALE: Locale = { tag: "en", prefix: "", name: "English", dir: "ltr", og: "en_US" };

/** Every published language, English first, then by the switcher's order. */
export const LOCALES: readonly Locale[] = [
  DEFAULT_LOCALE,
  { tag: "es", prefix: "es", name: "Español", dir: "ltr", og: "es_ES" },
  { tag: "pt-BR", prefix: "pt-br", name: "Português (Brasil)", dir: "ltr", og: "pt_BR" },
  { tag: "fr", prefix: "fr", name: "Français", dir: "ltr", og: "fr_FR" },
  { tag: "de", prefix: "de", name: "Deutsch", dir: "ltr", og: "de_DE" },
  { tag: "ru", prefix: "ru", name: "Русский", dir: "ltr", og: "ru_RU" },
  { tag: "tr", prefix: "tr", name: "Türkçe", dir: "ltr", og: "tr_TR" },
  { tag: "fa", prefix: "fa", name: "فارسی", dir: "rtl", og: "fa_IR" },
  { tag: "ar", prefix: "ar", name: "العربية", dir: "rtl", og: "ar_AR" },
  { tag: "zh-CN", prefix: "zh-cn", name: "简体中文", dir: "ltr", og: "zh_CN" },
  { tag: "ja", prefix: "ja", name: "日本語", dir: "ltr", og: "ja_JP" },
];

/**
 * The pseudo-locale (accented, lengthened English) for development and the browser tests: a string that escaped
 * translation shows as plain English on its pages. Never in a production build.
 */
export const PSEUDO_LOCALE: Locale = {
  tag: "en-XA",
  prefix: "en-xa",
  name: "[Ëñğļîšĥ]",
  dir: "ltr",
  og: "en_XA",
};

/** The languages a build publishes: LOCALES, and the pseudo-locale when asked for (`withPseudo`). */
export function siteLocales(withPseudo: boolean): readonly Locale[] {
  return withPseudo ? [...LOCALES, PSEUDO_LOCALE] : LOCALES;
}

/** The language a URL prefix names, among `locales`; undefined for none. */
export function localeOfPrefix(prefix: string | undefined, locales: readonly Locale[]): Locale | undefined {
  if (prefix === undefined || prefix === "") return DEFAULT_LOCALE;
  return locales.find((locale) => locale.prefix !== "" && locale.prefix === prefix.toLowerCase());
}

/** A path's language and the path without its prefix ("/es/blog" -> es, "/blog"); English for any other path. */
export function splitLocalePath(path: string, locales: readonly Locale[]): { locale: Locale; path: string } {
  const [, first = "", ...rest] = path.split("/");
  const locale = first ? localeOfPrefix(first, locales) : undefined;
  if (!locale || locale === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path };
  return { locale, path: `/${rest.join("/")}` };
}

/** A site path in a language: "/blog" in es is "/es/blog", "/" is "/es". Hashes and queries stay as they are. */
export function localizedPath(path: string, locale: Locale): string {
  if (!locale.prefix || !path.startsWith("/")) return path;
  if (path === "/") return `/${locale.prefix}`;
  if (path.startsWith("/#") || path.startsWith("/?")) return `/${locale.prefix}${path.slice(1)}`;
  return `/${locale.prefix}${path}`;
}

/**
 * The site language a browser's preferences (navigator.languages, most preferred first) ask for: the first one
 * the site has, matched by tag, else by language alone ("pt-PT" is Brazilian Portuguese, "es-AR" Spanish).
 * Chinese matches only as Simplified Chinese (zh, zh-CN, zh-SG, zh-Hans): a Traditional Chinese reader is not
 * sent to Simplified. Undefined when none matches.
 */
export function preferredLocale(languages: readonly string[], locales: readonly Locale[]): Locale | undefined {
  for (const language of languages) {
    const tag = language.toLowerCase();
    const exact = locales.find((locale) => locale.tag.toLowerCase() === tag);
    if (exact) return exact;
    const [primary, ...rest] = tag.split("-");
    if (primary === "zh" && rest.some((part) => ["tw", "hk", "mo", "hant"].includes(part))) continue;
    const sameLanguage = locales.find((locale) => locale.tag.toLowerCase().split("-")[0] === primary);
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}
