import { defaultUrlTransform } from "react-markdown";
import { nostrGatewayUrl } from "./nostr-uri";

/**
 * react-markdown's default filter (http, https, irc, ircs, mailto, xmpp, relative; everything else emptied),
 * plus valid `nostr:` URIs, which become gateway links. An invalid `nostr:` URI is emptied like any other
 * unknown protocol.
 */
export function articleUrlTransform(url: string): string {
  if (/^\s*nostr:/i.test(url)) return nostrGatewayUrl(url) ?? "";
  return defaultUrlTransform(url);
}

/** Links that leave the site open in a new tab, without opener or referrer. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//");
}
