import { decode, naddrEncode, neventEncode, npubEncode } from "nostr-tools/nip19";
import { describe, expect, it } from "vitest";
import { addressOf, articleNaddr, decodeArticleAddress, isNaddr, nostrLinks } from "./address";

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
    expect(encoded.startsWith("naddr1")).toBe(true);
    expect(decode(encoded)).toEqual({
      type: "naddr",
      data: { kind: 30023, pubkey: AUTHOR, identifier: "ecash-101", relays: ["wss://a.example", "wss://b.example"] },
    });
  });

  it("round-trips through decodeArticleAddress, an empty d tag included", () => {
    for (const identifier of ["ecash-101", "", "ünïcode d"]) {
      expect(decodeArticleAddress(articleNaddr({ pubkey: AUTHOR, identifier }), [AUTHOR])).toEqual({
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

describe("nostrLinks", () => {
  it("links the article's naddr and the author's npub as nostr: URIs and on njump", () => {
    const links = nostrLinks({ pubkey: AUTHOR, identifier: "ecash-101" }, []);
    const npub = npubEncode(AUTHOR);
    expect(links.articleUri).toBe(`nostr:${naddr({ relays: [] })}`);
    expect(links.articleGateway).toBe(`https://njump.me/${naddr({ relays: [] })}`);
    expect(links.authorUri).toBe(`nostr:${npub}`);
    expect(links.authorGateway).toBe(`https://njump.me/${npub}`);
    expect(addressOf({ pubkey: AUTHOR, identifier: "x" })).toBe(`30023:${AUTHOR}:x`);
  });
});
