import { nostrGatewayUrl } from "./nostr-uri";

/** Protocols a link or an image may use: CommonMark's safe list, as micromark and react-markdown apply it. */
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * The URL when it is relative or uses a safe protocol, else "". A colon after a `/`, `?` or `#` does not end a
 * protocol. (micromark-util-sanitize-uri applies the same rule but also re-encodes the URL, which would change
 * the links authors wrote; react-markdown's copy was the only reason to keep react-markdown.)
 */
function safeUrl(url: string): string {
  const colon = url.indexOf(":");
  if (colon === -1) return url;
  const scheme = url.slice(0, colon);
  return /[/?#]/.test(scheme) || SAFE_PROTOCOL.test(scheme) ? url : "";
}

/** Safe URLs (safeUrl), plus valid `nostr:` URIs, which become gateway links; an invalid one is emptied. */
export function articleUrlTransform(url: string): string {
  if (/^\s*nostr:/i.test(url)) return nostrGatewayUrl(url) ?? "";
  return safeUrl(url);
}

/** Links that leave the site open in a new tab, without opener or referrer. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//");
}
