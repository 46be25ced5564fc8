/**
 * NIP-05: an author's `nip05` (`name@domain`) is verified when `https://domain/.well-known/nostr.json?name=name`
 * names the author's public key. The build checks it for the configured authors; the pages carry the verified
 * identifiers, and browsers never fetch nostr.json (the domain would learn who reads which author). Any
 * failure (bad identifier, timeout, error status, redirect, bad JSON, another key) means "not verified".
 */
import { DNS_NAME, readCapped } from "./lnurl";

/** How long the build waits for a domain's nostr.json. */
export const NIP05_TIMEOUT_MS = 3000;
/** Largest nostr.json read (a domain with many names can be large; one name's answer is tiny). */
const MAX_RESPONSE_BYTES = 256 * 1024;
/** NIP-05: the local part. */
const LOCAL_PART = /^[a-z0-9\-_.]{1,64}$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** `name@domain` -> the nostr.json URL that verifies it (NIP-05), or undefined for anything else. */
export function nip05Url(nip05: unknown): string | undefined {
  if (typeof nip05 !== "string" || nip05.length > 320) return undefined;
  const [name, domain, ...rest] = nip05.trim().toLowerCase().split("@");
  if (rest.length > 0 || !name || !domain || !LOCAL_PART.test(name) || !DNS_NAME.test(domain)) return undefined;
  return `https://${domain}/.well-known/nostr.json?name=${encodeURIComponent(name)}`;
}

/** Whether a nostr.json answer names `pubkey` for `name`. */
export function namesPubkey(answer: unknown, name: string, pubkey: string): boolean {
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return false;
  const names = (answer as Record<string, unknown>).names;
  if (!names || typeof names !== "object" || Array.isArray(names)) return false;
  const key = Object.hasOwn(names, name) ? (names as Record<string, unknown>)[name] : undefined;
  return typeof key === "string" && HEX64.test(key) && key === pubkey;
}

export type Nip05Fetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string>; redirect: "error" },
) => Promise<Response>;

/** Whether the domain of `nip05` names `pubkey` for it. */
export async function checkNip05(
  pubkey: string,
  nip05: unknown,
  fetchFn: Nip05Fetch = fetch,
  timeoutMs = NIP05_TIMEOUT_MS,
): Promise<boolean> {
  const url = nip05Url(nip05);
  if (!url) return false;
  const name = (nip05 as string).trim().toLowerCase().split("@")[0]!;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // NIP-05: redirects of nostr.json must be ignored, so one is a failure.
    const response = await fetchFn(url, {
      signal: controller.signal,
      headers: { accept: "application/json" },
      redirect: "error",
    });
    if (!response.ok) return false;
    const text = await readCapped(response, MAX_RESPONSE_BYTES);
    return text !== undefined && namesPubkey(JSON.parse(text), name, pubkey);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Author pubkey -> their nip05, for the authors whose nip05 their domain verified. */
export async function verifyNip05s(
  authors: readonly { pubkey: string; nip05?: string }[],
  fetchFn: Nip05Fetch = fetch,
  timeoutMs = NIP05_TIMEOUT_MS,
): Promise<Record<string, string>> {
  const checked = await Promise.all(
    authors.map(async ({ pubkey, nip05 }) => [pubkey, nip05, await checkNip05(pubkey, nip05, fetchFn, timeoutMs)]),
  );
  return Object.fromEntries(
    checked
      .filter((entry): entry is [string, string, true] => entry[2] === true)
      .map(([pubkey, nip05]) => [pubkey, nip05]),
  );
}

/** Whether the profile's nip05 is the one the build verified for that author. */
export function isVerifiedNip05(
  profile: { pubkey: string; nip05: string },
  verified: Readonly<Record<string, string>>,
): boolean {
  return profile.nip05 !== "" && Object.hasOwn(verified, profile.pubkey) && verified[profile.pubkey] === profile.nip05;
}
