/**
 * NIP-57 needs the recipient's LNURL server key (`nostrPubkey`) to tell real zap receipts from forged ones.
 * The build reads it from each configured author's lightning address (`lud16` in their profile); browsers
 * never contact the author's LNURL server. Any failure (bad address, timeout, error status, redirect, bad JSON)
 * just means the key stays unknown.
 */
import { fetchJson, lookUpEach, splitIdentifier, type WellKnownFetch } from "./well-known";
import { HEX64 } from "./tags";

/** How long the build waits for an LNURL server. */
export const LNURL_TIMEOUT_MS = 3000;
/** Largest LNURL-pay answer read (a real one is a few hundred bytes). */
const MAX_RESPONSE_BYTES = 64 * 1024;
/** LUD-16: the name part of a lightning address. */
const NAME = /^[a-z0-9\-_.+]{1,64}$/;

/** `name@domain` -> `https://domain/.well-known/lnurlp/name` (LUD-16), or undefined for anything else. */
export function lud16Url(address: unknown): string | undefined {
  const parts = splitIdentifier(address, NAME);
  return parts && `https://${parts.domain}/.well-known/lnurlp/${parts.name}`;
}

/** The `nostrPubkey` of an LNURL-pay answer, only when `allowsNostr` is true and it is a 64-hex key. */
export function lnurlNostrPubkey(answer: unknown): string | undefined {
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return undefined;
  const { allowsNostr, nostrPubkey } = answer as Record<string, unknown>;
  if (allowsNostr !== true || typeof nostrPubkey !== "string") return undefined;
  const key = nostrPubkey.toLowerCase();
  return HEX64.test(key) ? key : undefined;
}

export type Fetch = WellKnownFetch;

/** The LNURL server key of a lightning address, or undefined (bad address, timeout, error, no nostr support). */
export async function resolveLnurlNostrPubkey(
  lud16: unknown,
  fetchFn: Fetch = fetch,
  timeoutMs = LNURL_TIMEOUT_MS,
): Promise<string | undefined> {
  const url = lud16Url(lud16);
  if (!url) return undefined;
  return lnurlNostrPubkey(await fetchJson(url, fetchFn, { timeoutMs, maxBytes: MAX_RESPONSE_BYTES }));
}

/** Author pubkey -> LNURL server key, for the authors whose lightning address answered. */
export async function resolveLnurlPubkeys(
  authors: readonly { pubkey: string; lud16?: string }[],
  fetchFn: Fetch = fetch,
  timeoutMs = LNURL_TIMEOUT_MS,
): Promise<Record<string, string>> {
  return lookUpEach(authors, ({ lud16 }) => resolveLnurlNostrPubkey(lud16, fetchFn, timeoutMs));
}
