import { bech32 } from "@scure/base";
import { describe, expect, it } from "vitest";
import { MAX_MSAT, mainnetInvoiceMsats } from "./bolt11";

/** The zap receipt example of NIP-57 (a real mainnet invoice for 10 u = 1000 sats). */
const NIP57_INVOICE =
  "lnbc10u1p3unwfusp5t9r3yymhpfqculx78u027lxspgxcr2n2987mx2j55nnfs95nxnzqpp5jmrh92pfld78spqs78v9euf2385t83uvpwk9ldrlvf6ch7tpascqhp5zvkrmemgth3tufcvflmzjzfvjt023nazlhljz2n9hattj4f8jq8qxqyjw5qcqpjrzjqtc4fc44feggv7065fqe5m4ytjarg3repr5j9el35xhmtfexc42yczarjuqqfzqqqqqqqqlgqqqqqqgq9q9qxpqysgq079nkq507a5tw7xgttmj4u990j7wfggtrasah5gd4ywfr2pjcn29383tphp4t48gquelz9z78p4cq7ml3nrrphw5w6eckhjwmhezhnqpy6gyf0";

/** A well-formed invoice (valid checksum) with the given human-readable part and filler data. */
const invoice = (hrp: string) => bech32.encode(hrp, new Array<number>(150).fill(7), false);

describe("mainnetInvoiceMsats", () => {
  it("reads a real invoice", () => {
    expect(mainnetInvoiceMsats(NIP57_INVOICE)).toBe(1_000_000n);
  });

  it("reads the amount and its multiplier, to the millisatoshi", () => {
    expect(mainnetInvoiceMsats(invoice("lnbc2500u"))).toBe(250_000_000n);
    expect(mainnetInvoiceMsats(invoice("lnbc20m"))).toBe(2_000_000_000n);
    expect(mainnetInvoiceMsats(invoice("lnbc10n"))).toBe(1_000n);
    expect(mainnetInvoiceMsats(invoice("lnbc2"))).toBe(200_000_000_000n);
    expect(mainnetInvoiceMsats(invoice("lnbc10p"))).toBe(1n);
    expect(mainnetInvoiceMsats(invoice("lnbc19990p"))).toBe(1_999n);
  });

  it("accepts upper case and a lightning: prefix", () => {
    expect(mainnetInvoiceMsats(`LIGHTNING:${NIP57_INVOICE.toUpperCase()}`)).toBe(1_000_000n);
  });

  it("refuses test networks: testnet, signet and regtest", () => {
    for (const hrp of ["lntb100u", "lntbs100u", "lnsb100u", "lnbcrt100u", "lntb", "lnbcrt"]) {
      expect(mainnetInvoiceMsats(invoice(hrp)), hrp).toBeNull();
    }
  });

  it("refuses a bad checksum", () => {
    const good = invoice("lnbc100u");
    const last = good.at(-1) === "q" ? "p" : "q";
    expect(mainnetInvoiceMsats(good)).toBe(10_000_000n);
    expect(mainnetInvoiceMsats(`${good.slice(0, -1)}${last}`)).toBeNull();
    expect(mainnetInvoiceMsats(NIP57_INVOICE.replace("lnbc10u", "lnbc99u"))).toBeNull();
    expect(mainnetInvoiceMsats("lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypq")).toBeNull();
  });

  it("refuses invoices without an amount, malformed and absurd amounts", () => {
    expect(mainnetInvoiceMsats(invoice("lnbc"))).toBeNull();
    expect(mainnetInvoiceMsats(invoice("lnbc0u"))).toBeNull();
    expect(mainnetInvoiceMsats(invoice("lnbc0100u"))).toBeNull();
    expect(mainnetInvoiceMsats(invoice("lnbc1p"))).toBeNull(); // not a whole millisatoshi
    expect(mainnetInvoiceMsats(invoice("lnbc100x"))).toBeNull();
    expect(mainnetInvoiceMsats(invoice("lnbc22000000"))).toBeNull(); // more than 21 million BTC
    expect(mainnetInvoiceMsats(invoice(`lnbc${"9".repeat(30)}`))).toBeNull();
    for (const junk of [undefined, 42, "", "not an invoice", "lnbc1", `lnbc100u1${"q".repeat(9000)}`]) {
      expect(mainnetInvoiceMsats(junk)).toBeNull();
    }
  });

  it("accepts exactly 21 million BTC", () => {
    expect(mainnetInvoiceMsats(invoice("lnbc21000000"))).toBe(MAX_MSAT);
  });
});
