import { describe, expect, it } from "vitest";
import { comparableName, keyAvatar, protectedNames, replierIdentity } from "./reply-identity";

const AUTHOR = "a".repeat(64);
const STRANGER = "b".repeat(64);
const names = protectedNames(["mara", "Mara Quill", ""], "Ember");
const authorKeys = new Set([AUTHOR]);
const who = (pubkey: string, displayName: string, name = "") =>
  replierIdentity({ pubkey, name, displayName }, authorKeys, names);

describe("comparableName", () => {
  it.each([
    ["full-width letters", "Ｍａｒａ　Ｑｕｉｌｌ"],
    ["styled mathematical letters", "𝐌𝐚𝐫𝐚 𝐐𝐮𝐢𝐥𝐥"],
    ["zero-width and bidi controls", "Ma\u200bra\u202e Qu\u2066ill\u200d"],
    ["other case and extra spaces", "  MARA   quill "],
    ["a soft hyphen", "Ma\u00adra Quill"],
  ])("sees through %s", (_, name) => {
    expect(comparableName(name)).toBe("mara quill");
  });

  it("folds case beyond ASCII", () => {
    expect(comparableName("STRASSE")).toBe(comparableName("straße"));
  });
});

describe("replierIdentity", () => {
  it("marks a configured author by key, whatever their name", () => {
    expect(who(AUTHOR, "Anyone at all")).toEqual({ isAuthor: true, needsKeyHint: false });
    expect(who(AUTHOR, "Mara Quill")).toEqual({ isAuthor: true, needsKeyHint: false });
  });

  it.each([
    { using: "an author's display name", displayName: "Mara Quill" },
    { using: "an author's name, hidden behind invisible characters", name: "m\u200ba\u202ara" },
    { using: "the product's name", displayName: "EMBER" },
    { using: "the product's name with a role", displayName: "Ember Support" },
    { using: "the product's name in full-width letters", displayName: "Ｅｍｂｅｒ Team" },
  ])("gives the key's start to a stranger using $using", ({ displayName = "", name = "" }) => {
    expect(who(STRANGER, displayName, name)).toEqual({ isAuthor: false, needsKeyHint: true });
  });

  it.each([
    ["their own name", "Alice"],
    ["a name that only contains the product's letters", "Emberly"],
    ["a name close to an author's", "Mara Quilling"],
    ["no name", ""],
  ])("leaves a stranger with %s alone", (_, displayName) => {
    expect(who(STRANGER, displayName)).toEqual({ isAuthor: false, needsKeyHint: false });
  });
});

describe("keyAvatar", () => {
  it("draws the same mirrored picture for the same key, and another for another key", () => {
    const key = "3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d";
    const avatar = keyAvatar(key);
    expect(keyAvatar(key)).toEqual(avatar);
    expect(avatar.cells).toHaveLength(25);
    expect(avatar.hue).toBeGreaterThanOrEqual(0);
    expect(avatar.hue).toBeLessThan(360);
    for (let row = 0; row < 5; row += 1) {
      const cells = avatar.cells.slice(row * 5, row * 5 + 5);
      expect(cells).toEqual([...cells].reverse());
    }
    expect(keyAvatar("f".repeat(64))).not.toEqual(avatar);
  });

  it("draws something for a malformed key instead of failing", () => {
    expect(keyAvatar("zz").cells).toHaveLength(25);
  });
});
