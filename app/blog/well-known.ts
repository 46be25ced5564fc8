/**
 * What the build's `.well-known` lookups share (LUD-16 lightning addresses, NIP-05 identifiers): the
 * `name@domain` form, and one bounded JSON request. Browsers never make these requests.
 */

/** A DNS name with a top-level domain (no IP addresses, no "localhost", no port); lowercase. */
const DNS_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `name@domain`, lowercased, when `name` matches `localPart` and `domain` is a DNS name; else undefined. */
export function splitIdentifier(value: unknown, localPart: RegExp): { name: string; domain: string } | undefined {
  if (typeof value !== "string" || value.length > 320) return undefined;
  const [name, domain, ...rest] = value.trim().toLowerCase().split("@");
  if (rest.length > 0 || !name || !domain || !localPart.test(name) || !DNS_NAME.test(domain)) return undefined;
  return { name, domain };
}

export type WellKnownFetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string>; redirect?: "error" },
) => Promise<Response>;

/**
 * The JSON answer at `url`, or undefined on any failure: no answer within `timeoutMs`, an error status, more
 * than `maxBytes` (the rest is not downloaded), invalid JSON, or a redirect when `followRedirects` is false.
 */
export async function fetchJson(
  url: string,
  fetchFn: WellKnownFetch,
  { timeoutMs, maxBytes, followRedirects = true }: { timeoutMs: number; maxBytes: number; followRedirects?: boolean },
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const headers = { accept: "application/json" };
    const response = await fetchFn(
      url,
      followRedirects
        ? { signal: controller.signal, headers }
        : { signal: controller.signal, headers, redirect: "error" },
    );
    if (!response.ok) return undefined;
    const text = await readCapped(response, maxBytes);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The body as text, or undefined once it passes `max` bytes (the rest is not downloaded). */
async function readCapped(response: Response, max: number): Promise<string | undefined> {
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
