import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeOfPrefix,
  localizedPath,
  preferredLocale,
  PSEUDO_LOCALE,
  siteLocales,
  splitLocalePath,
} from "./locales";

const byTag = (tag: string) => LOCALES.find((locale) => locale.tag === tag)!;
const es = byTag("es");
const fa = byTag("fa");

describe("the languages", () => {
  it("are English and ten others, each named in itself, Persian and Arabic right to left", () => {
    expect(LOCALES.map((locale) => locale.tag)).toEqual([
      "en",
      "es",
      "pt-BR",
      "fr",
      "de",
      "ru",
      "tr",
      "fa",
      "ar",
      "zh-CN",
      "ja",
    ]);
    expect(LOCALES.filter((locale) => locale.dir === "rtl").map((locale) => locale.tag)).toEqual(["fa", "ar"]);
    expect(es.name).toBe("Español");
    expect(fa.name).toBe("فارسی");
    expect(new Set(LOCALES.map((locale) => locale.prefix)).size).toBe(LOCALES.length);
  });

  it("publish the pseudo-locale only when asked", () => {
    expect(siteLocales(false)).not.toContain(PSEUDO_LOCALE);
    expect(siteLocales(true)).toContain(PSEUDO_LOCALE);
  });
});

describe("addresses", () => {
  it("keep English where it is and put the others under their prefix", () => {
    expect(localizedPath("/blog", DEFAULT_LOCALE)).toBe("/blog");
    expect(localizedPath("/", es)).toBe("/es");
    expect(localizedPath("/blog/hello", es)).toBe("/es/blog/hello");
    expect(localizedPath("/#faq", fa)).toBe("/fa#faq");
    expect(localizedPath("https://example.com/x", es)).toBe("https://example.com/x");
  });

  it("read a path's language and the page it names", () => {
    expect(splitLocalePath("/es/blog/hello", LOCALES)).toEqual({ locale: es, path: "/blog/hello" });
    expect(splitLocalePath("/es", LOCALES)).toEqual({ locale: es, path: "/" });
    expect(splitLocalePath("/blog", LOCALES)).toEqual({ locale: DEFAULT_LOCALE, path: "/blog" });
    expect(splitLocalePath("/xx/blog", LOCALES)).toEqual({ locale: DEFAULT_LOCALE, path: "/xx/blog" });
    expect(splitLocalePath("/en-xa/blog", LOCALES), "no pseudo-locale in production").toEqual({
      locale: DEFAULT_LOCALE,
      path: "/en-xa/blog",
    });
    expect(splitLocalePath("/en-xa/blog", siteLocales(true))).toEqual({ locale: PSEUDO_LOCALE, path: "/blog" });
  });

  it("name a language by its prefix, in any case; none for an unknown one", () => {
    expect(localeOfPrefix(undefined, LOCALES)).toBe(DEFAULT_LOCALE);
    expect(localeOfPrefix("PT-BR", LOCALES)?.tag).toBe("pt-BR");
    expect(localeOfPrefix("xx", LOCALES)).toBeUndefined();
    expect(localeOfPrefix("blog", LOCALES)).toBeUndefined();
  });
});

describe("preferredLocale", () => {
  it("takes the first preference the site has, by tag or by language", () => {
    expect(preferredLocale(["es-AR", "en"], LOCALES)).toBe(es);
    expect(preferredLocale(["nl", "de-CH", "en"], LOCALES)?.tag).toBe("de");
    expect(preferredLocale(["pt-PT"], LOCALES)?.tag).toBe("pt-BR");
    expect(preferredLocale(["FA-ir"], LOCALES)).toBe(fa);
    expect(preferredLocale(["en-GB"], LOCALES)).toBe(DEFAULT_LOCALE);
  });

  it("offers Simplified Chinese to Simplified Chinese readers only", () => {
    expect(preferredLocale(["zh-Hans-CN"], LOCALES)?.tag).toBe("zh-CN");
    expect(preferredLocale(["zh"], LOCALES)?.tag).toBe("zh-CN");
    expect(preferredLocale(["zh-TW", "ja"], LOCALES)?.tag).toBe("ja");
    expect(preferredLocale(["zh-Hant"], LOCALES)).toBeUndefined();
  });

  it("finds nothing for languages the site does not speak", () => {
    expect(preferredLocale(["nl", "sv"], LOCALES)).toBeUndefined();
    expect(preferredLocale([], LOCALES)).toBeUndefined();
  });
});
