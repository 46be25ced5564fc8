import { describe, expect, it } from "vitest";
import {
  testInvoice,
  validZapReceipt,
  verifyZapRequest,
  ZAP_KEYS,
  zapReceipt,
  zapRequest,
} from "../../tests/fixtures/test-events";
import { MAX_ZAP_SATS, msatsToSats, zapReceiptMsats } from "./nip57";

const { author, zapper, stranger } = ZAP_KEYS;
const article = { id: "1".repeat(64), pubkey: author.pubkey, address: `30023:${author.pubkey}:post` };
const other = { id: "2".repeat(64), pubkey: author.pubkey, address: `30023:${author.pubkey}:other` };
const verify = verifyZapRequest;
const check = { verify, lnurlNostrPubkey: zapper.pubkey };
const validReceipt = (options?: Parameters<typeof validZapReceipt>[1]) => validZapReceipt(article, options);

describe("zapReceiptMsats", () => {
  it("gives the invoice amount of a receipt that passes NIP-57 validation", () => {
    expect(zapReceiptMsats(validReceipt(), article, check)).toBe(250_000_000n);
    // A request without an amount tag, and one naming the article by address only.
    const noAmount = zapReceipt(article, {
      invoice: testInvoice("lnbc2500u"),
      description: JSON.stringify(zapRequest(article)),
      signer: zapper.pubkey,
    });
    expect(zapReceiptMsats(noAmount, article, check)).toBe(250_000_000n);
    const byAddress = zapRequest(article, {
      tags: [
        ["p", author.pubkey],
        ["a", article.address],
      ],
    });
    const receipt = zapReceipt(article, { invoice: testInvoice("lnbc1u"), description: JSON.stringify(byAddress) });
    expect(zapReceiptMsats(receipt, article, { verify })).toBe(100_000n);
  });

  it("gives nothing for a receipt without a description, or one that is not a signed zap request", () => {
    const invoice = testInvoice("lnbc21000000m"); // 21,000 BTC
    expect(zapReceiptMsats(zapReceipt(article, { invoice, description: null }), article, { verify })).toBeNull();
    for (const description of [
      "not json",
      "[]",
      "null",
      '"text"',
      JSON.stringify({ kind: 9734 }),
      "x".repeat(20_000),
    ]) {
      expect(
        zapReceiptMsats(zapReceipt(article, { invoice, description }), article, { verify }),
        description,
      ).toBeNull();
    }
    const note = { ...zapRequest(article), kind: 1 };
    expect(
      zapReceiptMsats(zapReceipt(article, { invoice, description: JSON.stringify(note) }), article, { verify }),
    ).toBeNull();
  });

  it("gives nothing for a request with a bad signature", () => {
    const tampered = { ...zapRequest(article, { amountMsats: 250_000_000n }), content: "changed after signing" };
    const receipt = zapReceipt(article, {
      invoice: testInvoice("lnbc2500u"),
      description: JSON.stringify(tampered),
      signer: zapper.pubkey,
    });
    expect(zapReceiptMsats(receipt, article, check)).toBeNull();
  });

  it("gives nothing for testnet, signet and regtest invoices, nor for a bad checksum", () => {
    for (const hrp of ["lntb2500u", "lntbs2500u", "lnbcrt2500u", "lnsb2500u"]) {
      expect(zapReceiptMsats(validReceipt({ hrp }), article, check), hrp).toBeNull();
    }
    const receipt = validReceipt();
    const [, bolt11] = receipt.tags.find((tag) => tag[0] === "bolt11")!;
    const broken = {
      ...receipt,
      tags: [...receipt.tags.filter((t) => t[0] !== "bolt11"), ["bolt11", `${bolt11!.slice(0, -1)}x`]],
    };
    expect(zapReceiptMsats(broken, article, check)).toBeNull();
  });

  it("gives nothing when the request's amount differs from the invoice (1 sat asked, 1M sats invoiced)", () => {
    const request = zapRequest(article, { amountMsats: 1_000n });
    const receipt = zapReceipt(article, {
      invoice: testInvoice("lnbc10m"), // 1,000,000 sats
      description: JSON.stringify(request),
      signer: zapper.pubkey,
    });
    expect(zapReceiptMsats(receipt, article, check)).toBeNull();
  });

  it("gives nothing for a request naming another article or another author", () => {
    const invoice = testInvoice("lnbc2500u");
    const toOther = zapRequest(other, { amountMsats: 250_000_000n });
    const toStranger = zapRequest({ ...article, pubkey: stranger.pubkey }, { amountMsats: 250_000_000n });
    const twoRecipients = zapRequest(article, {
      tags: [
        ["p", author.pubkey],
        ["p", stranger.pubkey],
        ["e", article.id],
      ],
    });
    for (const request of [toOther, toStranger, twoRecipients]) {
      const receipt = zapReceipt(article, { invoice, description: JSON.stringify(request), signer: zapper.pubkey });
      expect(zapReceiptMsats(receipt, article, check)).toBeNull();
    }
  });

  it("gives nothing for a receipt not signed by the author's LNURL server, where that is known", () => {
    const receipt = { ...validReceipt(), pubkey: stranger.pubkey };
    expect(zapReceiptMsats(receipt, article, check)).toBeNull();
    expect(zapReceiptMsats(receipt, article, { verify })).toBe(250_000_000n);
  });
});

describe("msatsToSats", () => {
  it("rounds down and clamps", () => {
    expect(msatsToSats(0n)).toBe(0);
    expect(msatsToSats(-5n)).toBe(0);
    expect(msatsToSats(1_999n)).toBe(1);
    expect(msatsToSats(10n ** 30n)).toBe(MAX_ZAP_SATS);
  });
});
