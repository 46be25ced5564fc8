// `npm run messages`: adds, renames or removes messages in every catalogue at once (docs/languages.md, "Changing
// messages"). English gets the text; every other language gets English's copy, marked in its
// `@metadata.needsTranslation` until a translation is merged (tools/i18n/merge-translation.mjs).
//
//   npm run messages -- add <key> <English message> [<key> <message> ...]
//   npm run messages -- add --file new.json              (a file of key -> English message)
//   npm run messages -- add --keep-translations <key> <message>   (a typo fixed: translations kept)
//   npm run messages -- rename <old> <new> [<old> <new> ...]       (a key, or every key under a name)
//   npm run messages -- remove <key-or-name> [...]                 (a key, or every key under a name)
//
// Each takes `--dir <folder>` (the catalogues' folder, app/i18n/messages by default).
import console from "node:console";
import { readFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { MESSAGES_DIR } from "../../builder/i18n/catalogue.mjs";
import { addMessages, editCatalogues, removeMessages, renameMessages } from "./catalogue-edits.mjs";

const USAGE = [
  "usage: npm run messages -- add <key> <message> [<key> <message> ...]",
  "       npm run messages -- add --file <file.json>",
  "       npm run messages -- rename <old> <new> [<old> <new> ...]",
  "       npm run messages -- remove <key-or-name> [...]",
  "  options: --dir <folder> (default app/i18n/messages); add: --keep-translations (a typo fixed)",
].join("\n");

/** @param {string} message */
function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

// Paths as the caller wrote them: npm runs a script in the project's root, wherever it was started.
const from = (/** @type {string} */ path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const args = process.argv.slice(2);
let dir = MESSAGES_DIR;
let file = "";
let keepTranslations = false;
/** @type {string[]} */
const words = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index] ?? "";
  if (arg === "--dir" || arg === "--file") {
    const value = args[(index += 1)];
    if (value === undefined) fail(`${arg} takes a path`);
    else if (arg === "--dir") dir = from(value);
    else file = from(value);
  } else if (arg === "--keep-translations") keepTranslations = true;
  else if (arg.startsWith("--")) fail(`unknown option ${arg}`);
  else words.push(arg);
}
const [command, ...rest] = words;
const pairs = () => {
  if (rest.length === 0 || rest.length % 2 !== 0)
    fail(`${command} takes pairs: <key> <${command === "add" ? "message" : "new"}>`);
  return Array.from({ length: rest.length / 2 }, (_, index) => [rest[2 * index] ?? "", rest[2 * index + 1] ?? ""]);
};
const shown = relative(process.cwd(), dir);
const where = (/** @type {string[]} */ written) =>
  `${written.length} catalogue${written.length === 1 ? "" : "s"} written in ` +
  `${shown.startsWith("..") || isAbsolute(shown) ? dir : shown || "."}`;

try {
  if (command === "add") {
    if (file && rest.length > 0) fail("add takes --file or pairs, not both");
    /** @type {Record<string, string>} */
    const added = file ? JSON.parse(readFileSync(file, "utf8")) : Object.fromEntries(pairs());
    if (file) delete added["@metadata"];
    const outcome = await editCatalogues(dir, (catalogues) => addMessages(catalogues, added, { keepTranslations }));
    const unchanged = Object.keys(added).length - outcome.added.length - outcome.changed.length;
    console.log(
      `${outcome.added.length} added, ${outcome.changed.length} changed` +
        `${keepTranslations ? " (translations kept)" : ""}, ${unchanged} unchanged; ${where(outcome.written)}`,
    );
  } else if (command === "rename") {
    if (file || keepTranslations) fail("rename takes no --file or --keep-translations");
    const list = pairs(); // before the lock: a usage error exits
    const outcome = await editCatalogues(dir, (catalogues) => {
      /** @type {[string, string][]} */
      const renamed = [];
      for (const [from, to] of list) {
        const step = renameMessages(catalogues, from ?? "", to ?? "");
        catalogues = step.catalogues;
        renamed.push(...step.renamed);
      }
      return { catalogues, renamed };
    });
    for (const [from, to] of outcome.renamed) console.log(`${from} -> ${to}`);
    console.log(`${outcome.renamed.length} renamed; ${where(outcome.written)}`);
  } else if (command === "remove") {
    if (file || keepTranslations) fail("remove takes no --file or --keep-translations");
    if (rest.length === 0) fail("remove takes a key or a name");
    const outcome = await editCatalogues(dir, (catalogues) => {
      /** @type {string[]} */
      const removed = [];
      for (const name of rest) {
        const step = removeMessages(catalogues, name);
        catalogues = step.catalogues;
        removed.push(...step.removed);
      }
      return { catalogues, removed };
    });
    for (const key of outcome.removed) console.log(`removed ${key}`);
    console.log(`${outcome.removed.length} removed; ${where(outcome.written)}`);
  } else {
    fail(command ? `unknown command ${command}` : "no command");
  }
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
