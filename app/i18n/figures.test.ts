import { describe, expect, it } from "vitest";
import { englishPlural, groupThousands, isEnglish, messageNumber } from "./figures";

const NUMBERS = [
  ...Array.from({ length: 1300 }, (_, i) => i - 100),
  0.5,
  1.5,
  2.25,
  -1.5,
  10_000,
  123_456_789,
  Number.MAX_SAFE_INTEGER,
];

describe("englishPlural", () => {
  it.each([false, true])("answers as Intl.PluralRules('en') does (ordinal: %s)", (ordinal) => {
    const rules = new Intl.PluralRules("en", { type: ordinal ? "ordinal" : "cardinal" });
    for (const n of NUMBERS) expect([n, englishPlural(n, ordinal)]).toEqual([n, rules.select(n)]);
  });
});

describe("messageNumber", () => {
  it("writes English numbers as Intl's en-US does, after the offset", () => {
    const intl = new Intl.NumberFormat("en");
    for (const n of NUMBERS) expect(messageNumber("en", n)).toBe(intl.format(n));
    expect(messageNumber("en", 1_234_567, 0)).toBe("1,234,567");
    expect(messageNumber("en", 12, 2)).toBe("10");
    expect(messageNumber("en-XA", 2100)).toBe("2,100");
  });

  it("writes other languages with their own Intl format", () => {
    expect(messageNumber("de", 2100)).toBe(new Intl.NumberFormat("de").format(2100));
    expect(messageNumber("fa", 2100)).toBe("۲٬۱۰۰");
    expect(messageNumber("ar", 1234.5)).toBe(new Intl.NumberFormat("ar").format(1234.5));
  });

  it("writes English figures beyond whole safe numbers with Intl", () => {
    expect(messageNumber("en", 1e21)).toBe(new Intl.NumberFormat("en").format(1e21));
    expect(messageNumber("en", Number.NaN)).toBe("NaN");
    expect(messageNumber("en", Number.POSITIVE_INFINITY)).toBe("∞");
  });
});

describe("isEnglish and groupThousands", () => {
  it("tell English tags and group by thousands", () => {
    expect(["en", "en-XA", "EN-gb"].map(isEnglish)).toEqual([true, true, true]);
    expect(["es", "fa", "eo"].map(isEnglish)).toEqual([false, false, false]);
    expect([0, 999, 1000, -1234, 1_000_000].map(groupThousands)).toEqual(["0", "999", "1,000", "-1,234", "1,000,000"]);
  });
});
