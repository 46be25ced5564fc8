import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../app/i18n/locales";
import {
  areaOf,
  catalogueJson,
  catalogueProblems,
  compileMessages,
  messageArguments,
  pseudoMessage,
  readCatalogues,
  SOURCE_TAG,
  unreviewed,
  untranslated,
  type Catalogue,
} from "./catalogue.mjs";
import { AREAS } from "../../app/i18n/messages";

const catalogue = (tag: string, messages: Record<string, string>, reviewed = false): Catalogue => ({
  tag,
  file: `${tag}.json`,
  meta: { language: tag, reviewed },
  messages,
});

// Inside the project (.tmp/ is git-ignored): the test runner loads only files under its root.
mkdirSync(".tmp", { recursive: true });
const compiledDir = mkdtempSync(join(".tmp", "messages-"));
let compiledCount = 0;
afterAll(() => rmSync(compiledDir, { recursive: true, force: true }));

/** A compiled message, run (as a module file, which the test runner loads with its TypeScript imports). */
async function run(tag: string, message: string, values?: Record<string, unknown>): Promise<string> {
  const source = compileMessages(tag, { m: message });
  const file = resolve(compiledDir, `m${compiledCount++}.mjs`);
  writeFileSync(
    file,
    source.replace(/from "([^"]+)"/g, (_: string, id: string) =>
      id.startsWith("/") ? `from "${id}"` : `from "${fileURLToPath(import.meta.resolve(id))}"`,
    ),
  );
  const module = (await import(/* @vite-ignore */ file)) as { default: Record<string, (v?: unknown) => string> };
  return module.default.m!(values);
}

describe("the catalogues", () => {
  const catalogues = readCatalogues();
  const source = catalogues[SOURCE_TAG]!;

  it("exist for every language the site publishes", () => {
    expect(Object.keys(catalogues).sort()).toEqual(LOCALES.map((locale) => locale.tag).sort());
  });

  it.each(Object.keys(catalogues).filter((tag) => tag !== SOURCE_TAG))(
    "%s has every message of English, no other, with the same placeholders and plurals",
    (tag) => {
      expect(catalogueProblems(source, catalogues[tag]!)).toEqual([]);
    },
  );

  it("file every message under a known area", () => {
    const areas: readonly string[] = AREAS;
    expect(Object.keys(source.messages).filter((key) => !areas.includes(areaOf(key)))).toEqual([]);
  });

  it("are written back byte for byte by the scripts' writer, direction controls as visible escapes", () => {
    for (const { file } of Object.values(catalogues)) {
      const text = readFileSync(file, "utf8");
      expect(catalogueJson(JSON.parse(text) as Record<string, unknown>), file).toBe(text);
    }
    expect(catalogueJson({ m: "\u2068{npub}...\u2069 \u200F" })).toBe(
      '{\n  "m": "\\u2068{npub}...\\u2069 \\u200f"\n}\n',
    );
  });

  it("record whether a native speaker reviewed each", () => {
    for (const { meta } of Object.values(catalogues)) expect(typeof meta.reviewed).toBe("boolean");
  });
});

describe("catalogueProblems", () => {
  const en = catalogue("en", { "a.greet": "Hello, {name}", "a.count": "{n, plural, one {# item} other {# items}}" });

  it("finds a missing message, an extra one, a broken placeholder, a lost plural and a parse error", () => {
    const es = catalogue("es", {
      "a.greet": "Hola, {nombre}",
      "a.count": "{n} cosas",
      "a.extra": "Extra",
    });
    expect(catalogueProblems(en, es)).toEqual([
      'es.json: "a.greet" takes {nombre:argument}, en.json {name:argument}',
      'es.json: "a.count" takes {n:argument}, en.json {n:plural}',
      'es.json: "a.extra" is not in en.json',
    ]);
    expect(catalogueProblems(en, catalogue("fr", { "a.greet": "Bonjour, {name" }))).toEqual([
      'fr.json: "a.count" is missing',
      expect.stringMatching(/^fr\.json: "a\.greet" does not parse/),
    ]);
  });

  it("accepts other plural categories with the same argument (Russian, Arabic)", () => {
    const ru = catalogue("ru", {
      "a.greet": "Привет, {name}",
      "a.count": "{n, plural, one {# вещь} few {# вещи} many {# вещей} other {# вещи}}",
    });
    expect(catalogueProblems(en, ru)).toEqual([]);
  });

  it("finds a needs-translation mark of a key the catalogue lacks, one not a list of keys, one out of order", () => {
    const es = catalogue("es", { "a.greet": "Hello, {name}", "a.count": "{n, plural, other {# items}}" });
    const marked = (needsTranslation: unknown): Catalogue => ({
      ...es,
      meta: { ...es.meta, needsTranslation } as Catalogue["meta"],
    });
    expect(catalogueProblems(en, marked(["a.count", "a.greet"]))).toEqual([]);
    expect(catalogueProblems(en, marked(["a.count", "a.gone"]))).toEqual([
      'es.json: @metadata.needsTranslation names "a.gone", which it does not have',
    ]);
    expect(catalogueProblems(en, marked("a.count"))).toEqual([
      "es.json: @metadata.needsTranslation is not a list of keys",
    ]);
    expect(catalogueProblems(en, marked([1]))).toEqual(["es.json: @metadata.needsTranslation is not a list of keys"]);
    expect(catalogueProblems(en, marked(["a.greet", "a.count"]))).toEqual([
      "es.json: @metadata.needsTranslation is not sorted, each key once",
    ]);
    expect(catalogueProblems(en, marked(["a.count", "a.count"]))).toEqual([
      "es.json: @metadata.needsTranslation is not sorted, each key once",
    ]);
  });

  it("counts each language's messages still in English, never English's own", () => {
    const marked = (tag: string, needsTranslation?: string[]): Catalogue => ({
      ...catalogue(tag, {}),
      meta: { language: tag, reviewed: false, ...(needsTranslation && { needsTranslation }) },
    });
    expect(
      untranslated({
        en: marked("en", ["x.y"]),
        fa: marked("fa", ["a.b", "a.c"]),
        es: marked("es", ["a.b"]),
        de: marked("de", []),
        fr: marked("fr"),
      }),
    ).toEqual({ es: 1, fa: 2 });
    expect(Object.keys(untranslated({ fa: marked("fa", ["a.b"]), es: marked("es", ["a.b"]) }))).toEqual(["es", "fa"]);
  });

  it("lists the languages not reviewed yet, never English", () => {
    expect(
      unreviewed({
        en: catalogue("en", {}, false),
        es: catalogue("es", {}, true),
        fa: catalogue("fa", {}, false),
        ar: catalogue("ar", {}, false),
      }),
    ).toEqual(["ar", "fa"]);
  });
});

describe("messageArguments", () => {
  it("names each argument with its use, nested ones included", () => {
    expect(messageArguments("{a} {b, plural, one {# {c}} other {{d, number}}} {e, select, x {y} other {z}}")).toEqual([
      "a:argument",
      "b:plural",
      "c:argument",
      "d:number",
      "e:select",
    ]);
  });
});

describe("the pseudo-locale", () => {
  it("accents and lengthens the words, brackets the message, keeps placeholders and plurals", () => {
    expect(pseudoMessage("Skip to content")).toBe("[Šķîîþ ţöö çööñţééñţ]");
    const plural = pseudoMessage("{count, plural, one {# result} other {# results for {query}}}");
    expect(plural).toBe("[{count, plural, one {# ŕééšûûļţ} other {# ŕééšûûļţš ƒööŕ {query}}}]");
    expect(messageArguments(plural)).toEqual(messageArguments("{count, plural, one {#} other {{query}}}"));
  });

  it("keeps quoted braces and apostrophes literal", () => {
    expect(pseudoMessage("It's '{'x'}'")).toBe("[ÎÎţ''š '{'ẋ'}']");
  });
});

describe("compiled messages", () => {
  it("use each language's plural rules and number formats", async () => {
    const minutes = "{n, plural, one {# min} other {# min}}";
    expect(await run("en", minutes, { n: 1 })).toBe("1 min");
    expect(await run("en", "{n, plural, one {# result} other {# results}}", { n: 1200 })).toBe("1,200 results");
    const ru = "{n, plural, one {# минута} few {# минуты} many {# минут} other {# минуты}}";
    expect(await run("ru", ru, { n: 1 })).toBe("1 минута");
    expect(await run("ru", ru, { n: 3 })).toBe("3 минуты");
    expect(await run("ru", ru, { n: 5 })).toBe("5 минут");
    expect(await run("ru", ru, { n: 21 })).toBe("21 минута");
    const ar =
      "{n, plural, zero {لا دقائق} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}";
    expect(await run("ar", ar, { n: 2 })).toBe("دقيقتان");
    // Digits as the language's Intl writes them.
    const ar3 = new Intl.NumberFormat("ar").format(3);
    expect(await run("ar", ar, { n: 3 })).toBe(`${ar3} دقائق`);
    expect(await run("ar", ar, { n: 11 })).toBe(`${new Intl.NumberFormat("ar").format(11)} دقيقة`);
    expect(await run("es", "{n, plural, one {# minuto} other {# minutos}}", { n: 1200 })).toBe("1200 minutos");
  });

  it("agree a subflow's step counts with their numbers: one step of its own is singular (es, pt-BR, fr, de)", async () => {
    const catalogues = readCatalogues();
    const steps = (tag: string, inherited: number, own: number) =>
      run(tag, catalogues[tag]!.messages["flows.card.stepsWithInherited"]!, {
        count: inherited + own,
        inherited,
        own,
        flow: "Enviar ecash",
      });
    expect(await steps("es", 5, 1)).toBe("6 pasos (5 heredados de Enviar ecash y 1 propio)");
    expect(await steps("es", 1, 2)).toBe("3 pasos (1 heredado de Enviar ecash y 2 propios)");
    expect(await steps("pt-BR", 5, 1)).toBe("6 passos (5 herdados de Enviar ecash, depois 1 próprio)");
    expect(await steps("pt-BR", 1, 3)).toBe("4 passos (1 herdado de Enviar ecash, depois 3 próprios)");
    expect(await steps("fr", 5, 1)).toBe("6 étapes (5 venant de Enviar ecash, puis 1 qui lui est propre)");
    expect(await steps("de", 5, 1)).toBe("6 Schritte (5 aus Enviar ecash, dann 1 eigener)");
    expect(await steps("de", 5, 2)).toBe("7 Schritte (5 aus Enviar ecash, dann 2 eigene)");
  });

  it("count Arabic zaps in each of the six forms, with the zap's own word, never the tip's", async () => {
    const zaps = readCatalogues()["ar"]!.messages["blog.counters.zaps"]!;
    const forms = await Promise.all([0, 1, 2, 3, 11, 100].map((count) => run("ar", zaps, { count, figure: "N" })));
    expect(forms).toEqual(["N زاب", "N زاب", "N زابان", "N زابات", "N زابًا", "N زاب"]);
    for (const form of forms) expect(form).not.toContain("إكرامية");
  });

  it.each(["ar", "fa"])("%s isolates a topic with its #, so a title reads #privacy, not privacy#", async (tag) => {
    const { messages } = readCatalogues()[tag]!;
    for (const key of ["blog.meta.topicTitle", "blog.meta.topicTitlePaged", "blog.meta.topicFeedTitle"]) {
      const text = await run(tag, messages[key]!, { topic: "privacy", page: 2, name: "Ember" });
      expect(text, key).toContain("\u2068#privacy\u2069");
    }
  });

  it.each(["ar", "fa"])(
    "%s isolates an unnamed author's key with its ellipsis, so it reads npub1abc... not ...npub1abc",
    async (tag) => {
      const unnamed = readCatalogues()[tag]!.messages["blog.author.unnamed"]!;
      const name = await run(tag, unnamed, { npub: "npub1abc" });
      // First-strong isolate (U+2068) to pop directional isolate (U+2069): the dots belong to the key's run.
      expect(name).toMatch(/^\S+ \u2068npub1abc\.\.\.\u2069$/u);
    },
  );
});
