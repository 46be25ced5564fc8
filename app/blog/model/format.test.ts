import { describe, expect, it } from "vitest";
import { articleReadMinutes, countWords, formatReadTime, formatZapTotal, listReadMinutes } from "./format";

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

  it('reads "N min read"', () => {
    expect(formatReadTime(3)).toBe("3 min read");
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
