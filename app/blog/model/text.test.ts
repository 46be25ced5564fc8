import { describe, expect, it } from "vitest";
import { stacksMarks, truncate, truncateAtWord } from "./text";

describe("truncate", () => {
  it("keeps text of at most max code points as it is", () => {
    expect(truncate("", 3)).toBe("");
    expect(truncate("abc", 3)).toBe("abc");
    expect(truncate("🤙🤙🤙", 3)).toBe("🤙🤙🤙");
  });

  it("keeps the first max code points and adds the ellipsis", () => {
    expect(truncate("abcdef", 3)).toBe("abc...");
    expect(truncate("abcdef", 3, "…")).toBe("abc…");
  });

  it("never splits an emoji", () => {
    expect(truncate("🤙🤙🤙🤙", 2)).toBe("🤙🤙...");
    expect(truncate("a🤙b", 2)).toBe("a🤙...");
  });
});

describe("truncateAtWord", () => {
  it("keeps text of at most max code points as it is", () => {
    expect(truncateAtWord("one two", 7)).toBe("one two");
  });

  it("goes back to the end of the last whole word, without the punctuation before the ellipsis", () => {
    expect(truncateAtWord("each tool covers one part of the picture", 34)).toBe("each tool covers one part of the...");
    expect(truncateAtWord("a set of habits, and each tool", 17)).toBe("a set of habits...");
    expect(truncateAtWord("No single tool. Privacy is", 16)).toBe("No single tool...");
  });

  it("keeps a word the cut ends exactly after", () => {
    expect(truncateAtWord("one part of the picture", 15)).toBe("one part of the...");
  });

  it("ends Japanese and Chinese after their punctuation, which stands where a space would", () => {
    expect(truncateAtWord("ひとつのウォレット、ふたつのレール", 12)).toBe("ひとつのウォレット...");
    expect(truncateAtWord("一个钱包，两条通道", 7)).toBe("一个钱包...");
  });

  it("cuts where truncate does when no word ends in the second half of the kept part", () => {
    expect(truncateAtWord("see https://example.com/a/very/long/path", 20)).toBe("see https://example....");
    expect(truncateAtWord("x".repeat(150), 100)).toBe(`${"x".repeat(100)}...`);
    expect(truncateAtWord("🤙🤙🤙🤙", 2)).toBe("🤙🤙...");
  });
});

describe("stacksMarks", () => {
  const marks = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => String.fromCodePoint(from + (i % 112))).join("");

  it("finds zalgo text: 4 or more generic diacritics on one letter, wherever they are", () => {
    expect(stacksMarks(`Z${marks(0x300, 55)}algo`)).toBe(true);
    expect(stacksMarks(`a${marks(0x300, 4)}`)).toBe(true);
    expect(stacksMarks(`plain words then e${marks(0x316, 6)}`)).toBe(true);
    // The extension, supplement and symbol blocks, and the halves.
    expect(stacksMarks(`a\u1AB0\u1DC0\u20D0\uFE20`)).toBe(true);
  });

  it("is not fooled by zero-width characters between the marks", () => {
    expect(stacksMarks(`a${[...marks(0x300, 6)].join("\u200d")}`)).toBe(true);
    expect(stacksMarks(`a${[...marks(0x300, 6)].join("\u2060")}`)).toBe(true);
  });

  it("finds a stack longer than any script writes, of marks of any script", () => {
    expect(stacksMarks(`a${"\u0f7a".repeat(9)}`)).toBe(true);
    expect(stacksMarks(`\u0f40${"\u0fb2".repeat(12)}`)).toBe(true);
  });

  it("leaves the marks of real writing alone", () => {
    expect(stacksMarks("")).toBe(false);
    expect(stacksMarks("Plain English, with numbers 1,000 and emoji 🤙")).toBe(false);
    expect(stacksMarks(`a${marks(0x300, 3)}`)).toBe(false); // three diacritics: under the line
    expect(stacksMarks("Ấn Độ Ổn định".normalize("NFD"))).toBe(false); // Vietnamese: 2 on a letter
    expect(stacksMarks("ᾇ ᾯ ῷ".normalize("NFD"))).toBe(false); // polytonic Greek: 3
    expect(stacksMarks("བསྒྲུབས་པའི་སྒྲིབ་སྦྱོང་")).toBe(false); // Tibetan stacks
    expect(stacksMarks("\u0f40\u0fb5\u0fa8\u0fb1\u0fb2\u0fad\u0f71\u0f74\u0f7e")).toBe(false); // 8 marks
    expect(stacksMarks("မြန်မာ့ ကြွက်ကျွန်း")).toBe(false); // Myanmar medials and tones
    expect(stacksMarks("ผู้ที่ญี่ปุ่นน้ำ")).toBe(false); // Thai vowels and tones
    expect(stacksMarks("द्ध्र्य क्ष्म्य")).toBe(false); // Devanagari conjuncts
    expect(stacksMarks("בְּרֵאשִׁ֖ית בָּרָ֣א")).toBe(false); // Hebrew points and cantillation
    expect(stacksMarks("بِسْمِ ٱللَّٰهِ")).toBe(false); // Arabic vowel marks
    expect(stacksMarks("#️⃣ 1️⃣ 👨‍👩‍👧‍👦 🇦🇷")).toBe(false); // keycaps, a family, a flag
  });
});
