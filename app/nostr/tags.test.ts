import { describe, expect, it } from "vitest";
import { isHex64, isTag, tagsOf, tagValue, tagValues } from "./tags";

const event = { tags: [["e", "1"], ["p", "2"], ["e", "3", "wss://r", "reply"], ["e"], [5, "x"], "e", null, ["t", ""]] };

describe("tags", () => {
  it("reads only well-formed tags: a name and a first value, both strings", () => {
    expect(tagsOf(event)).toEqual([
      ["e", "1"],
      ["p", "2"],
      ["e", "3", "wss://r", "reply"],
      ["t", ""],
    ]);
    expect(tagsOf({ tags: "e" })).toEqual([]);
    expect(isTag(["a", "b", 3])).toBe(true);
    expect(isTag(["a"])).toBe(false);
  });

  it("gives every value of a name in order, or the first", () => {
    expect(tagValues(event, "e")).toEqual(["1", "3"]);
    expect(tagValue(event, "e")).toBe("1");
    expect(tagValue(event, "t")).toBe("");
    expect(tagValue(event, "d")).toBeUndefined();
  });

  it("tells lowercase 64-digit hex from anything else", () => {
    expect(isHex64("a".repeat(64))).toBe(true);
    for (const value of ["A".repeat(64), "a".repeat(63), "g".repeat(64), 64, undefined]) {
      expect(isHex64(value), String(value)).toBe(false);
    }
  });
});
