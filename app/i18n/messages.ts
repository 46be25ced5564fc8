import { use, useCallback, useContext } from "react";
import { UNSAFE_LocationContext } from "react-router";
import { preloadModule } from "react-dom";
import { chunkFiles, eager, load } from "virtual:messages";
import type source from "./messages/en.json";
import { splitLocalePath, type Locale } from "./locales";
import { SITE_LOCALES } from "./site-locales";
import { PAGES, pageOfPath, type PageArea } from "../site/page-table";

/**
 * The site's words in the visitor's language (docs/languages.md). Components ask for them by key with `useT`,
 * naming the areas they use; each area of each language is one small module, loaded before the page hydrates
 * (entry.client.tsx) or, on a navigation to another area or language, while the old page stays (the hook
 * suspends inside the navigation's transition).
 */

export type MessageKey = Exclude<keyof typeof source, "@metadata">;
/**
 * The catalogues' areas: a key's first segment; one chunk per language each. Two are no page's: the FAQ's words load
 * with the FAQ's own code, when the visitor nears it (app/landing/faq/faq-section.tsx), and the language note's in
 * the language it offers, with the note (app/shell/language-note.tsx), instead of that language's whole shell.
 */
export type Area = "shell" | "faq" | "languageNote" | PageArea;
export const AREAS: readonly Area[] = ["shell", "faq", "languageNote", ...new Set(PAGES.flatMap((page) => page.areas))];
export type Values = Record<string, unknown>;
type Compiled = Record<string, (values?: Values) => string>;

const loaded = new Map<string, Compiled>(Object.entries(eager));
const pending = new Map<string, Promise<void>>();

const areaOf = (key: string) => key.slice(0, key.indexOf("."));

/** Loads the areas of a language; resolves at once for those already here. */
export function loadMessages(tag: string, areas: readonly Area[]): Promise<void> {
  return Promise.all(areas.map((area) => loadArea(`${tag}/${area}`))).then(() => undefined);
}

function loadArea(name: string): Promise<void> {
  if (loaded.has(name)) return Promise.resolve();
  let promise = pending.get(name);
  if (!promise) {
    promise = load(name).then((module) => void loaded.set(name, module.default));
    // A failed load (a dropped connection) is tried again by the next render that needs it.
    promise.catch(() => pending.delete(name));
    pending.set(name, promise);
  }
  return promise;
}

/** A message in a language whose area is loaded; the key itself when it is not (a bug the tests catch). */
export function message(tag: string, key: MessageKey, values?: Values): string {
  const format = loaded.get(`${tag}/${areaOf(key)}`)?.[key];
  return format ? format(values) : key;
}

/**
 * While pre-rendering a page: a preload of its words' files in its language, so the browser fetches them with the
 * page's other modules instead of after them (entry.client.tsx waits for them before hydrating).
 */
export function preloadMessages(tag: string, areas: readonly Area[]): void {
  for (const area of areas) for (const href of chunkFiles[`${tag}/${area}`] ?? []) preloadModule(href);
}

/** The areas a path's page needs: the shell's, and its page's (the page table, app/site/page-table.ts). */
export function areasOfPath(path: string): Area[] {
  return ["shell", ...(pageOfPath(path, PAGES)?.areas ?? [])];
}

/** The language of the page being shown, from its address. */
export function useLocale(): Locale {
  return useLocalePath().locale;
}

/**
 * The page's language and its path without the language's prefix ("/es/blog" -> es and "/blog"). Outside a
 * router (a component rendered on its own in a unit test): English, at "/".
 */
export function useLocalePath(): { locale: Locale; path: string } {
  const location = useContext(UNSAFE_LocationContext)?.location;
  return splitLocalePath(location?.pathname ?? "/", SITE_LOCALES);
}

export type Translate = (key: MessageKey, values?: Values) => string;

/**
 * The words of `areas` in the page's language. Suspends while an area loads (only on a navigation: the first
 * page's areas are loaded before it hydrates).
 */
export function useT(...areas: Area[]): Translate {
  const { tag } = useLocale();
  const t = useCallback((key: MessageKey, values?: Values) => message(tag, key, values), [tag]);
  // After every hook: how many times `use` runs varies. One cached promise per area, as `use` needs.
  for (const area of areas) if (!loaded.has(`${tag}/${area}`)) use(loadArea(`${tag}/${area}`));
  return t;
}

/**
 * The words of `area` in another language than the page's (the language note speaks the language it offers).
 * Suspends while they load.
 */
export function useTIn(locale: Locale, area: Area): Translate {
  const t = useCallback((key: MessageKey, values?: Values) => message(locale.tag, key, values), [locale.tag]);
  if (!loaded.has(`${locale.tag}/${area}`)) use(loadArea(`${locale.tag}/${area}`));
  return t;
}

/** Outside React (meta functions, which run once the route's components could render): the language's words. */
export function translator(locale: Locale): Translate {
  return (key, values) => message(locale.tag, key, values);
}
