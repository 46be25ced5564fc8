import { describe, expect, it } from "vitest";
import { readCatalogues } from "../../builder/i18n/catalogue.mjs";
import { arbFiles, arbOf } from "./arb.mjs";

describe("the ARB copy of the catalogues", () => {
  it("carries each message and, in English's file, its description as the message's attribute", () => {
    const en = {
      tag: "en",
      file: "en.json",
      meta: { language: "en", reviewed: true },
      messages: { "a.b": "Hi {name}" },
    };
    expect(arbOf(en, { "a.b": "Where it appears." })).toEqual({
      "@@locale": "en",
      "a.b": "Hi {name}",
      "@a.b": { description: "Where it appears." },
    });
    expect(arbOf({ ...en, tag: "pt-BR" })).toEqual({ "@@locale": "pt_BR", "a.b": "Hi {name}" });
  });

  it("is written for every language, English's with a description for every message, never one for qqq", () => {
    const files = arbFiles();
    expect(Object.keys(files).sort()).toEqual(
      Object.keys(readCatalogues())
        .map((tag) => `${tag}.arb`)
        .sort(),
    );
    const en = JSON.parse(files["en.arb"]!) as Record<string, unknown>;
    const described = Object.keys(en).filter((key) => key.startsWith("@") && !key.startsWith("@@"));
    expect(described.map((key) => key.slice(1))).toEqual(Object.keys(readCatalogues().en!.messages));
    expect(en["@blog.counters.zaps"]).toEqual({ description: expect.stringContaining("never the tip's word") });
    const ar = JSON.parse(files["ar.arb"]!) as Record<string, unknown>;
    expect(Object.keys(ar).some((key) => key.startsWith("@") && !key.startsWith("@@"))).toBe(false);
    expect(ar["blog.counters.zaps"]).toBe(readCatalogues().ar!.messages["blog.counters.zaps"]);
  });
});
