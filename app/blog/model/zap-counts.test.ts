import { describe, expect, it } from "vitest";
import * as fixtures from "../../../tests/fixtures/test-events";
import { MAX_ZAP_SATS } from "../../nostr/nip57";
import { toArticle } from "./article";
import { countInteractions } from "./counts";
import { formatZapTotal } from "./format";

const { fakeEvent, testInvoice, validZapReceipt, verifyZapRequest, ZAP_KEYS, zapReceipt, zapRequest } = fixtures;
const { author, zapper, stranger } = ZAP_KEYS;
const article = toArticle(fakeEvent({ kind: 30023, pubkey: author.pubkey, tags: [["d", "post"]] }));
const verify = verifyZapRequest;
const check = { verify, lnurlNostrPubkey: zapper.pubkey };
const validReceipt = (options?: Parameters<typeof validZapReceipt>[1]) => validZapReceipt(article, options);

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
