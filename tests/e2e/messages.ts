// The site's words as the catalogues say them (app/i18n/messages/*.json), for tests that check rendered text.
import MessageFormat from "@messageformat/core";
import { readCatalogues } from "../../builder/i18n/catalogue.mjs";

const catalogues = readCatalogues();

/** A message in a language (English when the language lacks it), formatted with its values. */
export function message(tag: string, key: string, values?: Record<string, unknown>): string {
  const text = catalogues[tag]?.messages[key] ?? catalogues.en!.messages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return new MessageFormat(tag, { strictPluralKeys: false }).compile(text)(values);
}

/** A message in English. */
export const en = (key: string, values?: Record<string, unknown>) => message("en", key, values);
