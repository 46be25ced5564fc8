/**
 * The amount of a BOLT-11 lightning invoice, read from its human-readable part (`lnbc2500u1...`), in sats.
 * Only the amount is read; the invoice is not decoded or verified.
 */

const MSAT_PER_BTC = 100_000_000_000n;
/** More than every bitcoin that will ever exist is not a real payment. */
const MAX_MSAT = 21_000_000n * MSAT_PER_BTC;
const HRP = /^ln(?:bcrt|bc|tbs|tb|sb)(?:(\d+)([munp]?))?$/;
/** msat per unit of each multiplier, times 10 (so that "p", a tenth of a msat, stays an integer). */
const DECI_MSAT_PER_UNIT: Record<string, bigint> = {
  "": MSAT_PER_BTC * 10n,
  m: MSAT_PER_BTC / 100n,
  u: MSAT_PER_BTC / 100_000n,
  n: 1_000n,
  p: 1n,
};

/** Sats of the invoice (rounded down), 0 when it has no amount, null when it is not a readable invoice. */
export function bolt11AmountSats(invoice: unknown): number | null {
  if (typeof invoice !== "string" || invoice.length > 8000) return null;
  const text = invoice
    .trim()
    .toLowerCase()
    .replace(/^lightning:/, "");
  const separator = text.lastIndexOf("1");
  if (separator < 4) return null;
  const match = HRP.exec(text.slice(0, separator));
  if (!match) return null;
  const [, digits, multiplier = ""] = match;
  if (digits === undefined) return 0;
  if (digits.length > 1 && digits.startsWith("0")) return null;
  if (digits.length > 20) return null;
  const deciMsat = BigInt(digits) * DECI_MSAT_PER_UNIT[multiplier]!;
  // BOLT-11: a pico-bitcoin amount must be a whole number of millisatoshis.
  if (deciMsat % 10n !== 0n) return null;
  const msat = deciMsat / 10n;
  if (msat > MAX_MSAT) return null;
  return Number(msat / 1000n);
}
