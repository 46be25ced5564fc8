import { describe, expect, it } from "vitest";
import { stacksMarks, truncate } from "./text";

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
