import { describe, expect, it } from "vitest";
import { articleAddress, publishedAt } from "./nip23";

describe("articleAddress", () => {
  it("writes kind 30023, the author and the d tag", () => {
    expect(articleAddress({ pubkey: "a".repeat(64), identifier: "ecash" })).toBe(`30023:${"a".repeat(64)}:ecash`);
    expect(articleAddress({ pubkey: "b".repeat(64), identifier: "" })).toBe(`30023:${"b".repeat(64)}:`);
  });
});

describe("publishedAt", () => {
  it("reads published_at as unix seconds, else falls back to created_at", () => {
    expect(publishedAt("1700000000", 1_750_000_000)).toBe(1_700_000_000);
    expect(publishedAt(" 1700000000 ", 1_750_000_000)).toBe(1_700_000_000);
    for (const junk of [undefined, "", "0", "2024-01-01", "1700000000000", "-5", "1e9", "12a"]) {
      expect(publishedAt(junk, 42), String(junk)).toBe(42);
    }
  });

  it("never dates the first publication after the version itself", () => {
    expect(publishedAt("9999999999", 1_700_000_000)).toBe(1_700_000_000);
    expect(publishedAt("1700000001", 1_700_000_000)).toBe(1_700_000_000);
    expect(publishedAt("1700000000", 1_700_000_000)).toBe(1_700_000_000);
  });
});
