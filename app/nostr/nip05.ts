/**
 * NIP-05: an author's `nip05` (`name@domain`) is verified when `https://domain/.well-known/nostr.json?name=name`
 * names the author's public key. The build checks it for the configured authors; the pages carry the verified
 * identifiers, and browsers never fetch nostr.json (the domain would learn who reads which author). Any
 * failure (bad identifier, timeout, error status, redirect, bad JSON, another key) means "not verified".
 */
import { fetchJson, lookUpEach, splitIdentifier, type WellKnownFetch } from "./well-known";
import { HEX64 } from "./tags";

/** How long the build waits for a domain's nostr.json. */
export const NIP05_TIMEOUT_MS = 3000;
/** Largest nostr.json read (a domain with many names can be large; one name's answer is tiny). */
const MAX_RESPONSE_BYTES = 256 * 1024;
/** NIP-05: the local part. */
const LOCAL_PART = /^[a-z0-9\-_.]{1,64}$/;

/** `name@domain` -> the nostr.json URL that verifies it (NIP-05), or undefined for anything else. */
export function nip05Url(nip05: unknown): string | undefined {
  const parts = splitIdentifier(nip05, LOCAL_PART);
  return parts && `https://${parts.domain}/.well-known/nostr.json?name=${encodeURIComponent(parts.name)}`;
}

/** Whether a nostr.json answer names `pubkey` for `name`. */
export function namesPubkey(answer: unknown, name: string, pubkey: string): boolean {
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return false;
  const names = (answer as Record<string, unknown>).names;
  if (!names || typeof names !== "object" || Array.isArray(names)) return false;
  const key = Object.hasOwn(names, name) ? (names as Record<string, unknown>)[name] : undefined;
  return typeof key === "string" && HEX64.test(key) && key === pubkey;
}

export type Nip05Fetch = WellKnownFetch;

/** Whether the domain of `nip05` names `pubkey` for it. */
export async function checkNip05(
  pubkey: string,
  nip05: unknown,
  fetchFn: Nip05Fetch = fetch,
  timeoutMs = NIP05_TIMEOUT_MS,
): Promise<boolean> {
  const url = nip05Url(nip05);
  if (!url) return false;
  const name = splitIdentifier(nip05, LOCAL_PART)!.name;
  // NIP-05: redirects of nostr.json must be ignored; fetchJson counts one as a failure.
  const answer = await fetchJson(url, fetchFn, { timeoutMs, maxBytes: MAX_RESPONSE_BYTES });
  return namesPubkey(answer, name, pubkey);
}

/** Author pubkey -> their nip05, for the authors whose nip05 their domain verified. */
export async function verifyNip05s(
  authors: readonly { pubkey: string; nip05?: string }[],
  fetchFn: Nip05Fetch = fetch,
  timeoutMs = NIP05_TIMEOUT_MS,
): Promise<Record<string, string>> {
  return lookUpEach(authors, async ({ pubkey, nip05 }) =>
    (await checkNip05(pubkey, nip05, fetchFn, timeoutMs)) ? nip05 : undefined,
  );
}

/** Whether the profile's nip05 is the one the build verified for that author. */
export function isVerifiedNip05(
  profile: { pubkey: string; nip05: string },
  verified: Readonly<Record<string, string>>,
): boolean {
  return profile.nip05 !== "" && Object.hasOwn(verified, profile.pubkey) && verified[profile.pubkey] === profile.nip05;
}
