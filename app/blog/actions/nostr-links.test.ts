import { naddrEncode, npubEncode } from "nostr-tools/nip19";
import { describe, expect, it } from "vitest";
import { nostrLinks } from "./nostr-links";

const AUTHOR = "a".repeat(64);
const naddr = (fields: Partial<{ relays: string[] }> = {}) =>
  naddrEncode({ kind: 30023, pubkey: AUTHOR, identifier: "ecash-101", ...fields });

describe("nostrLinks", () => {
  it("links the article's naddr and the author's npub as nostr: URIs and on njump", () => {
    const links = nostrLinks({ pubkey: AUTHOR, identifier: "ecash-101" }, []);
    const npub = npubEncode(AUTHOR);
    expect(links.article).toEqual({
      uri: `nostr:${naddr({ relays: [] })}`,
      gateway: `https://njump.me/${naddr({ relays: [] })}`,
    });
    expect(links.author).toEqual({ uri: `nostr:${npub}`, gateway: `https://njump.me/${npub}` });
  });

  it("has only the author's links when the article's naddr would not name it", () => {
    for (const identifier of ["d".repeat(300), "d".repeat(4000)]) {
      const links = nostrLinks({ pubkey: AUTHOR, identifier }, ["wss://a.example"]);
      expect(links.article).toBeUndefined();
      expect(links.author.uri).toBe(`nostr:${npubEncode(AUTHOR)}`);
    }
  });
});
