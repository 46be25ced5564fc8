import { MAX_ZAP_SATS } from "../../nostr/nip57";

/**
 * How the blog writes figures for readers (docs/product.md): read times, dates and zapped totals. Pure; written
 * out rather than with Intl: creating the first Intl formatter loads locale data, a main-thread task of about
 * 100 ms on a slow phone during hydration.
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

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Feb 8, 2025" (en-US, short month); in UTC so the pre-rendered HTML and the browser agree. Empty for
 * impossible dates. Written out rather than with Intl.DateTimeFormat: creating the first Intl formatter
 * loads locale data, a main-thread task of about 100 ms on a slow phone during hydration.
 */
export function formatDate(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  if (!Number.isFinite(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function isoDate(unixSeconds: number): string | undefined {
  const date = new Date(unixSeconds * 1000);
  return Number.isFinite(date.getTime()) ? date.toISOString() : undefined;
}

const SATS_PER_BTC = 100_000_000;

/**
 * A zapped total for the counters, with its unit: "2,100 sats", "25k sats", "1.5M sats", then in bitcoin
 * from 1 BTC on ("1.5 BTC", "2,100 BTC", "21M BTC"). Figures are rounded down, so a total is never overstated.
 */
export function formatZapTotal(sats: number): string {
  const whole = Number.isFinite(sats) ? Math.max(0, Math.min(Math.floor(sats), MAX_ZAP_SATS)) : 0;
  if (whole < 10_000) return `${groupThousands(whole)} sats`;
  if (whole < 1_000_000) return `${Math.floor(whole / 1000)}k sats`;
  if (whole < SATS_PER_BTC) return `${shortMillions(whole)} sats`;
  const btc = whole / SATS_PER_BTC;
  if (btc < 10) return `${floorTo(btc, 1)} BTC`;
  if (btc < 1_000_000) return `${groupThousands(Math.floor(btc))} BTC`;
  return `${shortMillions(Math.floor(btc))} BTC`;
}

/** 1_500_000 -> "1.5M", 21_000_000 -> "21M" (one decimal below 10M, rounded down). */
function shortMillions(value: number): string {
  const millions = value / 1_000_000;
  return `${millions < 10 ? floorTo(millions, 1) : Math.floor(millions)}M`;
}

/** Rounded down to `digits` decimals, without a trailing ".0". */
function floorTo(value: number, digits: number): string {
  const factor = 10 ** digits;
  return String(Math.floor(value * factor + 1e-9) / factor);
}

/** 2100 -> "2,100", as en-US writes it (without Intl: its first use loads locale data on the main thread). */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}
