import { encodeBytes, naddrEncode, neventEncode, noteEncode, npubEncode } from "nostr-tools/nip19";
import { describe, expect, it } from "vitest";
import { NOSTR_GATEWAY, nostrGatewayUrl } from "./nostr-uri";

const KEY = "3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d";
const ID_BYTES = Array<number>(32).fill(0xff);
/** The last character swapped for another bech32 one: the checksum no longer holds. */
const flipLast = (entity: string) => `${entity.slice(0, -1)}${entity.endsWith("q") ? "p" : "q"}`;

describe("nostrGatewayUrl", () => {
  it("links an nevent carrying a TLV it does not know, ignoring that TLV", () => {
    // TLV 0 (the event id), then type 99, 3 bytes: unknown to NIP-19 today.
    const nevent = encodeBytes("nevent", Uint8Array.from([0, 32, ...ID_BYTES, 99, 3, 1, 2, 3]));
    expect(nostrGatewayUrl(`nostr:${nevent}`)).toBe(`${NOSTR_GATEWAY}${nevent}`);
  });

  it("links an naddr of any kind, not only articles: the gateway shows whatever it names", () => {
    for (const kind of [1, 30024, 31922]) {
      const naddr = naddrEncode({ kind, pubkey: KEY, identifier: "x", relays: ["wss://relay.example"] });
      expect(nostrGatewayUrl(`nostr:${naddr}`), String(kind)).toBe(`${NOSTR_GATEWAY}${naddr}`);
    }
  });

  it("gives nothing for a truncated entity, a bad checksum or an overlong string, without throwing", () => {
    const npub = npubEncode(KEY);
    const nevent = neventEncode({ id: "f".repeat(64), relays: ["wss://relay.example"] });
    for (const entity of [
      npub.slice(0, -1),
      npub.slice(0, 20),
      flipLast(npub),
      flipLast(nevent),
      nevent.slice(0, -8),
      `npub1${"q".repeat(10_000)}`,
    ]) {
      expect(nostrGatewayUrl(`nostr:${entity}`), entity.slice(0, 40)).toBeUndefined();
    }
  });

  it("gives nothing for an entity whose checksum holds but whose data is malformed", () => {
    for (const entity of [
      // TLVs cut short, or without the fields NIP-19 requires.
      encodeBytes("nevent", Uint8Array.from([0, 32, 1, 2, 3])),
      encodeBytes("naddr", Uint8Array.from([0, 1, 120])),
      encodeBytes("nprofile", Uint8Array.from([0, 3, 1, 2, 3])),
      // A key or an event id of 3 bytes instead of 32.
      encodeBytes("npub", Uint8Array.from([1, 2, 3])),
      encodeBytes("note", Uint8Array.from([1, 2, 3])),
    ]) {
      expect(nostrGatewayUrl(`nostr:${entity}`), entity).toBeUndefined();
    }
    // The same shapes with 32 bytes are linked.
    expect(nostrGatewayUrl(`nostr:${noteEncode("f".repeat(64))}`)).toBe(
      `${NOSTR_GATEWAY}${noteEncode("f".repeat(64))}`,
    );
  });
});
