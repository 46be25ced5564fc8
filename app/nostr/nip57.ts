import type { NostrEvent } from "nostr-tools/core";
import { MAX_MSAT, mainnetInvoiceMsats } from "./bolt11";
import { ZAP_RECEIPT_KIND, ZAP_REQUEST_KIND } from "./kinds";
import { isHex64, tagValues } from "./tags";
import type { ArticleRef } from "./nip23";

/** Longest `description` parsed (a zap request is a small event; a hostile one must not cost a big parse). */
const MAX_DESCRIPTION_LENGTH = 16_384;
/** No total is shown above every bitcoin there will ever be (21 million BTC), in sats. */
export const MAX_ZAP_SATS = Number(MAX_MSAT / 1000n);
const DIGITS = /^\d{1,20}$/;

export interface ZapCheck {
  /** Signature check of the zap request (the relay layer's verifier). */
  verify: (event: NostrEvent) => boolean;
  /** The recipient's LNURL server `nostrPubkey`, when known: the only key allowed to sign their receipts. */
  lnurlNostrPubkey?: string;
}

/** The receipt's description as a well-formed kind 9734 event, or null. */
function zapRequestOf(receipt: NostrEvent): NostrEvent | null {
  const descriptions = tagValues(receipt, "description");
  if (descriptions.length !== 1 || descriptions[0]!.length > MAX_DESCRIPTION_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(descriptions[0]!);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const request = parsed as Record<string, unknown>;
  const wellFormed =
    request.kind === ZAP_REQUEST_KIND &&
    typeof request.id === "string" &&
    typeof request.pubkey === "string" &&
    isHex64(request.pubkey) &&
    typeof request.sig === "string" &&
    typeof request.content === "string" &&
    Number.isSafeInteger(request.created_at) &&
    Array.isArray(request.tags) &&
    request.tags.every((tag) => Array.isArray(tag) && tag.every((value) => typeof value === "string"));
  return wellFormed ? (parsed as NostrEvent) : null;
}

/**
 * The millisatoshis a zap receipt proves for this article, or null when it proves nothing (it may still
 * count as a zap). NIP-57 Appendix F, with the request rules of Appendix D:
 * - the receipt is signed by the recipient's LNURL `nostrPubkey` where that is known;
 * - its `bolt11` is a mainnet invoice with a valid checksum and an amount;
 * - its `description` is a kind 9734 zap request with a valid signature, exactly one `p` (the article's
 *   author), at most one `e` and one `a`, naming the article by id or address;
 * - the request's `amount` (millisats), when present, equals the invoice's.
 */
export function zapReceiptMsats(receipt: NostrEvent, target: ArticleRef, check: ZapCheck): bigint | null {
  if (receipt.kind !== ZAP_RECEIPT_KIND || !Array.isArray(receipt.tags)) return null;
  if (check.lnurlNostrPubkey !== undefined && receipt.pubkey !== check.lnurlNostrPubkey) return null;
  const invoices = tagValues(receipt, "bolt11");
  if (invoices.length !== 1) return null;
  const msats = mainnetInvoiceMsats(invoices[0]);
  if (msats === null) return null;

  const request = zapRequestOf(receipt);
  if (!request) return null;
  const recipients = tagValues(request, "p");
  if (recipients.length !== 1 || recipients[0] !== target.pubkey) return null;
  const ids = tagValues(request, "e");
  const addresses = tagValues(request, "a");
  if (ids.length > 1 || addresses.length > 1) return null;
  if (ids[0] !== target.id && addresses[0] !== target.address) return null;
  const amounts = tagValues(request, "amount");
  if (amounts.length > 1) return null;
  if (amounts.length === 1 && (!DIGITS.test(amounts[0]!) || BigInt(amounts[0]!) !== msats)) return null;

  // Last, as it is the costly check.
  return check.verify(request) ? msats : null;
}

/** A sum of millisatoshis as whole sats (rounded down), clamped to MAX_ZAP_SATS: exact, never a float sum. */
export function msatsToSats(msats: bigint): number {
  if (msats <= 0n) return 0;
  return msats >= MAX_MSAT ? MAX_ZAP_SATS : Number(msats / 1000n);
}
