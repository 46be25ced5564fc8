import { verifyEvent } from "nostr-tools/pure";
import { describe, expect, it } from "vitest";
import { toArticle } from "./article";
import { countInteractions } from "./interactions";
import { fakeEvent, testInvoice, testKey, zapReceipt, zapRequest } from "./test-events";
import { formatZapTotal, MAX_ZAP_SATS, msatsToSats, zapReceiptMsats } from "./zaps";

const author = testKey(0x0a);
const zapper = testKey(0x0b); // the author's LNURL server
const stranger = testKey(0x0c);
const article = toArticle(fakeEvent({ kind: 30023, pubkey: author.pubkey, tags: [["d", "post"]] }));
const other = toArticle(fakeEvent({ kind: 30023, pubkey: author.pubkey, tags: [["d", "other"]] }));
const verify = (event: Parameters<typeof verifyEvent>[0]) => verifyEvent(structuredClone(event));
const check = { verify, lnurlNostrPubkey: zapper.pubkey };

/** A receipt that passes every check: 2500 u = 250,000 sats. */
function validReceipt(options: { hrp?: string; amountMsats?: bigint; variant?: number } = {}) {
  const request = zapRequest(article, { amountMsats: options.amountMsats ?? 250_000_000n });
  return zapReceipt(article, {
    invoice: testInvoice(options.hrp ?? "lnbc2500u", options.variant),
    description: JSON.stringify(request),
    signer: zapper.pubkey,
  });
}

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

describe("countInteractions with zap validation", () => {
  it("counts 100 receipts from a random key without description as zaps, with no sats", () => {
    const receipts = Array.from({ length: 100 }, (_, i) =>
      zapReceipt(article, { invoice: testInvoice("lnbc21000000m", i), description: null, signer: stranger.pubkey }),
    );
    const counts = countInteractions([article], receipts, 500, { verify })!.get(article.id)!;
    expect(counts).toMatchObject({ zaps: 100, zapSats: 0 });
  });

  it("sums 500 huge receipts exactly and clamps the total to 21 million BTC", () => {
    const request = JSON.stringify(zapRequest(article, { amountMsats: 2_100_000_000_000_000_000n }));
    const receipts = Array.from({ length: 500 }, (_, i) =>
      zapReceipt(article, { invoice: testInvoice("lnbc21000000", i), description: request }),
    );
    const counts = countInteractions([article], receipts, 500, { verify })!.get(article.id)!;
    expect(counts.zaps).toBe(500);
    expect(counts.zapSats).toBe(MAX_ZAP_SATS);
    expect(counts.zapSats).toBe(2_100_000_000_000_000);
    expect(formatZapTotal(counts.zapSats)).toBe("21M BTC");
  });

  it("adds millisatoshis before rounding down to sats", () => {
    const request = JSON.stringify(zapRequest(article, { amountMsats: 1_999n }));
    const receipts = [0, 1].map((i) =>
      zapReceipt(article, { invoice: testInvoice("lnbc19990p", i), description: request }),
    );
    expect(countInteractions([article], receipts, 500, { verify }).get(article.id)!.zapSats).toBe(3);
  });

  it("counts an invoice's sats once, however many receipts repeat it", () => {
    const receipt = validReceipt();
    const copy = { ...receipt, id: "f".repeat(64) };
    const prefixed = {
      ...receipt,
      id: "e".repeat(64),
      tags: receipt.tags.map((tag) => (tag[0] === "bolt11" ? ["bolt11", `LIGHTNING:${tag[1]!.toUpperCase()}`] : tag)),
    };
    expect(countInteractions([article], [receipt, copy, prefixed], 500, check).get(article.id)).toMatchObject({
      zaps: 3,
      zapSats: 250_000,
    });
  });

  it("counts testnet receipts as zaps without sats, next to a valid one", () => {
    const events = [
      validReceipt({ variant: 1 }),
      validReceipt({ hrp: "lntb2500u" }),
      validReceipt({ hrp: "lnbcrt2500u" }),
    ];
    expect(countInteractions([article], events, 500, check).get(article.id)).toMatchObject({
      zaps: 3,
      zapSats: 250_000,
    });
  });

  it("uses each author's LNURL pubkey", () => {
    const events = [validReceipt()];
    const lnurl = (key: string) => ({ verify, lnurlPubkeys: { [author.pubkey]: key } });
    expect(countInteractions([article], events, 500, lnurl(zapper.pubkey)).get(article.id)!.zapSats).toBe(250_000);
    expect(countInteractions([article], events, 500, lnurl(stranger.pubkey)).get(article.id)!.zapSats).toBe(0);
  });

  it("counts no sats without a verifier", () => {
    expect(countInteractions([article], [validReceipt()], 500).get(article.id)).toMatchObject({ zaps: 1, zapSats: 0 });
  });

  it("ignores receipts dated more than 15 minutes ahead or expired", () => {
    const now = 1_800_000_000;
    const future = { ...validReceipt(), id: "e".repeat(64), created_at: now + 3600 };
    const expired = fakeEvent({
      kind: 7,
      content: "+",
      tags: [
        ["e", article.id],
        ["expiration", String(now - 1)],
      ],
    });
    expect(countInteractions([article], [future, expired], 500, { ...check, now }).get(article.id)).toMatchObject({
      zaps: 0,
      likes: 0,
    });
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

describe("formatZapTotal", () => {
  it("writes sats, then k and M, then bitcoin, rounding down and never past 21M BTC", () => {
    const cases: [number, string][] = [
      [0, "0 sats"],
      [950, "950 sats"],
      [1_000, "1,000 sats"],
      [9_999, "9,999 sats"],
      [25_400, "25k sats"],
      [999_999, "999k sats"],
      [1_000_000, "1M sats"],
      [1_500_000, "1.5M sats"],
      [2_399_999, "2.3M sats"],
      [21_000_000, "21M sats"],
      [99_999_999, "99M sats"],
      [100_000_000, "1 BTC"],
      [230_000_000, "2.3 BTC"],
      [2_100_000_000_00, "2,100 BTC"],
      [2_100_000_000_000_000, "21M BTC"],
      [Number.MAX_SAFE_INTEGER, "21M BTC"],
      [Number.NaN, "0 sats"],
    ];
    for (const [sats, text] of cases) expect(formatZapTotal(sats), String(sats)).toBe(text);
  });
});
