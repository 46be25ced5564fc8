import { MAX_ZAP_SATS } from "../../nostr/nip57";
import { groupThousands, isEnglish, messageNumber } from "../../i18n/figures";

/**
 * How the blog writes figures for readers (docs/product.md): read times, dates, counts and zapped totals, in the
 * page's language (`locale`: its BCP 47 tag, English by default). Pure. English is written out rather than with
 * Intl, exactly as Intl's en-US writes it (app/i18n/figures.ts says why). Every other language uses Intl, one
 * formatter per language and format, created on first use.
 */

/** Characters read per minute in the list's reading (docs/product.md). */
export const LIST_CHARACTERS_PER_MINUTE = 1000;
/** Words read per minute on the article page (docs/product.md). */
export const ARTICLE_WORDS_PER_MINUTE = 200;

// Both readings show at least one minute: "0 min read" for a short or empty article reads as broken.

/** The list's reading: ceil(characters / 1000), from the body's length in characters (UTF-16 units, as `length`). */
export function listReadMinutes(characters: number): number {
  return Math.max(1, Math.ceil(characters / LIST_CHARACTERS_PER_MINUTE));
}

export function countWords(content: string): number {
  const words = content.trim().split(/\s+/);
  return words[0] === "" ? 0 : words.length;
}

/** The article page's reading: ceil(words / 200). */
export function articleReadMinutes(content: string): number {
  return Math.max(1, Math.ceil(countWords(content) / ARTICLE_WORDS_PER_MINUTE));
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${name}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** A whole count (a counter, a page number): "2,100" in English, "2.100" in German, "۲٬۱۰۰" in Persian. */
export function formatCount(value: number, locale = "en"): string {
  const whole = Number.isFinite(value) ? Math.trunc(value) : 0;
  return messageNumber(locale, whole);
}

/**
 * A duration in minutes, short: "5 min" (English), "5 мин" (Russian), "5 分" (Japanese). The read time's
 * message puts it in a sentence ("5 min read").
 */
export function formatMinutes(minutes: number, locale = "en"): string {
  if (isEnglish(locale)) return `${minutes} min`;
  return numberFormat(locale, "minutes", { style: "unit", unit: "minute", unitDisplay: "short" }).format(minutes);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Feb 8, 2025" (en-US, short month; other languages as Intl writes a short date in them); in UTC so the
 * pre-rendered HTML and the browser agree. Empty for impossible dates.
 */
export function formatDate(unixSeconds: number, locale = "en"): string {
  const date = new Date(unixSeconds * 1000);
  if (!Number.isFinite(date.getTime())) return "";
  if (isEnglish(locale)) return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  let format = formatters.get(`${locale} date`) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
    formatters.set(`${locale} date`, format);
  }
  return format.format(date);
}

export function isoDate(unixSeconds: number): string | undefined {
  const date = new Date(unixSeconds * 1000);
  return Number.isFinite(date.getTime()) ? date.toISOString() : undefined;
}

const SATS_PER_BTC = 100_000_000;

/** A zapped total, its figure written for the page's language and its unit: the counters' message joins them. */
export interface ZapTotal {
  /** The figure, rounded down: "2,100", "25k", "1.5M" in English; "25 mil", "1,5 млн" elsewhere. */
  amount: string;
  unit: "sats" | "btc";
  /** The figure's value in its unit (rounded down as shown), for the message's plural. */
  value: number;
}

/**
 * A zapped total for the counters: sats ("2,100", "25k", "1.5M"), then bitcoin from 1 BTC on ("1.5", "2,100",
 * "21M"). Figures are rounded down, so a total is never overstated.
 */
export function zapTotal(sats: number, locale = "en"): ZapTotal {
  const whole = Number.isFinite(sats) ? Math.max(0, Math.min(Math.floor(sats), MAX_ZAP_SATS)) : 0;
  const figure = (value: number, kind: "whole" | "thousands" | "millions" | "decimal"): ZapTotal["amount"] =>
    isEnglish(locale) ? englishFigure(value, kind) : localFigure(value, kind, locale);
  if (whole < 10_000) return { amount: figure(whole, "whole"), unit: "sats", value: whole };
  if (whole < 1_000_000) {
    const value = Math.floor(whole / 1000) * 1000;
    return { amount: figure(value, "thousands"), unit: "sats", value };
  }
  if (whole < SATS_PER_BTC) {
    const value = floorMillions(whole);
    return { amount: figure(value, "millions"), unit: "sats", value };
  }
  const btc = whole / SATS_PER_BTC;
  if (btc < 10) {
    const value = floorTo(btc, 1);
    return { amount: figure(value, "decimal"), unit: "btc", value };
  }
  if (btc < 1_000_000) return { amount: figure(Math.floor(btc), "whole"), unit: "btc", value: Math.floor(btc) };
  const value = floorMillions(Math.floor(btc));
  return { amount: figure(value, "millions"), unit: "btc", value };
}

/**
 * A zapped total with its English unit: "2,100 sats", "25k sats", "1.5M sats", "1.5 BTC", "21M BTC" (the page
 * shows the counters' message, which reads the same in English).
 */
export function formatZapTotal(sats: number, locale = "en"): string {
  const { amount, unit } = zapTotal(sats, locale);
  return `${amount} ${unit === "btc" ? "BTC" : "sats"}`;
}

/** A value of millions rounded down: one decimal below 10M (1_599_999 -> 1_500_000), whole millions above. */
function floorMillions(value: number): number {
  const step = value < 10_000_000 ? 100_000 : 1_000_000;
  return Math.floor(value / step) * step;
}

/** Rounded down to `digits` decimals. */
function floorTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.floor(value * factor + 1e-9) / factor;
}

function englishFigure(value: number, kind: "whole" | "thousands" | "millions" | "decimal"): string {
  switch (kind) {
    case "whole":
      return groupThousands(value);
    case "thousands":
      return `${value / 1000}k`;
    case "millions":
      // Without a trailing ".0": 1_000_000 -> "1M", 1_500_000 -> "1.5M".
      return `${Math.round((value / 1_000_000) * 10) / 10}M`;
    case "decimal":
      return String(value);
  }
}

function localFigure(value: number, kind: "whole" | "thousands" | "millions" | "decimal", locale: string): string {
  if (kind === "whole") return messageNumber(locale, value);
  if (kind === "decimal") {
    return numberFormat(locale, "decimal", { maximumFractionDigits: 1, roundingMode: "floor" }).format(value);
  }
  // The language's short form of thousands and millions ("25 mil", "1,5 млн", "150万"), never rounded up.
  return numberFormat(locale, "compact", {
    notation: "compact",
    maximumFractionDigits: 1,
    roundingMode: "floor",
  }).format(value);
}

const languageNames = new Map<string, Intl.DisplayNames>();

/** The primary language of a BCP 47 tag: "pt-BR" -> "pt", "en-XA" -> "en". */
export const primaryLanguage = (tag: string) => tag.split("-")[0]!.toLowerCase();

/**
 * An article's language (an ISO 639-1 code) named in the page's language: "Spanish" on an English page, "espagnol"
 * on a French one; undefined when it is the page's own language (nothing to say) or Intl does not know it.
 */
export function otherLanguageName(language: string | undefined, locale = "en"): string | undefined {
  if (!language || language === primaryLanguage(locale)) return undefined;
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: "language", fallback: "none" });
    languageNames.set(locale, names);
  }
  return names.of(language);
}
