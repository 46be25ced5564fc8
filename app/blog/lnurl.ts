/**
 * NIP-57 needs the recipient's LNURL server key (`nostrPubkey`) to tell real zap receipts from forged ones.
 * The build reads it from each configured author's lightning address (`lud16` in their profile); browsers
 * never contact the author's LNURL server. Any failure just means the key stays unknown.
 */

/** How long the build waits for an LNURL server. */
export const LNURL_TIMEOUT_MS = 3000;
/** Largest LNURL-pay answer read (a real one is a few hundred bytes). */
const MAX_RESPONSE_BYTES = 64 * 1024;
/** LUD-16: the name part of a lightning address. */
const NAME = /^[a-z0-9\-_.+]{1,64}$/;
/** A DNS name with a top-level domain (no IP addresses, no "localhost", no port); lowercase. */
export const DNS_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** `name@domain` -> `https://domain/.well-known/lnurlp/name` (LUD-16), or undefined for anything else. */
export function lud16Url(address: unknown): string | undefined {
  if (typeof address !== "string" || address.length > 320) return undefined;
  const [name, domain, ...rest] = address.trim().toLowerCase().split("@");
  if (rest.length > 0 || !name || !domain || !NAME.test(name) || !DNS_NAME.test(domain)) return undefined;
  return `https://${domain}/.well-known/lnurlp/${name}`;
}

/** The `nostrPubkey` of an LNURL-pay answer, only when `allowsNostr` is true and it is a 64-hex key. */
export function lnurlNostrPubkey(answer: unknown): string | undefined {
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return undefined;
  const { allowsNostr, nostrPubkey } = answer as Record<string, unknown>;
  if (allowsNostr !== true || typeof nostrPubkey !== "string") return undefined;
  const key = nostrPubkey.toLowerCase();
  return HEX64.test(key) ? key : undefined;
}

export type Fetch = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

/** The LNURL server key of a lightning address, or undefined (bad address, timeout, error, no nostr support). */
export async function resolveLnurlNostrPubkey(
  lud16: unknown,
  fetchFn: Fetch = fetch,
  timeoutMs = LNURL_TIMEOUT_MS,
): Promise<string | undefined> {
  const url = lud16Url(lud16);
  if (!url) return undefined;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, { signal: controller.signal, headers: { accept: "application/json" } });
    if (!response.ok) return undefined;
    const text = await readCapped(response, MAX_RESPONSE_BYTES);
    return text === undefined ? undefined : lnurlNostrPubkey(JSON.parse(text));
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The body as text, or undefined once it passes `max` bytes (the rest is not downloaded). */
export async function readCapped(response: Response, max: number): Promise<string | undefined> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Author pubkey -> LNURL server key, for the authors whose lightning address answered. */
export async function resolveLnurlPubkeys(
  authors: readonly { pubkey: string; lud16?: string }[],
  fetchFn: Fetch = fetch,
  timeoutMs = LNURL_TIMEOUT_MS,
): Promise<Record<string, string>> {
  const keys = await Promise.all(
    authors.map(async ({ pubkey, lud16 }) => [pubkey, await resolveLnurlNostrPubkey(lud16, fetchFn, timeoutMs)]),
  );
  return Object.fromEntries(keys.filter((entry): entry is [string, string] => entry[1] !== undefined));
}
