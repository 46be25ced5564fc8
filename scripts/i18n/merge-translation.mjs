// Takes a translator's (or a platform's) file of key -> ICU message into a language's catalogue: the catalogue
// keeps English's keys in English's order; each message comes from the new file, else from the catalogue, else
// from English (docs/languages.md, "Translators"). Its "@metadata" stays as it was.
// Usage: node scripts/i18n/merge-translation.mjs <tag> <file.json>
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MESSAGES_DIR, SOURCE_TAG, catalogueJson } from "../../app/i18n/catalogue.mjs";

const [tag, input] = process.argv.slice(2);
if (!tag || !input) throw new Error("usage: merge-translation.mjs <tag> <file.json>");
const read = (file) => JSON.parse(readFileSync(file, "utf8"));
const withoutMeta = (catalogue) => Object.fromEntries(Object.entries(catalogue).filter(([key]) => key !== "@metadata"));
const source = withoutMeta(read(join(MESSAGES_DIR, `${SOURCE_TAG}.json`)));
const target = join(MESSAGES_DIR, `${tag}.json`);
const { "@metadata": meta = { language: tag, reviewed: false }, ...current } = existsSync(target) ? read(target) : {};
const incoming = withoutMeta(read(input));
const unknown = Object.keys(incoming).filter((key) => !(key in source));
if (unknown.length > 0) throw new Error(`${input}: not in ${SOURCE_TAG}.json: ${unknown.join(", ")}`);
const merged = { "@metadata": meta };
for (const key of Object.keys(source)) merged[key] = incoming[key] ?? current[key] ?? source[key];
writeFileSync(target, catalogueJson(merged));
console.log(`${tag}.json: ${Object.keys(incoming).length} messages taken, ${Object.keys(source).length} in all`);
