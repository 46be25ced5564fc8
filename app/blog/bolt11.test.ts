import { describe, expect, it } from "vitest";
import { bolt11AmountSats } from "./bolt11";

// Human-readable parts from the BOLT-11 examples; the data part is not read.
const DATA = "1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypq";

describe("bolt11AmountSats", () => {
  it("reads the amount and its multiplier", () => {
    expect(bolt11AmountSats(`lnbc2500u${DATA}`)).toBe(250_000);
    expect(bolt11AmountSats(`lnbc20m${DATA}`)).toBe(2_000_000);
    expect(bolt11AmountSats(`lnbc10n${DATA}`)).toBe(1);
    expect(bolt11AmountSats(`lnbc2${DATA}`)).toBe(200_000_000);
    expect(bolt11AmountSats(`lnbc10000p${DATA}`)).toBe(1);
    expect(bolt11AmountSats(`lnbc21000n${DATA}`)).toBe(2_100);
  });

  it("rounds millisatoshi amounts down to sats", () => {
    expect(bolt11AmountSats(`lnbc1n${DATA}`)).toBe(0);
    expect(bolt11AmountSats(`lnbc15n${DATA}`)).toBe(1);
  });

  it("accepts test networks, upper case and a lightning: prefix", () => {
    expect(bolt11AmountSats(`lntb100u${DATA}`)).toBe(10_000);
    expect(bolt11AmountSats(`lnbcrt5u${DATA}`)).toBe(500);
    expect(bolt11AmountSats(`LIGHTNING:LNBC100U${DATA.toUpperCase()}`)).toBe(10_000);
  });

  it("gives 0 for an invoice without an amount", () => {
    expect(bolt11AmountSats(`lnbc${DATA}`)).toBe(0);
  });

  it("rejects malformed and absurd amounts", () => {
    expect(bolt11AmountSats(undefined)).toBeNull();
    expect(bolt11AmountSats(42)).toBeNull();
    expect(bolt11AmountSats("")).toBeNull();
    expect(bolt11AmountSats("not an invoice")).toBeNull();
    expect(bolt11AmountSats(`lnxx100u${DATA}`)).toBeNull();
    expect(bolt11AmountSats(`lnbc100x${DATA}`)).toBeNull();
    expect(bolt11AmountSats(`lnbc0100u${DATA}`)).toBeNull();
    expect(bolt11AmountSats(`lnbc1p${DATA}`)).toBeNull(); // not a whole millisatoshi
    expect(bolt11AmountSats(`lnbc22000000${DATA}`)).toBeNull(); // more than 21 million BTC
    expect(bolt11AmountSats(`lnbc${"9".repeat(30)}${DATA}`)).toBeNull();
  });

  it("accepts exactly 21 million BTC", () => {
    expect(bolt11AmountSats(`lnbc21000000${DATA}`)).toBe(2_100_000_000_000_000);
  });
});
