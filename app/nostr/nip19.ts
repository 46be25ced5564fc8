import { decode, naddrEncode, npubEncode } from "nostr-tools/nip19";
import { ARTICLE_KIND } from "./kinds";

/** How many public keys npubOf remembers: the blog's authors and a page of repliers, with room to spare. */
export const NPUB_CACHE_SIZE = 512;
const npubs = new Map<string, string>();

/**
 * A public key's NIP-19 `npub1…` (nostr-tools' npubEncode), remembered: a list page renders each card's author
 * link again with every batch of counts, and bech32 encoding 30 keys a render cost `/blog` 27 ms of main thread
 * while it loaded, unthrottled. The oldest key is forgotten past NPUB_CACHE_SIZE, so hostile repliers cannot
 * grow it. Throws as npubEncode does for a key that is not hex.
 */
export function npubOf(pubkey: string): string {
  let npub = npubs.get(pubkey);
  if (npub === undefined) {
    npub = npubEncode(pubkey);
    if (npubs.size >= NPUB_CACHE_SIZE) npubs.delete(npubs.keys().next().value!);
    npubs.set(pubkey, npub);
  }
  return npub;
}

/** Relay hints written into an article's naddr: enough for an app to find it, short enough to share. */
export const NADDR_RELAY_HINTS = 2;

/** What an naddr names: one author's article by its `d` tag. */
export interface ArticleAddress {
  pubkey: string;
  identifier: string;
}

/**
 * The NIP-19 `naddr1…` of an article (kind 30023, author, `d` tag) with the first configured relays as hints,
 * or undefined when no app could read it back. NIP-19's TLV stores each length in one byte: a `d` tag over 255
 * bytes (UTF-8) wraps it, so the naddr names another address, and a longer one passes bech32's length limit
 * and throws. The naddr is decoded again, with the decoder of the address pages, and kept only when it names
 * this very article.
 */
export function articleNaddr(article: ArticleAddress, relays: readonly string[] = []): string | undefined {
  try {
    const naddr = naddrEncode({
      kind: ARTICLE_KIND,
      pubkey: article.pubkey,
      identifier: article.identifier,
      relays: relays.slice(0, NADDR_RELAY_HINTS),
    });
    return decodeArticleAddress(naddr, [article.pubkey])?.identifier === article.identifier ? naddr : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The article an naddr names, when it is a well-formed naddr of a long-form article (kind 30023) by one of
 * `authors`; undefined for anything else (not bech32, bad checksum, another entity, another kind, another
 * author). Relay hints are ignored: the blog reads only its configured relays.
 */
export function decodeArticleAddress(naddr: string, authors: readonly string[]): ArticleAddress | undefined {
  if (!naddr.toLowerCase().startsWith("naddr1")) return undefined;
  try {
    const decoded = decode(naddr.toLowerCase());
    if (decoded.type !== "naddr" || decoded.data.kind !== ARTICLE_KIND) return undefined;
    const { pubkey, identifier } = decoded.data;
    if (!authors.includes(pubkey)) return undefined;
    return { pubkey, identifier };
  } catch {
    return undefined;
  }
}

/**
 * Whether a /blog/{segment} is an naddr written by hand rather than a slug: it decodes as an naddr (of any
 * kind: the address page then says a wrong kind is not found).
 */
export function isNaddr(segment: string): boolean {
  if (!/^naddr1/i.test(segment)) return false;
  try {
    return decode(segment.toLowerCase()).type === "naddr";
  } catch {
    return false;
  }
}
