import { describe, expect, it } from "vitest";
import { addressHash, articleSlug, slugify, slugNamesArticle, uniqueSlugs } from "./slug";

describe("slugify", () => {
  it("lowercases, drops characters that are neither word nor space, and hyphenates whitespace runs", () => {
    expect(slugify("Hello, World!")).toBe("hello-world");
    expect(slugify("Ecash  &  Lightning:\tA  Guide")).toBe("ecash-lightning-a-guide");
    expect(slugify("snake_case stays")).toBe("snake_case-stays");
    expect(slugify("Progress Report #12 (Feb 2025)")).toBe("progress-report-12-feb-2025");
  });

  it("trims surrounding whitespace, so a trailing newline does not leave a hyphen", () => {
    expect(slugify("  Title with newline\n")).toBe("title-with-newline");
  });

  it("gives nothing for titles without word characters", () => {
    expect(slugify("!!!")).toBe("");
    expect(slugify("🔥🔥🔥")).toBe("");
    expect(slugify("日本語のタイトル")).toBe("");
  });
});

describe("articleSlug", () => {
  it("uses the title when it slugifies to something", () => {
    expect(articleSlug("Hello World", "d-tag", "f".repeat(64))).toBe("hello-world");
  });

  it("falls back to the d tag, then to the start of the fallback (the address hash)", () => {
    expect(articleSlug("🔥🔥🔥", "My Post", "f".repeat(64))).toBe("my-post");
    expect(articleSlug("!!!", "", "abcdef0123456789abcdef")).toBe("abcdef0123456789");
    expect(articleSlug("...", "../../", "0123456789abcdef99")).toBe("0123456789abcdef");
  });

  it("caps very long slugs without a trailing hyphen", () => {
    const slug = articleSlug("word ".repeat(2000), "", "f".repeat(64));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).not.toMatch(/-$/);
  });
});

describe("suffixed slugs", () => {
  const address = `30023:${"a".repeat(64)}:post`;

  it("derive from the SHA-256 of the address", () => {
    expect(addressHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(
      uniqueSlugs([
        { address: "30023:0:1", pubkey: "0", publishedAt: 1, slug: "x" },
        { address, pubkey: "a".repeat(64), publishedAt: 2, slug: "x" },
      ]).get(address),
    ).toBe(`x-${addressHash(address).slice(0, 8)}`);
  });

  it("name their article only with at least 8 matching hex digits", () => {
    const hash = addressHash(address);
    const claim = { address, slug: "post" };
    expect(slugNamesArticle("post", claim)).toBe(true);
    expect(slugNamesArticle(`post-${hash.slice(0, 8)}`, claim)).toBe(true);
    expect(slugNamesArticle(`post-${hash.slice(0, 12)}`, claim)).toBe(true);
    expect(slugNamesArticle(`post-${hash.slice(0, 7)}`, claim)).toBe(false);
    expect(slugNamesArticle(`post-${"0".repeat(8)}`, claim)).toBe(hash.startsWith("00000000"));
    expect(slugNamesArticle("other", claim)).toBe(false);
  });
});
