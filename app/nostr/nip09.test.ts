import { describe, expect, it } from "vitest";
import { collectDeletions, isDeleted } from "./nip09";

const NOW = 1_700_000_000;
const ALICE = "a".repeat(64);
const BOB = "b".repeat(64);
const address = `30023:${ALICE}:post`;
const deletion = (pubkey: string, tags: string[][], createdAt = NOW - 10) => ({
  id: "d".repeat(64),
  pubkey,
  kind: 5,
  created_at: createdAt,
  tags,
  content: "",
  sig: "0".repeat(128),
});
const version = (id: string, createdAt: number, pubkey = ALICE) => ({ id, pubkey, address, createdAt });

describe("NIP-09 deletions", () => {
  it("deletes an event by id only when its own author asked", () => {
    const deletions = collectDeletions(
      [deletion(ALICE, [["e", "1".repeat(64)]]), deletion(BOB, [["e", "2".repeat(64)]])],
      NOW,
    );
    expect(isDeleted(version("1".repeat(64), NOW - 100), deletions)).toBe(true);
    expect(isDeleted(version("2".repeat(64), NOW - 100), deletions)).toBe(false);
  });

  it("deletes an address's versions up to the request's time, by the address's own author only", () => {
    const deletions = collectDeletions(
      [deletion(ALICE, [["a", address]], NOW - 50), deletion(BOB, [["a", `30023:${ALICE}:other`]])],
      NOW,
    );
    expect(isDeleted(version("3".repeat(64), NOW - 60), deletions)).toBe(true);
    expect(isDeleted(version("4".repeat(64), NOW - 40), deletions)).toBe(false);
    expect(deletions.addresses.has(`30023:${ALICE}:other`)).toBe(false);
  });

  it("ignores requests dated in the future, other kinds and malformed tags", () => {
    const future = deletion(ALICE, [["a", address]], NOW + 3600);
    const note = { ...deletion(ALICE, [["e", "5".repeat(64)]]), kind: 1 };
    const malformed = deletion(ALICE, [["e"], ["a", 7] as unknown as string[]]);
    const deletions = collectDeletions([future, note, malformed], NOW);
    expect(deletions.ids.size).toBe(0);
    expect(deletions.addresses.size).toBe(0);
  });
});
