import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  MESSAGES_DIR,
  SOURCE_TAG,
  catalogueProblems,
  readCatalogues,
  untranslated,
  type Catalogue,
} from "../../builder/i18n/catalogue.mjs";
import { translationWarnings } from "../../builder/launch-checklist";
import {
  addMessages,
  catalogueText,
  editCatalogues,
  mergeTranslation,
  removeMessages,
  renameMessages,
} from "./catalogue-edits.mjs";

// The commands run on a copy of the site's catalogues, in a folder of their own.
let dir = "";
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "catalogues-"));
  cpSync(MESSAGES_DIR, dir, { recursive: true, filter: (file) => !file.endsWith(".lock") });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// The edits the commands make, on the folder, as the commands make them (under its lock).
const add = (added: Record<string, string>, options?: { keepTranslations?: boolean }) =>
  editCatalogues(dir, (catalogues) => addMessages(catalogues, added, options));
const rename = (from: string, to: string) => editCatalogues(dir, (catalogues) => renameMessages(catalogues, from, to));
const remove = (name: string) => editCatalogues(dir, (catalogues) => removeMessages(catalogues, name));
const merge = (tag: string, translated: Record<string, string>) =>
  editCatalogues(dir, (catalogues) => mergeTranslation(catalogues, tag, translated, dir));
/** A command itself, run on the folder (each run starts Node: a second or more on a busy machine). */
const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [join("tools/i18n", script), ...args, "--dir", dir], { encoding: "utf8" });
const read = () => readCatalogues(dir);
const keysOf = (catalogue: Catalogue | undefined) => Object.keys(catalogue?.messages ?? {});
const others = (catalogues: Record<string, Catalogue>) =>
  Object.values(catalogues).filter((catalogue) => catalogue.tag !== SOURCE_TAG);
/** Every problem the catalogue test would report, for every language. */
const problems = (catalogues: Record<string, Catalogue>) =>
  others(catalogues).flatMap((catalogue) => catalogueProblems(catalogues[SOURCE_TAG]!, catalogue));

const QUESTION = "faq.item.fees.question";
const ANSWER = "faq.item.fees.answer";

describe("adding messages", () => {
  it("writes English, and English's copy into every other catalogue, marked as needing translation", async () => {
    const before = read();
    const outcome = await add({ [QUESTION]: "Does {name} charge fees?", [ANSWER]: "No: {name} is free." });
    expect(outcome.added).toEqual([QUESTION, ANSWER]);
    // Every catalogue and the message documentation (qqq.json), whose copy waits, marked, for a description.
    expect(outcome.written).toHaveLength(Object.keys(before).length + 1);
    const documentation = readCatalogues(dir, { documentation: true }).qqq!;
    expect(documentation.messages[QUESTION]).toBe("Does {name} charge fees?");
    expect(documentation.meta.needsTranslation).toEqual([ANSWER, QUESTION]);
    const after = read();
    expect(after.en!.messages[QUESTION]).toBe("Does {name} charge fees?");
    expect(after.en!.meta).toEqual(before.en!.meta);
    for (const catalogue of others(after)) {
      expect(catalogue.messages[ANSWER], catalogue.tag).toBe("No: {name} is free.");
      expect(catalogue.meta.needsTranslation, catalogue.tag).toEqual([ANSWER, QUESTION]);
      // Nothing else changed: the translations, the language, the review.
      const { needsTranslation, ...meta } = catalogue.meta;
      expect(needsTranslation).toBeDefined();
      expect(meta).toEqual(before[catalogue.tag]!.meta);
      for (const [key, text] of Object.entries(before[catalogue.tag]!.messages))
        expect(catalogue.messages[key], key).toBe(text);
    }
    expect(problems(after)).toEqual([]);
    expect(translationWarnings(untranslated(after))).toContain(
      "launch checklist: the es translation has 2 messages still in English " +
        "(app/i18n/messages/es.json, @metadata.needsTranslation)",
    );
  });

  it("puts a new key after the last of its kind in English, and keeps English's order in every catalogue", async () => {
    const before = keysOf(read().en);
    await add({ [QUESTION]: "Q", [ANSWER]: "A", "shell.nav.press": "Press" });
    const after = read();
    const english = keysOf(after.en);
    const next = (key: string | undefined) => english[english.indexOf(key ?? "") + 1];
    expect(next(before.findLast((key) => key.startsWith("faq.item.")))).toBe(QUESTION);
    expect(next(QUESTION)).toBe(ANSWER);
    expect(next(before.findLast((key) => key.startsWith("shell.nav.")))).toBe("shell.nav.press");
    expect(english.filter((key) => ![QUESTION, ANSWER, "shell.nav.press"].includes(key))).toEqual(before);
    for (const catalogue of others(after)) expect(keysOf(catalogue), catalogue.tag).toEqual(english);
    // A key of a new name: after its area's last key; of a new area: at the end.
    const added = addMessages(after, { "home.brandNew.title": "T", "zzz.new": "Z" }).catalogues;
    expect(keysOf(added.en).indexOf("home.brandNew.title")).toBe(
      english.findLastIndex((key) => key.startsWith("home.")) + 1,
    );
    expect(keysOf(added.en).at(-1)).toBe("zzz.new");
    expect(keysOf(added.fa)).toEqual(keysOf(added.en));
  });

  it("marks a key again when its English changes, leaves one alone whose English did not", async () => {
    const before = read();
    const key = "faq.item.keys.question";
    const nostr = "faq.item.nostr.question";
    const outcome = await add({ [key]: "Who holds the keys to my wallet?", [nostr]: "What is nostr?" });
    expect(outcome).toMatchObject({ added: [], changed: [key] });
    const after = read();
    for (const catalogue of others(after)) {
      expect(catalogue.messages[key], catalogue.tag).toBe("Who holds the keys to my wallet?");
      expect(catalogue.meta.needsTranslation, catalogue.tag).toEqual([key]);
      expect(catalogue.messages[nostr]).toBe(before[catalogue.tag]!.messages[nostr]);
    }
    expect(problems(after)).toEqual([]);
  });

  it("with keepTranslations, changes English and the copies still in English only", async () => {
    await add({ [QUESTION]: "Does it cost?" });
    await merge("fr", { [QUESTION]: "Est-ce payant ?" });
    await add({ [QUESTION]: "Does it cost anything?" }, { keepTranslations: true });
    const after = read();
    expect(after.fr!.messages[QUESTION]).toBe("Est-ce payant ?");
    expect(after.fr!.meta.needsTranslation).toBeUndefined();
    expect(after.es!.messages[QUESTION]).toBe("Does it cost anything?");
    expect(after.es!.meta.needsTranslation).toEqual([QUESTION]);
    // Not when the placeholders change: the translations would no longer fit.
    await expect(add({ [QUESTION]: "Does {name} cost?" }, { keepTranslations: true })).rejects.toThrow(
      `"${QUESTION}" takes {name:argument}, was {}: its translations cannot be kept`,
    );
  });

  it("refuses a message that does not parse and a key without an area, writing nothing", async () => {
    const before = readFileSync(join(dir, "en.json"), "utf8");
    await expect(add({ [QUESTION]: "Q?", [ANSWER]: "Does {name charge?" })).rejects.toThrow(
      `"${ANSWER}" does not parse`,
    );
    await expect(add({ fees: "Fees" })).rejects.toThrow('"fees": a key is its area and a name');
    expect(readFileSync(join(dir, "en.json"), "utf8")).toBe(before);
  });
});

describe("renaming messages", () => {
  it("renames a key in every catalogue, in place, its translations and marks kept", async () => {
    await add({ [QUESTION]: "Q?", [ANSWER]: "A." });
    const before = read();
    const reply = "faq.item.fees.reply";
    expect((await rename(ANSWER, reply)).renamed).toEqual([[ANSWER, reply]]);
    const after = read();
    for (const catalogue of Object.values(after)) {
      const keys = keysOf(before[catalogue.tag]).map((key) => (key === ANSWER ? reply : key));
      expect(keysOf(catalogue), catalogue.tag).toEqual(keys);
    }
    expect(after.es!.meta.needsTranslation).toEqual([QUESTION, reply]);
    expect(after.ru!.messages["faq.item.keys.answer"]).toBe(before.ru!.messages["faq.item.keys.answer"]);
    expect(problems(after)).toEqual([]);
  });

  it("renames every key under a name: a FAQ question's id renames its question and its answer", async () => {
    const before = read();
    const old = "faq.item.keys";
    const custody = "faq.item.custody";
    await rename(old, custody);
    const after = read();
    for (const catalogue of Object.values(after)) {
      const was = before[catalogue.tag]!;
      expect(catalogue.messages[`${custody}.question`]).toBe(was.messages[`${old}.question`]);
      expect(catalogue.messages[`${custody}.answer`]).toBe(was.messages[`${old}.answer`]);
      expect(keysOf(catalogue).filter((key) => key.startsWith(`${old}.`))).toEqual([]);
      expect(keysOf(catalogue).indexOf(`${custody}.question`)).toBe(keysOf(was).indexOf(`${old}.question`));
    }
    expect(problems(after)).toEqual([]);
    // A name is whole segments: "faq.item.key" is not the start of "faq.item.keys.question".
    await expect(rename("faq.item.key", "faq.item.x")).rejects.toThrow("nor the start of one");
  });

  it("renames marks too, and refuses a name English has already", async () => {
    await add({ [QUESTION]: "Q?", [ANSWER]: "A." });
    await rename("faq.item.fees", "faq.item.costs");
    expect(read().ja!.meta.needsTranslation).toEqual(["faq.item.costs.answer", "faq.item.costs.question"]);
    await expect(rename("faq.item.costs", "faq.item.keys")).rejects.toThrow(
      '"faq.item.keys.question" is in en.json already',
    );
  });
});

describe("removing messages", () => {
  it("removes a key, or every key under a name, from every catalogue and its marks", async () => {
    await add({ [QUESTION]: "Q?", [ANSWER]: "A." });
    await remove(ANSWER);
    expect(read().tr!.meta.needsTranslation).toEqual([QUESTION]);
    await remove("faq.item.fees");
    expect((await remove("faq.item.keys")).removed).toEqual(["faq.item.keys.question", "faq.item.keys.answer"]);
    for (const catalogue of Object.values(read())) {
      expect(keysOf(catalogue).filter((key) => /^faq\.item\.(fees|keys)\./.test(key))).toEqual([]);
      expect(catalogue.meta.needsTranslation).toBeUndefined();
    }
    // The file is as it was before the marks, but for the removed keys.
    expect(readFileSync(join(dir, "es.json"), "utf8")).toBe(
      readFileSync(join(MESSAGES_DIR, "es.json"), "utf8").replace(/ {2}"faq\.item\.keys\.[^\n]*\n/g, ""),
    );
    await expect(remove("faq.item.gone")).rejects.toThrow('"faq.item.gone" is no key of en.json');
  });
});

describe("merging a translation", () => {
  it("clears the mark of every message it takes, keeps the others' marks and English's order", async () => {
    await add({ [QUESTION]: "Does {name} charge fees?", [ANSWER]: "No." });
    const outcome = await merge("es", { [QUESTION]: "¿Cobra {name} comisiones?", "faq.item.keys.answer": "Tú." });
    expect(outcome).toMatchObject({ taken: 2, written: [join(dir, "es.json")] });
    const after = read();
    expect(after.es!.messages[QUESTION]).toBe("¿Cobra {name} comisiones?");
    expect(after.es!.messages["faq.item.keys.answer"]).toBe("Tú.");
    expect(after.es!.meta.needsTranslation).toEqual([ANSWER]);
    expect(after.fr!.meta.needsTranslation).toEqual([ANSWER, QUESTION]);
    expect(keysOf(after.es)).toEqual(keysOf(after.en));
    await merge("es", { [ANSWER]: "No." });
    expect(read().es!.meta).toEqual({ language: "es", reviewed: false });
  });

  it("makes a new language's catalogue of English's copies, every one marked", async () => {
    await merge("it", {});
    const catalogues = read();
    expect(catalogues.it!.meta).toEqual({
      language: "it",
      reviewed: false,
      needsTranslation: keysOf(catalogues.en).sort(),
    });
    expect(catalogues.it!.messages).toEqual(catalogues.en!.messages);
    expect(problems(catalogues)).toEqual([]);
  });

  it("refuses a key English does not have", async () => {
    await expect(merge("es", { "home.nowhere": "x" })).rejects.toThrow("not in en.json: home.nowhere");
  });
});

describe("editCatalogues", () => {
  it("writes only the catalogues that changed, byte for byte as the catalogues are written", async () => {
    const { written } = await editCatalogues(dir, (catalogues) => ({ catalogues }));
    expect(written).toEqual([]);
    for (const catalogue of Object.values(read()))
      expect(catalogueText(catalogue)).toBe(readFileSync(catalogue.file, "utf8"));
  });

  it("waits for the lock another command holds, and leaves none behind when an edit fails", async () => {
    mkdirSync(join(dir, "en.json.lock"));
    const edit = remove("faq.item.keys");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(read().en!.messages["faq.item.keys.question"]).toBeDefined();
    rmSync(join(dir, "en.json.lock"), { recursive: true });
    expect((await edit).removed).toHaveLength(2);
    expect(read().en!.messages["faq.item.keys.question"]).toBeUndefined();
    await expect(remove("faq.item.keys")).rejects.toThrow();
    expect(existsSync(join(dir, "en.json.lock"))).toBe(false);
  });

  it("leaves the catalogues it was given alone (the edits are pure)", () => {
    const catalogues = read();
    const copy = structuredClone(catalogues);
    addMessages(catalogues, { [QUESTION]: "Q?", "faq.item.keys.question": "Who?" });
    renameMessages(catalogues, "faq.item.keys", "faq.item.custody");
    removeMessages(catalogues, "faq");
    mergeTranslation(catalogues, "es", { "faq.item.keys.answer": "Tú." });
    expect(catalogues).toEqual(copy);
  });
});

describe("the commands", () => {
  it("npm run messages adds, renames and removes, from its arguments or a file; refuses a bad call", () => {
    const added = run("messages.mjs", "add", QUESTION, "Does {name} charge fees?", ANSWER, "No.");
    expect(added.stderr).toBe("");
    const count = Object.keys(readCatalogues(dir, { documentation: true })).length;
    expect(added.stdout).toBe(`2 added, 0 changed, 0 unchanged; ${count} catalogues written in ${dir}\n`);
    const file = join(dir, "new.json.txt");
    writeFileSync(file, JSON.stringify({ "@metadata": {}, [ANSWER]: "Never." }));
    expect(run("messages.mjs", "add", "--keep-translations", "--file", file).stdout).toContain(
      "0 added, 1 changed (translations kept), 0 unchanged",
    );
    expect(read().de!.messages[ANSWER]).toBe("Never.");
    expect(run("messages.mjs", "rename", "faq.item.fees", "faq.item.costs").stdout).toContain(
      `${QUESTION} -> faq.item.costs.question`,
    );
    expect(run("messages.mjs", "remove", "faq.item.costs").stdout).toContain(`2 removed; ${count} catalogues written`);
    expect(readFileSync(join(dir, "pt-BR.json"), "utf8")).toBe(readFileSync(join(MESSAGES_DIR, "pt-BR.json"), "utf8"));
    expect(readFileSync(join(dir, "qqq.json"), "utf8")).toBe(readFileSync(join(MESSAGES_DIR, "qqq.json"), "utf8"));
    const odd = run("messages.mjs", "add", QUESTION);
    expect(odd.status).toBe(2);
    expect(odd.stderr).toContain("usage: npm run messages -- add");
    const refused = run("messages.mjs", "remove", "faq.item.gone");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe('✖ "faq.item.gone" is no key of en.json, nor the start of one\n');
  }, 60_000);

  it("merge-translation.mjs takes a translator's file into a language", () => {
    run("messages.mjs", "add", QUESTION, "Does {name} charge fees?");
    const file = join(dir, "returned.json.txt");
    writeFileSync(file, JSON.stringify({ [QUESTION]: "¿Cobra {name} comisiones?" }));
    const merged = run("merge-translation.mjs", "es", file);
    expect(merged.stdout).toContain("es.json: 1 messages taken");
    expect(read().es!.meta.needsTranslation).toBeUndefined();
    expect(read().fr!.meta.needsTranslation).toEqual([QUESTION]);
  }, 60_000);
});
