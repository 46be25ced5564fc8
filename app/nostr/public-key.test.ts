import { nprofileEncode, npubEncode } from "nostr-tools/nip19";
import { describe, expect, it } from "vitest";
import { toHexPublicKey } from "./public-key";

const HEX = "3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d";

describe("toHexPublicKey", () => {
  it("takes hex in any case, an npub or an nprofile, spaces around ignored", () => {
    expect(toHexPublicKey(` ${HEX.toUpperCase()} `)).toBe(HEX);
    expect(toHexPublicKey(npubEncode(HEX))).toBe(HEX);
    expect(toHexPublicKey(nprofileEncode({ pubkey: HEX, relays: ["wss://relay.example"] }))).toBe(HEX);
  });

  it("gives undefined for anything else", () => {
    for (const key of ["", "npub1notvalid", `${npubEncode(HEX).slice(0, -1)}x`, HEX.slice(1), "nsec1abc", "hello"])
      expect(toHexPublicKey(key)).toBeUndefined();
  });
});
