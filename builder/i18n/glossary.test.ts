// The glossary every catalogue follows (app/i18n/glossary/{tag}.json) and the description every message carries
// for translators (app/i18n/messages/qqq.json): docs/languages.md, "Glossary" and "Translators".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  catalogueJson,
  DOCUMENTATION_TAG,
  NEEDS_TRANSLATION,
  readCatalogues,
  SOURCE_TAG,
  type Catalogue,
} from "./catalogue.mjs";

const GLOSSARY_DIR = fileURLToPath(new URL("../../app/i18n/glossary", import.meta.url));

/** English's entry for a term: what it means, for translators, and the English words that name it. */
interface SourceTerm {
  means: string;
  /** A regular expression over English's messages; case-insensitive unless `caseSensitive`. */
  english: string;
  caseSensitive?: boolean;
  /** A term whose renderings must never say this one's (zap and tip: an article shows both). */
  distinctFrom?: string;
}

/** A language's entry: how it renders the term, and the renderings it must not use. */
interface Term {
  use: string[];
  avoid: string[];
  note?: string;
}

type Glossary<T> = Record<string, T>;

function readGlossaries(dir = GLOSSARY_DIR): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.slice(0, -".json".length), JSON.parse(readFileSync(path.join(dir, file), "utf8"))]),
  );
}

const terms = <T>(glossary: Record<string, unknown>): Glossary<T> =>
  Object.fromEntries(Object.entries(glossary).filter(([key]) => key !== "@metadata")) as Glossary<T>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const LETTER = "[\\p{Script=Latin}\\p{Script=Cyrillic}]";

/**
 * Whether a message says a rendering: case-insensitively; a rendering in Latin or Cyrillic letters only where a
 * word starts ("menta" is not in "Comenta"), and where a word ends too when it ends in `$` ("зап$": not
 * "заплатить"); in other scripts anywhere (Arabic and Persian join their articles and prepositions to the word,
 * Chinese and Japanese have no spaces).
 */
function says(message: string, rendering: string): boolean {
  if (new RegExp(`^${LETTER}`, "u").test(rendering)) {
    const whole = rendering.endsWith("$");
    const stem = escape(whole ? rendering.slice(0, -1) : rendering);
    return new RegExp(`(?<!${LETTER})${stem}${whole ? `(?!${LETTER})` : ""}`, "iu").test(message);
  }
  return message.toLowerCase().includes(rendering.toLowerCase());
}

const names = (term: SourceTerm, english: string) =>
  new RegExp(term.english, term.caseSensitive ? "u" : "iu").test(english);

/**
 * Every message of a catalogue that breaks its glossary: it says a rendering the glossary avoids; its English
 * names a term and it says none of the term's renderings; or its English names a term and not the one it must
 * be told apart from (zap, tip), and it says that one's renderings. Messages still in English's copy (marked in
 * `@metadata.needsTranslation`) are left to their translation. Also a glossary that lacks a term of English's or
 * has one English does not, gives a term no rendering, or renders two terms that must differ alike.
 */
function glossaryProblems(
  source: Catalogue,
  sourceTerms: Glossary<SourceTerm>,
  catalogue: Catalogue,
  glossary: Glossary<Term>,
): string[] {
  const problems: string[] = [];
  const name = `glossary/${catalogue.tag}.json`;
  for (const term of Object.keys(sourceTerms)) if (!(term in glossary)) problems.push(`${name}: no "${term}"`);
  for (const term of Object.keys(glossary)) if (!(term in sourceTerms)) problems.push(`${name}: "${term}" is no term`);
  for (const [term, entry] of Object.entries(glossary)) {
    if (!Array.isArray(entry.use) || entry.use.length === 0) problems.push(`${name}: "${term}" has no rendering`);
    if (!Array.isArray(entry.avoid)) problems.push(`${name}: "${term}" has no list of renderings to avoid`);
  }
  if (problems.length > 0) return problems;
  for (const [term, { distinctFrom }] of Object.entries(sourceTerms)) {
    if (!distinctFrom) continue;
    for (const a of glossary[term]!.use)
      for (const b of glossary[distinctFrom]!.use)
        if (says(a, b) || says(b, a)) problems.push(`${name}: "${term}" and "${distinctFrom}" are both "${a}"/"${b}"`);
  }
  const marked = new Set(catalogue.meta[NEEDS_TRANSLATION] ?? []);
  for (const [key, english] of Object.entries(source.messages)) {
    const message = catalogue.messages[key];
    if (message === undefined || marked.has(key)) continue;
    const where = `${catalogue.tag}.json: "${key}"`;
    for (const [term, entry] of Object.entries(glossary)) {
      for (const avoided of entry.avoid)
        if (says(message, avoided)) problems.push(`${where} says "${avoided}" for ${term}: ${entry.use.join(" / ")}`);
      const sourceTerm = sourceTerms[term]!;
      if (names(sourceTerm, english) && !entry.use.some((rendering) => says(message, rendering)))
        problems.push(`${where} does not say ${term} as ${entry.use.join(" / ")}`);
      const other = sourceTerm.distinctFrom;
      for (const [a, b] of other ? [[term, other] as const, [other, term] as const] : []) {
        if (!names(sourceTerms[a]!, english) || names(sourceTerms[b]!, english)) continue;
        for (const rendering of glossary[b]!.use)
          if (says(message, rendering)) problems.push(`${where} says "${rendering}", the ${b}'s word, for ${a}`);
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * Every message without a description for translators: no entry in the documentation, an empty one, one that
 * only repeats the English, or one still marked (a key `npm run messages -- add` made, not described yet); and
 * an entry for a key English does not have, or keys out of English's order.
 */
function descriptionProblems(source: Catalogue, documentation: Catalogue | undefined): string[] {
  if (!documentation) return [`no ${DOCUMENTATION_TAG}.json`];
  const problems: string[] = [];
  const marked = new Set(documentation.meta[NEEDS_TRANSLATION] ?? []);
  for (const [key, english] of Object.entries(source.messages)) {
    const description = documentation.messages[key];
    if (typeof description !== "string" || description.trim() === "") problems.push(`"${key}" has no description`);
    else if (marked.has(key) || description === english) problems.push(`"${key}" is not described yet`);
  }
  for (const key of Object.keys(documentation.messages))
    if (!(key in source.messages)) problems.push(`"${key}" is described but is not in ${SOURCE_TAG}.json`);
  const order = Object.keys(documentation.messages).filter((key) => key in source.messages);
  if (problems.length === 0 && order.join("\n") !== Object.keys(source.messages).join("\n"))
    problems.push(`${DOCUMENTATION_TAG}.json does not keep ${SOURCE_TAG}.json's order`);
  return problems;
}

const catalogue = (tag: string, messages: Record<string, string>, needsTranslation?: string[]): Catalogue => ({
  tag,
  file: `${tag}.json`,
  meta: { language: tag, reviewed: false, ...(needsTranslation && { needsTranslation }) },
  messages,
});

describe("the glossaries", () => {
  const catalogues = readCatalogues();
  const glossaries = readGlossaries();
  const sourceTerms = terms<SourceTerm>(glossaries[SOURCE_TAG]!);

  it("exist for every language, and define the eleven terms of the issue for translators", () => {
    expect(Object.keys(glossaries).sort()).toEqual(Object.keys(catalogues).sort());
    expect(Object.keys(sourceTerms)).toEqual([
      "ecash",
      "mint",
      "zap",
      "tip",
      "relay",
      "nostr",
      "self-custody",
      "recovery phrase",
      "eSIM",
      "sats",
      "Promoted",
    ]);
    for (const [term, { means, english }] of Object.entries(sourceTerms)) {
      expect(means.length, term).toBeGreaterThan(40);
      expect(
        Object.values(catalogues.en!.messages).some((message) => new RegExp(english, "iu").test(message)),
        term,
      ).toBe(true);
    }
  });

  it("are written as the project writes JSON, and say they are not reviewed by a native speaker", () => {
    for (const [tag, glossary] of Object.entries(glossaries)) {
      const file = path.join(GLOSSARY_DIR, `${tag}.json`);
      expect(catalogueJson(glossary), file).toBe(readFileSync(file, "utf8"));
      if (tag !== SOURCE_TAG) expect(glossary["@metadata"], tag).toEqual({ language: tag, reviewed: false });
    }
  });

  it.each(Object.keys(catalogues).filter((tag) => tag !== SOURCE_TAG))("%s's catalogue follows its glossary", (tag) => {
    const glossary = terms<Term>(glossaries[tag]!);
    expect(glossaryProblems(catalogues.en!, sourceTerms, catalogues[tag]!, glossary)).toEqual([]);
  });

  it("give Arabic a zap that is not its tip: the counter and the tip heading say different words", () => {
    const ar = terms<Term>(glossaries.ar!);
    expect(ar.zap!.use).toEqual(["زاب"]);
    expect(ar.tip!.use).toEqual(["إكرامي"]);
    expect(catalogues.ar!.messages["blog.counters.zaps"]).not.toContain("إكرامي");
    expect(catalogues.ar!.messages["blog.tip.link"]).toContain("إكرامية");
  });
});

describe("glossaryProblems", () => {
  const source = catalogue("en", {
    "blog.counters.zaps": "{count, plural, one {{figure} zap} other {{figure} zaps}}",
    "blog.tip.heading": "Tip with Lightning",
    "blog.nostr.articleIntro": "Comment, repost or zap from your own nostr app",
    "home.feature.ecash.name": "Ecash payments",
  });
  const sourceTerms: Glossary<SourceTerm> = {
    ecash: { means: "", english: "\\becash\\b" },
    zap: { means: "", english: "\\bzap", distinctFrom: "tip" },
    tip: { means: "", english: "\\btips?\\b" },
    nostr: { means: "", english: "\\bnostr\\b" },
  };
  const ar: Glossary<Term> = {
    ecash: { use: ["إيكاش"], avoid: ["النقد الإلكتروني"] },
    zap: { use: ["زاب"], avoid: [] },
    tip: { use: ["إكرامي"], avoid: [] },
    nostr: { use: ["nostr"], avoid: [] },
  };
  const good = {
    "blog.counters.zaps": "{count, plural, other {{figure} زاب}}",
    "blog.tip.heading": "إكرامية عبر Lightning",
    "blog.nostr.articleIntro": "علّق أو أرسل زابًا من تطبيق nostr",
    "home.feature.ecash.name": "مدفوعات إيكاش",
  };

  it("passes a catalogue that follows its glossary", () => {
    expect(glossaryProblems(source, sourceTerms, catalogue("ar", good), ar)).toEqual([]);
  });

  it("finds Arabic's tip word for zap, an avoided rendering, and a term not rendered as the glossary says", () => {
    const bad = catalogue("ar", {
      ...good,
      "blog.counters.zaps": "{count, plural, other {{figure} إكرامية}}",
      "home.feature.ecash.name": "مدفوعات النقد الإلكتروني",
      "blog.nostr.articleIntro": "علّق أو أرسل زابًا من تطبيق نوستر",
    });
    expect(glossaryProblems(source, sourceTerms, bad, ar)).toEqual([
      'ar.json: "blog.counters.zaps" does not say zap as زاب',
      'ar.json: "blog.counters.zaps" says "إكرامي", the tip\'s word, for zap',
      'ar.json: "blog.nostr.articleIntro" does not say nostr as nostr',
      'ar.json: "home.feature.ecash.name" says "النقد الإلكتروني" for ecash: إيكاش',
      'ar.json: "home.feature.ecash.name" does not say ecash as إيكاش',
    ]);
  });

  it("finds a glossary that renders zap and tip alike, or lacks a term", () => {
    const same = { ...ar, zap: { use: ["إكرامية"], avoid: [] } };
    expect(glossaryProblems(source, sourceTerms, catalogue("ar", good), same)).toContain(
      'glossary/ar.json: "zap" and "tip" are both "إكرامية"/"إكرامي"',
    );
    const lacking = Object.fromEntries(Object.entries(ar).filter(([term]) => term !== "nostr"));
    expect(glossaryProblems(source, sourceTerms, catalogue("ar", good), lacking)).toEqual([
      'glossary/ar.json: no "nostr"',
    ]);
  });

  it("leaves a message still in English's copy to its translation", () => {
    const marked = catalogue("ar", { ...good, "home.feature.ecash.name": "Ecash payments" }, [
      "home.feature.ecash.name",
    ]);
    expect(glossaryProblems(source, sourceTerms, marked, ar)).toEqual([]);
  });

  it("matches Latin and Cyrillic renderings where a word starts, other scripts anywhere", () => {
    expect(says("Comenta, republica o envía un zap", "menta")).toBe(false);
    expect(says("Usa mints en los que confíes", "mint")).toBe(true);
    expect(says("Promocionado", "promocionado")).toBe(true);
    expect(says("отправляйте зап", "зап")).toBe(true);
    expect(says("запрашивает", "ап")).toBe(false);
    expect(says("чтобы заплатить", "зап$")).toBe(false);
    expect(says("{count, plural, many {{figure} запов}}", "запов$")).toBe(true);
    expect(says("احتفظ بالإيكاش", "إيكاش")).toBe(true);
    expect(says("用 Lightning 打赏", "打赏")).toBe(true);
  });
});

describe("the message descriptions", () => {
  const all = readCatalogues(undefined, { documentation: true });
  const source = all[SOURCE_TAG]!;

  it("describe every message of English, in its order, where it appears and what it means", () => {
    expect(descriptionProblems(source, all[DOCUMENTATION_TAG])).toEqual([]);
    expect(source.meta).toMatchObject({ "message-documentation": DOCUMENTATION_TAG });
  });

  it("are written back byte for byte by the scripts' writer", () => {
    const file = all[DOCUMENTATION_TAG]!.file;
    const text = readFileSync(file, "utf8");
    expect(catalogueJson(JSON.parse(text) as Record<string, unknown>)).toBe(text);
  });

  it("are no language: the site and its checks never see them", () => {
    expect(Object.keys(readCatalogues())).not.toContain(DOCUMENTATION_TAG);
  });

  it("find a message without a description, one that repeats the English, a new one not described yet", () => {
    const en = catalogue("en", { "a.one": "One", "a.two": "Two", "a.three": "Three" });
    const qqq = catalogue("qqq", { "a.one": "Where one appears.", "a.two": "Two", "a.gone": "Gone." });
    expect(descriptionProblems(en, qqq)).toEqual([
      '"a.two" is not described yet',
      '"a.three" has no description',
      '"a.gone" is described but is not in en.json',
    ]);
    const added = catalogue("qqq", { "a.one": "x", "a.two": "y", "a.three": "Three" }, ["a.three"]);
    expect(descriptionProblems(en, added)).toEqual(['"a.three" is not described yet']);
    expect(descriptionProblems(en, catalogue("qqq", { "a.two": "y", "a.one": "x", "a.three": "z" }))).toEqual([
      "qqq.json does not keep en.json's order",
    ]);
    expect(descriptionProblems(en, undefined)).toEqual(["no qqq.json"]);
  });
});
