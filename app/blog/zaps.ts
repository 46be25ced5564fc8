import type { NostrEvent } from "nostr-tools/core";
import { MAX_MSAT, mainnetInvoiceMsats } from "./bolt11";

/** NIP-57 zap request (inside a receipt's `description`) and zap receipt. */
export const ZAP_REQUEST_KIND = 9734;
export const ZAP_RECEIPT_KIND = 9735;

/** Longest `description` parsed (a zap request is a small event; a hostile one must not cost a big parse). */
const MAX_DESCRIPTION_LENGTH = 16_384;
/** No total is shown above every bitcoin there will ever be (21 million BTC), in sats. */
export const MAX_ZAP_SATS = Number(MAX_MSAT / 1000n);
const HEX64 = /^[0-9a-f]{64}$/;
const DIGITS = /^\d{1,20}$/;

/** The article a receipt must name, and its author (the zap's recipient). */
export interface ZapTarget {
  id: string;
  address: string;
  pubkey: string;
}

export interface ZapCheck {
  /** Signature check of the zap request (the relay layer's verifier). */
  verify: (event: NostrEvent) => boolean;
  /** The recipient's LNURL server `nostrPubkey`, when known: the only key allowed to sign their receipts. */
  lnurlNostrPubkey?: string;
}

function tagValues(tags: unknown[], name: string): string[] {
  const values: string[] = [];
  for (const tag of tags) {
    if (Array.isArray(tag) && tag[0] === name && typeof tag[1] === "string") values.push(tag[1]);
  }
  return values;
}

/** The receipt's description as a well-formed kind 9734 event, or null. */
function zapRequestOf(receipt: NostrEvent): NostrEvent | null {
  const descriptions = tagValues(receipt.tags, "description");
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
    HEX64.test(request.pubkey) &&
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
export function zapReceiptMsats(receipt: NostrEvent, target: ZapTarget, check: ZapCheck): bigint | null {
  if (receipt.kind !== ZAP_RECEIPT_KIND || !Array.isArray(receipt.tags)) return null;
  if (check.lnurlNostrPubkey !== undefined && receipt.pubkey !== check.lnurlNostrPubkey) return null;
  const invoices = tagValues(receipt.tags, "bolt11");
  if (invoices.length !== 1) return null;
  const msats = mainnetInvoiceMsats(invoices[0]);
  if (msats === null) return null;

  const request = zapRequestOf(receipt);
  if (!request) return null;
  const recipients = tagValues(request.tags, "p");
  if (recipients.length !== 1 || recipients[0] !== target.pubkey) return null;
  const ids = tagValues(request.tags, "e");
  const addresses = tagValues(request.tags, "a");
  if (ids.length > 1 || addresses.length > 1) return null;
  if (ids[0] !== target.id && addresses[0] !== target.address) return null;
  const amounts = tagValues(request.tags, "amount");
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

const SATS_PER_BTC = 100_000_000;

/**
 * A zapped total for the counters, with its unit: "2,100 sats", "25k sats", "1.5M sats", then in bitcoin
 * from 1 BTC on ("1.5 BTC", "2,100 BTC", "21M BTC"). Figures are rounded down, so a total is never overstated.
 */
export function formatZapTotal(sats: number): string {
  const whole = Number.isFinite(sats) ? Math.max(0, Math.min(Math.floor(sats), MAX_ZAP_SATS)) : 0;
  if (whole < 10_000) return `${groupThousands(whole)} sats`;
  if (whole < 1_000_000) return `${Math.floor(whole / 1000)}k sats`;
  if (whole < SATS_PER_BTC) return `${shortMillions(whole)} sats`;
  const btc = whole / SATS_PER_BTC;
  if (btc < 10) return `${floorTo(btc, 1)} BTC`;
  if (btc < 1_000_000) return `${groupThousands(Math.floor(btc))} BTC`;
  return `${shortMillions(Math.floor(btc))} BTC`;
}

/** 1_500_000 -> "1.5M", 21_000_000 -> "21M" (one decimal below 10M, rounded down). */
function shortMillions(value: number): string {
  const millions = value / 1_000_000;
  return `${millions < 10 ? floorTo(millions, 1) : Math.floor(millions)}M`;
}

/** Rounded down to `digits` decimals, without a trailing ".0". */
function floorTo(value: number, digits: number): string {
  const factor = 10 ** digits;
  return String(Math.floor(value * factor + 1e-9) / factor);
}

/** 2100 -> "2,100", as en-US writes it (without Intl: its first use loads locale data on the main thread). */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}
