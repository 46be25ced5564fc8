// Build-time only (plain JavaScript, for the Vite plugin and the checks): the site's message catalogues, one ICU
// MessageFormat JSON file per language in app/i18n/messages (docs/languages.md). Each file maps message keys
// ("blog.readTime") to ICU messages; its "@metadata" entry records the language, whether a native speaker has
// reviewed it, and which of its messages are still English's copies (the jquery.i18n convention that translation
// platforms skip).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import MessageFormat from "@messageformat/core";
import compileModule from "@messageformat/core/compile-module.js";
import { parse } from "@messageformat/parser";
import { isPhrasedKey, phraseMarker, phrasedKey, WRITES_WITHOUT_SPACES } from "./phrases.mjs";

export const MESSAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/i18n/messages");
/** Figures and English plurals without Intl, for the compiled messages. */
const FIGURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/i18n/figures.ts");
export const SOURCE_TAG = "en";
export const PSEUDO_TAG = "en-XA";
const METADATA = "@metadata";
/**
 * The `@metadata` field naming, sorted, the keys whose message is still English's copy: added or changed in
 * English since (`npm run messages`), cleared by merging a translation (tools/i18n/catalogue-edits.mjs).
 */
export const NEEDS_TRANSLATION = "needsTranslation";

/**
 * @typedef {{ language: string, reviewed: boolean, needsTranslation?: string[] }} CatalogueMeta
 * @typedef {{ tag: string, file: string, meta: CatalogueMeta, messages: Record<string, string> }} Catalogue
 */

/**
 * The message documentation's tag: `qqq.json`, beside the catalogues, describes each message for translators
 * (where it appears, what it means), the jquery.i18n / MediaWiki convention. It is no language: the site never
 * compiles it (docs/decisions/message-descriptions-in-qqq.md).
 */
export const DOCUMENTATION_TAG = "qqq";

/**
 * Every catalogue of `dir`, by language tag (the file's name: es.json is "es"); with `documentation`, the
 * message documentation too (`qqq`, which the edits of tools/i18n keep in step with English's keys).
 * @returns {Record<string, Catalogue>}
 */
export function readCatalogues(dir = MESSAGES_DIR, { documentation = false } = {}) {
  /** @type {Record<string, Catalogue>} */
  const catalogues = {};
  const files = readdirSync(dir).filter(
    (file) => file.endsWith(".json") && (documentation || file !== `${DOCUMENTATION_TAG}.json`),
  );
  for (const name of files) {
    const file = path.join(dir, name);
    const { [METADATA]: meta, ...messages } = JSON.parse(readFileSync(file, "utf8"));
    const tag = name.slice(0, -".json".length);
    catalogues[tag] = { tag, file, meta: meta ?? { language: tag, reviewed: false }, messages };
  }
  return catalogues;
}

/** Directional marks, embeddings and isolates: invisible, so a catalogue file spells them as escapes. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A catalogue as its file holds it: JSON indented by two, with its direction controls written as `\u2068`
 * escapes a translator can see (docs/languages.md, "Translators").
 * @param {Record<string, unknown>} catalogue
 */
export function catalogueJson(catalogue) {
  const json = JSON.stringify(catalogue, null, 2).replace(
    BIDI_CONTROLS,
    (control) => `\\u${control.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `${json}\n`;
}

/** A message's area: its key's first segment ("blog" for "blog.readTime"); each area is one chunk per language. */
export const areaOf = (/** @type {string} */ key) => key.split(".")[0] ?? "";

/**
 * The messages of one area.
 * @param {Record<string, string>} messages
 * @param {string} area
 */
export function messagesOfArea(messages, area) {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => areaOf(key) === area));
}

/**
 * An ES module whose default export maps each key to a function of the message's values (@messageformat/core).
 * A plural case the language does not have (English "one" in Japanese, which has only "other") is allowed and
 * never chosen: a message still in English compiles everywhere.
 * @param {string} tag
 * @param {Record<string, string>} messages
 */
export function compileMessages(tag, messages) {
  const language = tag === PSEUDO_TAG ? "en" : tag;
  const source = compileModule(new MessageFormat(language, { strictPluralKeys: false }), withPhrases(tag, messages));
  const english = language === "en";
  return (
    source
      // The browser's own plural rules (Intl.PluralRules: the same CLDR data) instead of @messageformat's copy of
      // them: every language's rules would otherwise share one chunk that every page loads. One rules object per
      // type, made on first use: making one is far slower than asking it (a list of 30 cards asks 150 times).
      // English's by hand (figures.ts: an English page makes no Intl object at all).
      .replace(/^import \{ (\w+) \} from "@messageformat\/runtime\/lib\/(?:cardinals|plurals)";$/m, (_, name) =>
        english
          ? `const ${name} = englishPlural;`
          : `const ${name}$rules = {};\n` +
            `const ${name} = (n, ord) => (${name}$rules[ord ? "ordinal" : "cardinal"] ??= ` +
            `new Intl.PluralRules(${JSON.stringify(language)}, { type: ord ? "ordinal" : "cardinal" })).select(n);`,
      )
      // A number in a message (`#`, `{n, number}`): English whole numbers by hand too (figures.ts).
      .replace(/^import \{ ([\w, ]+) \} from "@messageformat\/runtime";$/m, (_, names) => {
        const runtime = names.split(", ").filter((name) => name !== "number");
        return [
          ...(runtime.length > 0 ? [`import { ${runtime.join(", ")} } from "@messageformat/runtime";`] : []),
          `import { englishPlural, messageNumber as number } from ${JSON.stringify(FIGURES)};`,
        ].join("\n");
      })
  );
}

/**
 * In a language that writes without spaces (Japanese, Chinese), each heading's and pill's message again, under `phrasedKey(key)`,
 * with its phrases marked (builder/i18n/phrases.mjs): what headings and pills render (app/i18n/phrases.tsx).
 * @param {string} tag
 * @param {Record<string, string>} messages
 */
function withPhrases(tag, messages) {
  const mark = phraseMarker(tag);
  if (!mark) return messages;
  /** @type {Record<string, string>} */
  const phrased = {};
  for (const [key, message] of Object.entries(messages)) {
    if (isPhrasedKey(key) && WRITES_WITHOUT_SPACES.test(message))
      phrased[phrasedKey(key)] = writeTokens(parse(message), mark);
  }
  return { ...messages, ...phrased };
}

// The pseudo-locale: every letter accented, vowels doubled (about a third longer, as many translations are), each
// message in brackets, so an untranslated string, a cut-off one or a hard-coded one shows at a glance.
const ACCENTED = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][index],
  ]),
);
const pseudoText = (/** @type {string} */ text) =>
  [...text].map((char) => (/[aeiouAEIOU]/.test(char) ? ACCENTED[char].repeat(2) : (ACCENTED[char] ?? char))).join("");

/** @param {string} text ICU literal text: apostrophes and braces quoted again. */
const quote = (text) => text.replace(/'/g, "''").replace(/[{}]+/g, (run) => `'${run}'`);

/**
 * A parsed message written back as ICU, its literal text passed through `text`.
 * @param {import("@messageformat/parser").Token[]} tokens
 * @param {(text: string) => string} text
 * @returns {string}
 */
function writeTokens(tokens, text) {
  return tokens
    .map((token) => {
      switch (token.type) {
        case "content":
          return quote(text(token.value));
        case "octothorpe":
          return "#";
        case "argument":
          return `{${token.arg}}`;
        case "function":
          return `{${token.arg}, ${token.key}${token.param ? `,${writeTokens(token.param, (t) => t)}` : ""}}`;
        default: {
          const offset = "pluralOffset" in token && token.pluralOffset ? ` offset:${token.pluralOffset}` : "";
          const cases = token.cases.map((c) => `${c.key} {${writeTokens(c.tokens, text)}}`).join(" ");
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
      }
    })
    .join("");
}

/** The pseudo-locale's version of an English ICU message: placeholders and plural forms kept. */
export const pseudoMessage = (/** @type {string} */ message) => `[${writeTokens(parse(message), pseudoText)}]`;

/**
 * The pseudo-locale's catalogue, made from the source language's.
 * @param {Catalogue} source
 * @returns {Catalogue}
 */
export function pseudoCatalogue(source) {
  return {
    tag: PSEUDO_TAG,
    file: source.file,
    meta: { language: PSEUDO_TAG, reviewed: true },
    messages: Object.fromEntries(Object.entries(source.messages).map(([key, value]) => [key, pseudoMessage(value)])),
  };
}

/**
 * What a message takes: each argument's name and how it is used ("argument", "plural", "select", "date", ...).
 * @param {string} message
 * @returns {string[]}
 */
export function messageArguments(message) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {import("@messageformat/parser").Token[]} tokens */
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === "argument") found.add(`${token.arg}:argument`);
      else if (token.type === "function") found.add(`${token.arg}:${token.key}`);
      else if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        found.add(`${token.arg}:${token.type}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/**
 * Every problem of a translation against the source: a missing message, one the source does not have, a message
 * that does not parse, one whose placeholders or plural and select arguments differ from the source's, or a
 * needs-translation mark that is not a sorted list of the catalogue's own keys.
 * @param {Catalogue} source
 * @param {Catalogue} translation
 * @returns {string[]}
 */
export function catalogueProblems(source, translation) {
  const problems = [];
  const name = `${translation.tag}.json`;
  if (translation.meta.language !== translation.tag)
    problems.push(`${name}: @metadata.language is not "${translation.tag}"`);
  if (typeof translation.meta.reviewed !== "boolean") problems.push(`${name}: @metadata.reviewed is not true or false`);
  /** @type {unknown} */
  const marks = translation.meta[NEEDS_TRANSLATION];
  if (marks !== undefined) {
    if (!Array.isArray(marks) || !marks.every((key) => typeof key === "string")) {
      problems.push(`${name}: @metadata.${NEEDS_TRANSLATION} is not a list of keys`);
    } else {
      for (const key of marks) {
        if (!(key in translation.messages))
          problems.push(`${name}: @metadata.${NEEDS_TRANSLATION} names "${key}", which it does not have`);
      }
      const sorted = [...new Set(marks)].sort();
      if (sorted.join("\n") !== marks.join("\n"))
        problems.push(`${name}: @metadata.${NEEDS_TRANSLATION} is not sorted, each key once`);
    }
  }
  for (const key of Object.keys(source.messages)) {
    if (!(key in translation.messages)) problems.push(`${name}: "${key}" is missing`);
  }
  for (const [key, message] of Object.entries(translation.messages)) {
    if (!(key in source.messages)) {
      problems.push(`${name}: "${key}" is not in ${SOURCE_TAG}.json`);
      continue;
    }
    if (typeof message !== "string") {
      problems.push(`${name}: "${key}" is not a string`);
      continue;
    }
    let args;
    try {
      args = messageArguments(message).join(", ");
    } catch (error) {
      problems.push(`${name}: "${key}" does not parse: ${error instanceof Error ? error.message : error}`);
      continue;
    }
    const expected = messageArguments(source.messages[key]).join(", ");
    if (args !== expected) problems.push(`${name}: "${key}" takes {${args}}, ${SOURCE_TAG}.json {${expected}}`);
  }
  return problems;
}

/**
 * The languages whose catalogue no native speaker has reviewed yet (the launch checklist lists them).
 * @param {Record<string, Catalogue>} catalogues
 */
export function unreviewed(catalogues) {
  return Object.values(catalogues)
    .filter((catalogue) => catalogue.tag !== SOURCE_TAG && !catalogue.meta.reviewed)
    .map((catalogue) => catalogue.tag)
    .sort();
}

/**
 * How many messages each language holds still as English's copy (its `@metadata.needsTranslation`), for the
 * languages that have any, by tag in order (the launch checklist lists them).
 * @param {Record<string, Catalogue>} catalogues
 * @returns {Record<string, number>}
 */
export function untranslated(catalogues) {
  return Object.fromEntries(
    Object.values(catalogues)
      .filter((catalogue) => catalogue.tag !== SOURCE_TAG && (catalogue.meta[NEEDS_TRANSLATION]?.length ?? 0) > 0)
      .map((catalogue) => [catalogue.tag, catalogue.meta[NEEDS_TRANSLATION]?.length ?? 0])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
