// The catalogues as ARB files (Application Resource Bundle: flat JSON of key -> ICU message, each message's
// attributes under "@key"), the JSON form whose per-message descriptions Weblate documents reading ("ARB file":
// "Supports descriptions: Yes", with ICU MessageFormat checks); docs/decisions/message-descriptions-in-qqq.md.
// English's file carries every message's description from qqq.json, the other languages' files their messages.
// The site never reads these files: a translation platform's copy, written on demand.
//
//   node tools/i18n/arb.mjs <folder>        (writes <folder>/en.arb, es.arb, ...)
import console from "node:console";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { catalogueJson, DOCUMENTATION_TAG, readCatalogues, SOURCE_TAG } from "../../builder/i18n/catalogue.mjs";

/**
 * One catalogue as an ARB bundle: `@@locale`, then each message; with descriptions (English's), each message's
 * `@key` entry holds its description.
 * @param {import("../../builder/i18n/catalogue.mjs").Catalogue} catalogue
 * @param {Record<string, string>} [descriptions]
 * @returns {Record<string, unknown>}
 */
export function arbOf(catalogue, descriptions) {
  /** @type {Record<string, unknown>} */
  const arb = { "@@locale": catalogue.tag.replace("-", "_") };
  for (const [key, message] of Object.entries(catalogue.messages)) {
    arb[key] = message;
    const description = descriptions?.[key];
    if (description) arb[`@${key}`] = { description };
  }
  return arb;
}

/**
 * Every catalogue of `dir` as `{tag}.arb` text, English's with the descriptions.
 * @param {string} [dir]
 * @returns {Record<string, string>}
 */
export function arbFiles(dir) {
  const all = readCatalogues(dir, { documentation: true });
  const descriptions = all[DOCUMENTATION_TAG]?.messages ?? {};
  return Object.fromEntries(
    Object.values(all)
      .filter((catalogue) => catalogue.tag !== DOCUMENTATION_TAG)
      .map((catalogue) => [
        `${catalogue.tag}.arb`,
        catalogueJson(arbOf(catalogue, catalogue.tag === SOURCE_TAG ? descriptions : undefined)),
      ]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error("usage: node tools/i18n/arb.mjs <folder>");
    process.exit(2);
  }
  mkdirSync(out, { recursive: true });
  const files = arbFiles();
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(out, name), text);
  console.log(`${Object.keys(files).length} ARB files written in ${out}`);
}
