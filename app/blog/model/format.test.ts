import { describe, expect, it } from "vitest";
import {
  articleReadMinutes,
  countWords,
  formatCount,
  formatDate,
  formatMinutes,
  formatZapTotal,
  listReadMinutes,
  otherLanguageName,
  zapTotal,
} from "./format";

describe("read time", () => {
  it("list: ceil(characters / 1000)", () => {
    expect(listReadMinutes(1000)).toBe(1);
    expect(listReadMinutes(1001)).toBe(2);
    expect(listReadMinutes(4500)).toBe(5);
  });

  it("article page: ceil(words / 200)", () => {
    expect(articleReadMinutes("word ".repeat(200))).toBe(1);
    expect(articleReadMinutes("word ".repeat(201))).toBe(2);
    expect(articleReadMinutes("a\n\nb\tc ".repeat(300))).toBe(5);
  });

  it("never shows 0 minutes for an empty article", () => {
    expect(listReadMinutes(0)).toBe(1);
    expect(articleReadMinutes("   ")).toBe(1);
  });

  it("counts words separated by any whitespace", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  one\ntwo\t three  ")).toBe(3);
  });

  it('writes the minutes as "N min" in English (the message adds " read")', () => {
    expect(formatMinutes(3)).toBe("3 min");
    expect(formatMinutes(1, "en-XA")).toBe("1 min");
  });

  it("writes the minutes in the page's language", () => {
    const intl = (locale: string, minutes: number) =>
      new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "short" }).format(minutes);
    expect(formatMinutes(5, "es")).toBe("5 min");
    expect(formatMinutes(5, "ru")).toBe("5 мин");
    for (const locale of ["es", "ru", "ar", "fa", "ja"]) {
      for (const minutes of [1, 2, 5, 11, 21]) expect(formatMinutes(minutes, locale)).toBe(intl(locale, minutes));
    }
  });
});

describe("formatZapTotal", () => {
  it("writes sats, then k and M, then bitcoin, rounding down and never past 21M BTC", () => {
    const cases: [number, string][] = [
      [0, "0 sats"],
      [950, "950 sats"],
      [1_000, "1,000 sats"],
      [9_999, "9,999 sats"],
      [25_400, "25k sats"],
      [999_999, "999k sats"],
      [1_000_000, "1M sats"],
      [1_500_000, "1.5M sats"],
      [2_399_999, "2.3M sats"],
      [21_000_000, "21M sats"],
      [99_999_999, "99M sats"],
      [100_000_000, "1 BTC"],
      [230_000_000, "2.3 BTC"],
      [2_100_000_000_00, "2,100 BTC"],
      [2_100_000_000_000_000, "21M BTC"],
      [Number.MAX_SAFE_INTEGER, "21M BTC"],
      [Number.NaN, "0 sats"],
    ];
    for (const [sats, text] of cases) expect(formatZapTotal(sats), String(sats)).toBe(text);
  });
});

describe("zapTotal in other languages", () => {
  it("rounds down as in English, and writes the figure as the language does", () => {
    const NBSP = "\u00a0";
    expect(formatZapTotal(2_100, "ru")).toBe(`2${NBSP}100 sats`);
    expect(formatZapTotal(25_400, "es")).toBe(`25${NBSP}mil sats`);
    expect(formatZapTotal(2_399_999, "es")).toBe(`2,3${NBSP}M sats`);
    expect(formatZapTotal(2_399_999, "ru")).toBe(`2,3${NBSP}млн sats`);
    expect(formatZapTotal(230_000_000, "ru")).toBe("2,3 BTC");
    expect(zapTotal(999_999, "ru")).toEqual({ amount: `999${NBSP}тыс.`, unit: "sats", value: 999_000 });
    // Japanese counts in 万 (10,000): 2,399,999 is 239.9万 but shows what English shows, 2.3M, rounded down.
    expect(zapTotal(2_399_999, "ja")).toEqual({ amount: "230万", unit: "sats", value: 2_300_000 });
    expect(zapTotal(999_999, "ja").amount).toBe("99.9万");
  });

  it("uses the language's digits and separators (Arabic, Persian)", () => {
    const whole = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value);
    expect(zapTotal(2_100, "ar")).toEqual({ amount: whole("ar", 2_100), unit: "sats", value: 2_100 });
    expect(zapTotal(2_100, "fa").amount).toBe("۲٬۱۰۰");
    expect(zapTotal(230_000_000, "fa")).toEqual({ amount: "۲٫۳", unit: "btc", value: 2.3 });
    expect(zapTotal(Number.MAX_SAFE_INTEGER, "ar").value).toBe(21_000_000);
  });

  it("keeps the value for the message's plural", () => {
    expect(zapTotal(1).value).toBe(1);
    expect(zapTotal(25_400).value).toBe(25_000);
    expect(zapTotal(100_000_000)).toEqual({ amount: "1", unit: "btc", value: 1 });
  });
});

describe("formatCount", () => {
  it("groups thousands as the language does", () => {
    expect(formatCount(120)).toBe("120");
    expect(formatCount(12_345)).toBe("12,345");
    expect(formatCount(12_345, "es")).toBe("12.345");
    expect(formatCount(2_100, "es")).toBe("2100"); // Spanish groups from five digits on
    expect(formatCount(12_345, "ru")).toBe("12\u00a0345");
    expect(formatCount(12_345, "ar")).toBe(new Intl.NumberFormat("ar").format(12_345));
    expect(formatCount(12_345, "fa")).toBe("۱۲٬۳۴۵");
  });
});

describe("formatDate in other languages", () => {
  it("writes Intl's short date of the language, in UTC", () => {
    for (const locale of ["es", "ru", "ar", "ja"]) {
      const intl = new Intl.DateTimeFormat(locale, {
        year: "numeric",
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      });
      for (const at of [0, 1_738_972_800, 1_738_972_800 + 86_399]) {
        expect(formatDate(at, locale)).toBe(intl.format(new Date(at * 1000)));
      }
      expect(formatDate(Number.MAX_SAFE_INTEGER, locale)).toBe("");
    }
    expect(formatDate(1_738_972_800, "es")).toBe("8 feb 2025");
  });
});

describe("otherLanguageName", () => {
  it("names an article's language in the page's, unless it is the page's own", () => {
    expect(otherLanguageName("es")).toBe("Spanish");
    expect(otherLanguageName("en")).toBeUndefined();
    expect(otherLanguageName("en", "en-XA")).toBeUndefined();
    expect(otherLanguageName("pt", "pt-BR")).toBeUndefined();
    expect(otherLanguageName("de", "es")).toBe("alemán");
    expect(otherLanguageName("en", "ru")).toBe("английский");
    expect(otherLanguageName(undefined, "ru")).toBeUndefined();
  });
});
