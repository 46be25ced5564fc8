// Takes a translator's (or a platform's) file of key -> ICU message into a language's catalogue: the catalogue
// keeps English's keys in English's order; each message comes from the new file, else from the catalogue, else
// from English (docs/languages.md, "Translators"). Every message taken from the file loses its needs-translation
// mark; one copied from English gets it. The rest of its "@metadata" stays as it was.
// Usage: node tools/i18n/merge-translation.mjs <tag> <file.json> [--dir <folder>]
import console from "node:console";
import { readFileSync } from "node:fs";
import { MESSAGES_DIR } from "../../builder/i18n/catalogue.mjs";
import { editCatalogues, mergeTranslation } from "./catalogue-edits.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--dir");
const dir = at === -1 ? MESSAGES_DIR : args[at + 1];
const [tag, input, ...extra] = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + 2)];
if (!tag || !input || !dir || extra.length > 0)
  throw new Error("usage: merge-translation.mjs <tag> <file.json> [--dir <folder>]");
const incoming = JSON.parse(readFileSync(input, "utf8"));
try {
  const { taken, total } = await editCatalogues(dir, (catalogues) => mergeTranslation(catalogues, tag, incoming, dir));
  console.log(`${tag}.json: ${taken} messages taken, ${total} in all`);
} catch (error) {
  console.error(`✖ ${input}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
