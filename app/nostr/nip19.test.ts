import { decode, naddrEncode, neventEncode, npubEncode } from "nostr-tools/nip19";
import { describe, expect, it } from "vitest";
import { articleNaddr, decodeArticleAddress, isNaddr, NPUB_CACHE_SIZE, npubOf } from "./nip19";

const AUTHOR = "a".repeat(64);
const OTHER = "b".repeat(64);
const naddr = (fields: Partial<{ kind: number; pubkey: string; identifier: string; relays: string[] }> = {}) =>
  naddrEncode({ kind: 30023, pubkey: AUTHOR, identifier: "ecash-101", ...fields });

describe("articleNaddr", () => {
  it("encodes kind 30023, the author and the d tag, with at most two relay hints", () => {
    const encoded = articleNaddr({ pubkey: AUTHOR, identifier: "ecash-101" }, [
      "wss://a.example",
      "wss://b.example",
      "wss://c.example",
    ]);
    expect(encoded?.startsWith("naddr1")).toBe(true);
    expect(decode(encoded!)).toEqual({
      type: "naddr",
      data: { kind: 30023, pubkey: AUTHOR, identifier: "ecash-101", relays: ["wss://a.example", "wss://b.example"] },
    });
  });

  it("gives undefined, without throwing, for a d tag over 255 bytes that the naddr could not carry", () => {
    const relays = ["wss://a.example", "wss://b.example"];
    // nostr-tools writes each length in one byte: 300 wraps to 44, and what follows is read as more TLVs
    // (here it fails to parse); 4,000 bytes pass bech32's length limit and encoding itself throws.
    expect(() => decode(naddr({ identifier: "d".repeat(300), relays }))).toThrow();
    expect(() => naddr({ identifier: "d".repeat(4000), relays })).toThrow(/exceeds limit/);
    for (const identifier of ["d".repeat(256), "d".repeat(300), "d".repeat(3000), "d".repeat(4000)]) {
      expect(articleNaddr({ pubkey: AUTHOR, identifier }, relays), `${identifier.length} bytes`).toBeUndefined();
    }
  });

  it("gives undefined for a d tag whose wrapped naddr decodes, as another address", () => {
    // 300 bytes whose last 256 read as two well-formed TLVs of an unknown type ("a", 126 bytes each).
    const tlv = `a~${"y".repeat(126)}`;
    const identifier = `${"x".repeat(44)}${tlv}${tlv}`;
    expect(identifier).toHaveLength(300);
    const wrapped = naddr({ identifier });
    expect(decodeArticleAddress(wrapped, [AUTHOR])).toEqual({ pubkey: AUTHOR, identifier: "x".repeat(44) });
    expect(articleNaddr({ pubkey: AUTHOR, identifier })).toBeUndefined();
  });

  it("counts the d tag's UTF-8 bytes, not its characters", () => {
    // "é" is 2 bytes: 127 of them and one ASCII letter are 255 bytes, 128 of them are 256 bytes (128 characters).
    const fits = `${"é".repeat(127)}x`;
    const tooLong = "é".repeat(128);
    expect(decodeArticleAddress(articleNaddr({ pubkey: AUTHOR, identifier: fits })!, [AUTHOR])).toEqual({
      pubkey: AUTHOR,
      identifier: fits,
    });
    expect(articleNaddr({ pubkey: AUTHOR, identifier: tooLong })).toBeUndefined();
    expect(articleNaddr({ pubkey: AUTHOR, identifier: "d".repeat(255) })).toBe(naddr({ identifier: "d".repeat(255) }));
  });

  it("gives undefined for what cannot name an article: a key that is not hex, a lone surrogate", () => {
    expect(articleNaddr({ pubkey: "not a key", identifier: "ecash-101" })).toBeUndefined();
    // UTF-8 encoding turns a lone surrogate into U+FFFD: the naddr would name another d tag.
    expect(articleNaddr({ pubkey: AUTHOR, identifier: "ecash-\ud800" })).toBeUndefined();
  });

  it("round-trips through decodeArticleAddress, an empty d tag included", () => {
    for (const identifier of ["ecash-101", "", "ünïcode d"]) {
      expect(decodeArticleAddress(articleNaddr({ pubkey: AUTHOR, identifier })!, [AUTHOR])).toEqual({
        pubkey: AUTHOR,
        identifier,
      });
    }
  });
});

describe("decodeArticleAddress", () => {
  it("reads a configured author's article address, relay hints ignored, in either case", () => {
    const withHints = naddr({ relays: ["wss://somewhere.example"] });
    expect(decodeArticleAddress(withHints, [OTHER, AUTHOR])).toEqual({ pubkey: AUTHOR, identifier: "ecash-101" });
    expect(decodeArticleAddress(withHints.toUpperCase(), [AUTHOR])).toEqual({
      pubkey: AUTHOR,
      identifier: "ecash-101",
    });
  });

  it("refuses another kind (a draft, a note)", () => {
    expect(decodeArticleAddress(naddr({ kind: 30024 }), [AUTHOR])).toBeUndefined();
    expect(decodeArticleAddress(naddr({ kind: 1 }), [AUTHOR])).toBeUndefined();
  });

  it("refuses an author who is not configured", () => {
    expect(decodeArticleAddress(naddr({ pubkey: OTHER }), [AUTHOR])).toBeUndefined();
    expect(decodeArticleAddress(naddr(), [])).toBeUndefined();
  });

  it("refuses malformed input and other entities", () => {
    const good = naddr();
    const flipped = `${good.slice(0, -1)}${good.endsWith("q") ? "p" : "q"}`;
    for (const junk of [
      "",
      "naddr1",
      "naddr1qqqqqq",
      flipped,
      good.slice(0, -4),
      npubEncode(AUTHOR),
      neventEncode({ id: AUTHOR }),
      "ecash-101",
      `${good}x`,
    ]) {
      expect(decodeArticleAddress(junk, [AUTHOR]), junk).toBeUndefined();
    }
  });
});

describe("isNaddr", () => {
  it("tells an naddr (of any kind) from a slug", () => {
    expect(isNaddr(naddr())).toBe(true);
    expect(isNaddr(naddr({ kind: 1 }))).toBe(true);
    expect(isNaddr("naddr1-is-a-title")).toBe(false);
    expect(isNaddr("hello-world")).toBe(false);
    expect(isNaddr(npubEncode(AUTHOR))).toBe(false);
  });
});

describe("npubOf", () => {
  const key = (n: number) => n.toString(16).padStart(64, "0");

  it("is nostr-tools' npub of the key, the same on every call", () => {
    for (const pubkey of [key(1), "f".repeat(64), key(NPUB_CACHE_SIZE * 3)]) {
      expect(npubOf(pubkey)).toBe(npubEncode(pubkey));
      expect(npubOf(pubkey)).toBe(npubEncode(pubkey));
    }
  });

  it("stays right past its size, whatever order keys come back in", () => {
    const keys = Array.from({ length: NPUB_CACHE_SIZE * 2 + 7 }, (_, n) => key(n + 10));
    for (const pubkey of [...keys, ...keys.reverse()]) expect(npubOf(pubkey)).toBe(npubEncode(pubkey));
  });

  it("throws for a key that is not hex, as npubEncode does, and remembers nothing for it", () => {
    for (const bad of ["abc", "zz".repeat(32)]) {
      expect(() => npubOf(bad)).toThrow();
      expect(() => npubOf(bad)).toThrow();
    }
  });
});
