import { describe, expect, it } from "vitest";
import { articleReadMinutes, countWords, formatReadTime, listReadMinutes } from "./read-time";

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
