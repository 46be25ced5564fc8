import { describe, expect, it } from "vitest";
import { truncate } from "./text";

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
