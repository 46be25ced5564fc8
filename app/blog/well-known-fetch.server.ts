/**
 * The fetch the build uses for `.well-known` lookups (LNURL-pay, NIP-05). With `DEMO_WELL_KNOWN_ORIGIN` set
 * (the local demo and the tests set it to the local relays' control server), lookups on domains under the
 * reserved `.example` top-level domain (RFC 2606: they never resolve on the internet) go to that origin
 * instead, so the demo's lightning address and NIP-05 are checked without leaving the machine. Every other
 * domain is fetched as is.
 */
export function wellKnownFetch(
  demoOrigin = process.env.DEMO_WELL_KNOWN_ORIGIN,
): (url: string, init: RequestInit) => Promise<Response> {
  return (url, init) => fetch(demoOrigin ? demoUrl(url, demoOrigin) : url, init);
}

/** `https://<name>.example/.well-known/…` on `origin`; any other URL unchanged. */
export function demoUrl(url: string, origin: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" || !parsed.hostname.endsWith(".example")) return url;
  if (!parsed.pathname.startsWith("/.well-known/")) return url;
  return new URL(`${parsed.pathname}${parsed.search}`, origin).toString();
}
