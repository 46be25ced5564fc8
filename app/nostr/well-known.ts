/**
 * What the build's `.well-known` lookups share (LUD-16 lightning addresses, NIP-05 identifiers): the
 * `name@domain` form, the hosts the build may ask, and one bounded JSON request that follows no redirect.
 * Browsers never make these requests.
 */

/** A DNS name with a top-level domain (no IP addresses, no "localhost", no port); lowercase. */
const DNS_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Longest `name@domain` read: room for a 64-character name, "@" and a 253-character domain. */
const MAX_IDENTIFIER_LENGTH = 320;
/** Last labels of names for the build machine or its own network (RFC 6761, mDNS, private use), never the internet. */
const LOCAL_TLDS = new Set(["localhost", "local", "internal"]);

/**
 * Whether the build may send a lookup to `host`: a profile names the host, and the build must not be made to
 * ask its own machine or network. Refused: IP literals in any form a URL accepts (WHATWG parsing reads
 * 2130706433, 0x7f.1 or 0177.0.0.1 as 127.0.0.1; IPv6 in brackets), localhost and *.localhost, names under
 * .local and .internal (any case, a trailing dot too), and anything that is not a bare host name. The demo's
 * reserved `.example` domain is a name like any other: demo builds send its lookups to the local demo server
 * (builder/blog/well-known-fetch.ts), past this check.
 */
export function isLookupHost(host: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(`https://${host}/`).hostname;
  } catch {
    return false;
  }
  if (hostname.startsWith("[") || /^\d+\.\d+\.\d+\.\d+$/.test(hostname)) return false;
  // A port, a path, user info or escapes make the URL's host another string than the one given.
  if (hostname !== host.toLowerCase()) return false;
  return !LOCAL_TLDS.has(hostname.replace(/\.$/, "").split(".").at(-1)!);
}

/**
 * `name@domain`, lowercased, when `name` matches `localPart` and `domain` is a DNS name the build may look up
 * (`isLookupHost`); else undefined. The value is checked whole: one too long is no identifier, never a cut one.
 */
export function splitIdentifier(value: unknown, localPart: RegExp): { name: string; domain: string } | undefined {
  if (typeof value !== "string" || value.length > MAX_IDENTIFIER_LENGTH) return undefined;
  const [name, domain, ...rest] = value.trim().toLowerCase().split("@");
  if (rest.length > 0 || !name || !domain || !localPart.test(name)) return undefined;
  if (!DNS_NAME.test(domain) || !isLookupHost(domain)) return undefined;
  return { name, domain };
}

export type WellKnownFetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string>; redirect: "error" },
) => Promise<Response>;

/**
 * The JSON answer at `url`, or undefined on any failure: no answer within `timeoutMs`, an error status, a
 * redirect, more than `maxBytes` (the rest is not downloaded) or invalid JSON. Redirects are refused (NIP-05
 * says to ignore them; for LNURL too, a redirect could take the build to a host `isLookupHost` refuses).
 */
export async function fetchJson(
  url: string,
  fetchFn: WellKnownFetch,
  { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number },
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, {
      signal: controller.signal,
      headers: { accept: "application/json" },
      redirect: "error",
    });
    // A fetch that followed a redirect all the same (one that ignores `redirect`) has failed too.
    if (!response.ok || response.redirected) return undefined;
    const bytes = await readCapped(response, maxBytes);
    return bytes === undefined ? undefined : JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The body's bytes, or undefined once it passes `max` bytes (the rest is not downloaded). */
export async function readCapped(response: Response, max: number): Promise<Uint8Array | undefined> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
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
  return bytes;
}

/**
 * Each author's answer of `lookup`, by public key, for the authors it answered (the lookups run at once; one
 * that fails or finds nothing leaves its author out).
 */
export async function lookUpEach<Author extends { pubkey: string }>(
  authors: readonly Author[],
  lookup: (author: Author) => Promise<string | undefined>,
): Promise<Record<string, string>> {
  const answers = await Promise.all(authors.map(async (author) => [author.pubkey, await lookup(author)] as const));
  return Object.fromEntries(answers.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}
