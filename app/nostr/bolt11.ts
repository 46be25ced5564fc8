import { bech32 } from "@scure/base";

/**
 * The amount of a mainnet BOLT-11 lightning invoice, in millisatoshis. The bech32 checksum is checked (with
 * @scure/base) and the amount read from the human-readable part (`lnbc2500u1...`); the invoice's signature
 * and fields are not. Test networks never count as money: `lntb`, `lntbs`, `lnsb` and regtest's `lnbcrt`
 * (which starts like mainnet) are refused.
 */

const MSAT_PER_BTC = 100_000_000_000n;
/** More than every bitcoin that will ever exist is not a real payment. */
export const MAX_MSAT = 21_000_000n * MSAT_PER_BTC;
/** Longest invoice read (BOLT-11 has no limit; real ones stay well under this). */
const MAX_INVOICE_LENGTH = 8000;
const MAINNET_HRP = /^lnbc(?:(\d+)([munp]?))?$/;
/** msat per unit of each multiplier, times 10 (so that "p", a tenth of a msat, stays an integer). */
const DECI_MSAT_PER_UNIT: Record<string, bigint> = {
  "": MSAT_PER_BTC * 10n,
  m: MSAT_PER_BTC / 100n,
  u: MSAT_PER_BTC / 100_000n,
  n: 1_000n,
  p: 1n,
};

/** An invoice as written in a tag, without spaces around it or a `lightning:` scheme. */
export function bareInvoice(invoice: string): string {
  return invoice.trim().replace(/^lightning:/i, "");
}

/**
 * Millisatoshis of a mainnet invoice with a valid checksum and an amount; null for anything else (no amount,
 * another network, a bad checksum, a malformed or absurd amount).
 */
export function mainnetInvoiceMsats(invoice: unknown): bigint | null {
  if (typeof invoice !== "string" || invoice.length > MAX_INVOICE_LENGTH) return null;
  const text = bareInvoice(invoice);
  let prefix: string;
  try {
    ({ prefix } = bech32.decode(text as `${string}1${string}`, MAX_INVOICE_LENGTH));
  } catch {
    return null;
  }
  const match = MAINNET_HRP.exec(prefix);
  if (!match) return null;
  const [, digits, multiplier = ""] = match;
  if (digits === undefined || digits.length > 20) return null;
  if (digits.length > 1 && digits.startsWith("0")) return null;
  const deciMsat = BigInt(digits) * DECI_MSAT_PER_UNIT[multiplier]!;
  // BOLT-11: a pico-bitcoin amount must be a whole number of millisatoshis.
  if (deciMsat % 10n !== 0n) return null;
  const msat = deciMsat / 10n;
  return msat > 0n && msat <= MAX_MSAT ? msat : null;
}
