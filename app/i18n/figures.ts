/**
 * Figures and plural forms in English without Intl. Creating a page's first Intl object (a number format, plural
 * rules) loads locale data: a main-thread task of 100-200 ms on a slow phone during hydration (measured on /blog at
 * 4x CPU slowdown: the page-number message's number format alone took 207 ms). English pages (most readers, and
 * the build's feeds) are spared it: these write exactly what Intl's en-US writes, for the figures the site shows.
 * Every other language uses Intl, one object per language and kind, created on first use; its pages start a worker
 * that loads the language's data first (docs/decisions/intl-warmed-in-a-worker.md). Pure.
 */

import { isEnglish } from "./english.mjs";

export { isEnglish };

/** A whole number with en-US's thousands separators: 2100 -> "2,100", -1234 -> "-1,234". */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number in a message (`{page, number}`, a plural's `#`), as @messageformat's runtime writes it (the language's
 * Intl.NumberFormat, of `value - offset`), with English whole numbers written by hand.
 */
export function messageNumber(locale: string, value: number, offset = 0): string {
  const figure = value - offset;
  if (isEnglish(locale) && Number.isSafeInteger(figure)) return groupThousands(figure);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(figure);
}

/**
 * English's plural category (CLDR, as Intl.PluralRules("en") answers): cardinal "one" for 1 (and -1), else "other";
 * ordinal "one" (1st, 21st), "two" (2nd, 22nd), "few" (3rd, 23rd), except 11th-13th, else "other".
 */
export function englishPlural(n: number, ordinal?: boolean): Intl.LDMLPluralRule {
  const abs = Math.abs(n);
  if (!ordinal) return abs === 1 ? "one" : "other";
  if (!Number.isInteger(abs)) return "other";
  const tens = abs % 100;
  if (tens >= 11 && tens <= 13) return "other";
  return (["other", "one", "two", "few"] as const)[abs % 10] ?? "other";
}
