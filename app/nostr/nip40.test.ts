import { describe, expect, it } from "vitest";
import { expirationOf, hasExpired, isCurrent } from "./nip40";
import { isFromTheFuture, MAX_FUTURE_SECONDS } from "./time";

const now = 1_800_000_000;
const at = (created_at: number, tags: string[][] = []) => ({ created_at, tags });

describe("isFromTheFuture", () => {
  it("allows 15 minutes of clock skew and no more", () => {
    expect(MAX_FUTURE_SECONDS).toBe(900);
    expect(isFromTheFuture(at(now), now)).toBe(false);
    expect(isFromTheFuture(at(now + 900), now)).toBe(false);
    expect(isFromTheFuture(at(now + 901), now)).toBe(true);
    expect(isFromTheFuture(at(2_100_000_000), now)).toBe(true); // 2036
    expect(isFromTheFuture(at(0), now)).toBe(false);
  });
});

describe("NIP-40 expiration", () => {
  it("reads the expiration tag as unix seconds and ignores junk", () => {
    expect(expirationOf(at(now, [["expiration", "1700000000"]]))).toBe(1_700_000_000);
    expect(expirationOf(at(now, [["expiration", " 1700000000 "]]))).toBe(1_700_000_000);
    for (const junk of ["", "soon", "-1", "1.5e9", "2024-01-01"])
      expect(expirationOf(at(now, [["expiration", junk]]))).toBeUndefined();
    expect(expirationOf(at(now, [["expiration"]]))).toBeUndefined();
    expect(expirationOf(at(now))).toBeUndefined();
  });

  it("expires at the given second", () => {
    expect(hasExpired(at(0, [["expiration", String(now - 1)]]), now)).toBe(true);
    expect(hasExpired(at(0, [["expiration", String(now)]]), now)).toBe(true);
    expect(hasExpired(at(0, [["expiration", String(now + 1)]]), now)).toBe(false);
    expect(hasExpired(at(0), now)).toBe(false);
  });

  it("isCurrent: neither from the future nor expired", () => {
    expect(isCurrent(at(now), now)).toBe(true);
    expect(isCurrent(at(now + 3600), now)).toBe(false);
    expect(isCurrent(at(now, [["expiration", "1"]]), now)).toBe(false);
  });
});
