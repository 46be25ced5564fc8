/** The path prefixes `wellKnownFetch` sends to the demo origin unless told otherwise. */
export const WELL_KNOWN_PATHS: readonly string[] = ["/.well-known/"];
/** The demo's image paths (scripts/relay/demo-well-known.mjs): `wellKnownFetch(undefined, DEMO_IMAGE_PATHS)`. */
export const DEMO_IMAGE_PATHS: readonly string[] = ["/covers/", "/avatars/"];

/**
 * The fetch the build uses for `.well-known` lookups (LNURL-pay, NIP-05) and, with `DEMO_IMAGE_PATHS`, for the
 * covers and avatars it copies (images.server.ts). With `DEMO_WELL_KNOWN_ORIGIN` set (the local demo and the
 * tests set it to the local relays' control server), requests for those paths on domains under the reserved
 * `.example` top-level domain (RFC 2606: they never resolve on the internet) go to that origin instead, so the
 * demo's lightning address, NIP-05 and images are checked without leaving the machine. Every other URL is
 * fetched as is.
 */
export function wellKnownFetch(
  demoOrigin = process.env.DEMO_WELL_KNOWN_ORIGIN,
  paths: readonly string[] = WELL_KNOWN_PATHS,
): (url: string, init: RequestInit) => Promise<Response> {
  return (url, init) => fetch(demoOrigin ? demoUrl(url, demoOrigin, paths) : url, init);
}

/** `https://<name>.example/<one of paths>…` on `origin`; any other URL unchanged. */
export function demoUrl(url: string, origin: string, paths: readonly string[] = WELL_KNOWN_PATHS): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" || !parsed.hostname.endsWith(".example")) return url;
  if (!paths.some((prefix) => parsed.pathname.startsWith(prefix))) return url;
  return new URL(`${parsed.pathname}${parsed.search}`, origin).toString();
}
