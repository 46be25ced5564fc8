// Changes to every catalogue at once (docs/languages.md, "Changing messages"): `npm run messages` (messages.mjs)
// adds, renames and removes messages, `merge-translation.mjs` takes a translator's file back. English
// (en.json) is the source: every catalogue keeps its keys in its order, and a message another language holds
// only as English's copy is named in that catalogue's `@metadata.needsTranslation` (sorted) until a translation
// of it is merged. Edits are pure functions of the catalogues; `editCatalogues` reads and writes a folder of them
// under a lock, so that several people (or agents) changing messages at once never lose each other's.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  MESSAGES_DIR,
  NEEDS_TRANSLATION,
  SOURCE_TAG,
  catalogueJson,
  messageArguments,
  readCatalogues,
} from "../../builder/i18n/catalogue.mjs";

/** @typedef {import("../../builder/i18n/catalogue.mjs").Catalogue} Catalogue */

/** The keys of a catalogue's messages still in English. */
const marksOf = (/** @type {Catalogue} */ catalogue) => new Set(catalogue.meta[NEEDS_TRANSLATION] ?? []);

/**
 * A catalogue with these messages and marks: its marks sorted, limited to its own keys, and left out when none is
 * left (a catalogue without any is written as before the marks existed).
 * @param {Catalogue} catalogue
 * @param {Record<string, string>} messages
 * @param {Iterable<string>} marks
 * @returns {Catalogue}
 */
function withMessages(catalogue, messages, marks) {
  const meta = { ...catalogue.meta };
  delete meta[NEEDS_TRANSLATION];
  const kept = [...new Set(marks)].filter((key) => key in messages).sort();
  return { ...catalogue, meta: kept.length > 0 ? { ...meta, [NEEDS_TRANSLATION]: kept } : meta, messages };
}

/** @param {Record<string, Catalogue>} catalogues */
function sourceOf(catalogues) {
  const source = catalogues[SOURCE_TAG];
  if (!source) throw new Error(`no ${SOURCE_TAG}.json: English is the source of every catalogue`);
  return source;
}

/** @param {string} message @param {string} key */
function argumentsOf(message, key) {
  try {
    return messageArguments(message).join(", ");
  } catch (error) {
    throw new Error(`"${key}" does not parse: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Where a new key goes among `keys` (English's, in order): after the last key that shares the most of its
 * leading segments ("faq.item.x.question" after the last "faq.item." key), else at the end.
 * @param {string[]} keys
 * @param {string} key
 */
function insertionIndex(keys, key) {
  const segments = key.split(".");
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const prefix = `${segments.slice(0, length).join(".")}.`;
    const last = keys.findLastIndex((other) => other.startsWith(prefix));
    if (last !== -1) return last + 1;
  }
  return keys.length;
}

/**
 * Adds messages in English, or gives existing ones a new English text. Every other catalogue gets the English
 * text too, marked as needing translation; a message whose English did not change keeps its translations. With
 * `keepTranslations` (a typo fixed, the meaning unchanged), a new English text keeps the translations and their
 * marks: only the copies still in English follow it.
 * @param {Record<string, Catalogue>} catalogues
 * @param {Record<string, string>} added key -> English ICU message
 * @param {{ keepTranslations?: boolean }} [options]
 * @returns {{ catalogues: Record<string, Catalogue>, added: string[], changed: string[] }}
 */
export function addMessages(catalogues, added, { keepTranslations = false } = {}) {
  const source = sourceOf(catalogues);
  const keys = Object.keys(source.messages);
  /** @type {string[]} */
  const changed = [];
  /** @type {string[]} */
  const fresh = [];
  for (const [key, message] of Object.entries(added)) {
    if (!/^[^.\s]+(\.[^.\s]+)+$/.test(key)) throw new Error(`"${key}": a key is its area and a name ("blog.title")`);
    if (typeof message !== "string") throw new Error(`"${key}": the message is not a string`);
    const args = argumentsOf(message, key);
    if (!(key in source.messages)) {
      keys.splice(insertionIndex(keys, key), 0, key);
      fresh.push(key);
    } else if (source.messages[key] !== message) {
      const before = argumentsOf(source.messages[key] ?? "", key);
      if (keepTranslations && args !== before)
        throw new Error(`"${key}" takes {${args}}, was {${before}}: its translations cannot be kept`);
      changed.push(key);
    }
  }
  const english = { ...source.messages, ...added };
  /** @type {Record<string, Catalogue>} */
  const result = {};
  for (const [tag, catalogue] of Object.entries(catalogues)) {
    if (tag === SOURCE_TAG) {
      result[tag] = withMessages(catalogue, Object.fromEntries(keys.map((key) => [key, english[key] ?? ""])), []);
      continue;
    }
    const marks = marksOf(catalogue);
    for (const key of fresh) marks.add(key);
    if (!keepTranslations) for (const key of changed) marks.add(key);
    /** @type {Record<string, string>} */
    const messages = {};
    for (const key of keys) {
      const current = catalogue.messages[key];
      // A message the catalogue lacks is English's copy, like a new one.
      if (current === undefined) marks.add(key);
      messages[key] = current === undefined || marks.has(key) ? (english[key] ?? "") : current;
    }
    result[tag] = withMessages(catalogue, { ...messages, ...extras(catalogue, english) }, marks);
  }
  return { catalogues: result, added: fresh, changed };
}

/**
 * A catalogue's keys English does not have (the catalogue test reports them): kept, after English's, for someone
 * to look at rather than lost.
 * @param {Catalogue} catalogue
 * @param {Record<string, string>} english
 */
const extras = (catalogue, english) =>
  Object.fromEntries(Object.entries(catalogue.messages).filter(([key]) => !(key in english)));

/** Whether `key` is `name` or one of the keys under it ("faq.item.x" names "faq.item.x.question"). */
const isUnder = (/** @type {string} */ key, /** @type {string} */ name) => key === name || key.startsWith(`${name}.`);

/**
 * English's keys a name picks (the key itself, or every key under it); an error for a name that picks none.
 * @param {Catalogue} source
 * @param {string} name
 */
function picked(source, name) {
  const keys = Object.keys(source.messages).filter((key) => isUnder(key, name));
  if (keys.length === 0) throw new Error(`"${name}" is no key of ${SOURCE_TAG}.json, nor the start of one`);
  return keys;
}

/**
 * Renames a key, or every key under a name (renaming "faq.item.keys" to "faq.item.custody" renames its
 * question and its answer), in every catalogue: in place, translations and marks kept.
 * @param {Record<string, Catalogue>} catalogues
 * @param {string} from
 * @param {string} to
 * @returns {{ catalogues: Record<string, Catalogue>, renamed: [string, string][] }}
 */
export function renameMessages(catalogues, from, to) {
  from = from.replace(/\.$/, "");
  to = to.replace(/\.$/, "");
  const source = sourceOf(catalogues);
  if (!/^[^.\s]+(\.[^.\s]+)+$/.test(to)) throw new Error(`"${to}": a key is its area and a name ("blog.title")`);
  const rename = (/** @type {string} */ key) => (isUnder(key, from) ? `${to}${key.slice(from.length)}` : key);
  /** @type {[string, string][]} */
  const renamed = picked(source, from).map((key) => [key, rename(key)]);
  for (const [, key] of renamed) {
    if (key in source.messages && !isUnder(key, from)) throw new Error(`"${key}" is in ${SOURCE_TAG}.json already`);
  }
  /** @type {Record<string, Catalogue>} */
  const result = {};
  for (const [tag, catalogue] of Object.entries(catalogues)) {
    const messages = Object.fromEntries(Object.entries(catalogue.messages).map(([key, text]) => [rename(key), text]));
    result[tag] = withMessages(catalogue, messages, [...marksOf(catalogue)].map(rename));
  }
  return { catalogues: result, renamed };
}

/**
 * Removes a key, or every key under a name, from every catalogue and from its marks.
 * @param {Record<string, Catalogue>} catalogues
 * @param {string} name
 * @returns {{ catalogues: Record<string, Catalogue>, removed: string[] }}
 */
export function removeMessages(catalogues, name) {
  name = name.replace(/\.$/, "");
  const removed = picked(sourceOf(catalogues), name);
  /** @type {Record<string, Catalogue>} */
  const result = {};
  for (const [tag, catalogue] of Object.entries(catalogues)) {
    const messages = Object.fromEntries(Object.entries(catalogue.messages).filter(([key]) => !isUnder(key, name)));
    result[tag] = withMessages(catalogue, messages, marksOf(catalogue));
  }
  return { catalogues: result, removed };
}

/**
 * Takes a translator's (or a platform's) messages into a language's catalogue, made if it does not exist yet: the
 * catalogue keeps English's keys in English's order; each message comes from the new file, else from the
 * catalogue, else from English. A message taken from the file is translated (its mark cleared); one copied from
 * English is marked. Its other `@metadata` stays as it was.
 * @param {Record<string, Catalogue>} catalogues
 * @param {string} tag
 * @param {Record<string, unknown>} incoming the file's messages (its own `@metadata`, if any, is ignored)
 * @param {string} dir the catalogues' folder, for a new catalogue's file
 * @returns {{ catalogues: Record<string, Catalogue>, taken: number, total: number }}
 */
export function mergeTranslation(catalogues, tag, incoming, dir = MESSAGES_DIR) {
  if (tag === SOURCE_TAG) throw new Error(`${SOURCE_TAG} is the source: change it with npm run messages`);
  const source = sourceOf(catalogues);
  const taken = { ...incoming };
  delete taken["@metadata"];
  const unknown = Object.keys(taken).filter((key) => !(key in source.messages));
  if (unknown.length > 0) throw new Error(`not in ${SOURCE_TAG}.json: ${unknown.join(", ")}`);
  const notText = Object.keys(taken).filter((key) => typeof taken[key] !== "string");
  if (notText.length > 0) throw new Error(`not a string: ${notText.join(", ")}`);
  const catalogue = catalogues[tag] ?? {
    tag,
    file: join(dir, `${tag}.json`),
    meta: { language: tag, reviewed: false },
    messages: {},
  };
  const marks = marksOf(catalogue);
  /** @type {Record<string, string>} */
  const messages = {};
  for (const [key, english] of Object.entries(source.messages)) {
    const translated = taken[key];
    if (typeof translated === "string") {
      messages[key] = translated;
      marks.delete(key);
    } else if (key in catalogue.messages) {
      messages[key] = catalogue.messages[key] ?? english;
    } else {
      messages[key] = english;
      marks.add(key);
    }
  }
  return {
    catalogues: { ...catalogues, [tag]: withMessages(catalogue, messages, marks) },
    taken: Object.keys(taken).length,
    total: Object.keys(source.messages).length,
  };
}

/**
 * A catalogue's file text (written by `catalogueJson`, byte for byte as the catalogue test checks).
 * @param {Catalogue} catalogue
 */
export const catalogueText = (catalogue) => catalogueJson({ "@metadata": catalogue.meta, ...catalogue.messages });

/**
 * Reads the catalogues of `dir`, changes them and writes back every one that changed, under the folder's lock
 * (`en.json.lock`, a directory: made or not, atomically).
 * @template {{ catalogues: Record<string, Catalogue> }} T
 * @param {string} dir
 * @param {(catalogues: Record<string, Catalogue>) => T} edit
 * @returns {Promise<T & { written: string[] }>}
 */
export async function editCatalogues(dir, edit) {
  const lock = join(dir, `${SOURCE_TAG}.json.lock`);
  for (let tries = 0; ; tries += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      if (tries > 200) throw new Error(`${lock}: still locked (remove it if no command is running)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    // The message documentation (qqq.json) too: renamed and removed with English's keys; a new key gets
    // English's copy there, marked, until someone describes it (the glossary test fails meanwhile).
    const outcome = edit(readCatalogues(dir, { documentation: true }));
    /** @type {string[]} */
    const written = [];
    for (const catalogue of Object.values(outcome.catalogues)) {
      const text = catalogueText(catalogue);
      let before = null;
      try {
        before = readFileSync(catalogue.file, "utf8");
      } catch {
        // a new catalogue
      }
      if (text === before) continue;
      writeFileSync(catalogue.file, text);
      written.push(catalogue.file);
    }
    return { ...outcome, written };
  } finally {
    rmdirSync(lock);
  }
}
