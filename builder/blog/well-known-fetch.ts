import { publicFetch, type PublicFetch } from "./public-fetch";

/** The path prefixes `wellKnownFetch` sends to the demo origin unless told otherwise. */
export const WELL_KNOWN_PATHS: readonly string[] = ["/.well-known/"];
/** The demo's image paths (tools/relay/demo-well-known.mjs), which `imageFetch` sends to the demo origin. */
export const DEMO_IMAGE_PATHS: readonly string[] = ["/covers/", "/avatars/"];

/**
 * The fetch the build uses for `.well-known` lookups (LNURL-pay, NIP-05) and, with `DEMO_IMAGE_PATHS`, for the
 * covers and avatars it copies (images.ts, through `imageFetch`). With `DEMO_WELL_KNOWN_ORIGIN` set (the
 * local demo and the tests set it to the local relays' control server), requests for those paths on domains under
 * the reserved `.example` top-level domain (RFC 2606: they never resolve on the internet) go to that origin
 * instead, so the demo's lightning address, NIP-05 and images are checked without leaving the machine. Every other
 * URL is fetched as is, with `other` (default: the global fetch).
 */
export function wellKnownFetch(
  demoOrigin = process.env.DEMO_WELL_KNOWN_ORIGIN,
  paths: readonly string[] = WELL_KNOWN_PATHS,
  other: (url: string, init: RequestInit) => Promise<Response> = fetch,
): (url: string, init: RequestInit) => Promise<Response> {
  return (url, init) => {
    const local = demoOrigin ? demoUrl(url, demoOrigin, paths) : url;
    return local === url ? other(url, init) : fetch(local, init);
  };
}

/**
 * The fetch the build copies images with: the demo's image paths to `DEMO_WELL_KNOWN_ORIGIN` when it is set (an
 * origin the operator configured, so it may be on this machine), and every other URL, an author's, through
 * `publicFetch`: only to public addresses.
 */
export function imageFetch(
  demoOrigin = process.env.DEMO_WELL_KNOWN_ORIGIN,
  other: PublicFetch = publicFetch(),
): (url: string, init: RequestInit) => Promise<Response> {
  return wellKnownFetch(demoOrigin, DEMO_IMAGE_PATHS, other);
}

/** `https://<name>.example/<one of paths>…` on `origin`; any other URL unchanged. */
export function demoUrl(url: string, origin: string, paths: readonly string[] = WELL_KNOWN_PATHS): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" || !parsed.hostname.endsWith(".example")) return url;
  if (!paths.some((prefix) => parsed.pathname.startsWith(prefix))) return url;
  return new URL(`${parsed.pathname}${parsed.search}`, origin).toString();
}
