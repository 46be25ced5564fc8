import { articleNaddr, npubOf, type ArticleAddress } from "../../nostr/nip19";
import { NOSTR_GATEWAY } from "../markdown/nostr-uri";

/** A `nostr:` URI (NIP-21), for the reader's own app, and the same entity on a public web gateway. */
export interface NostrLink {
  uri: string;
  gateway: string;
}

/**
 * Links that open an article and its author in a nostr app or on a public web gateway. No article links when
 * its naddr would not name it (see `articleNaddr`): the author's links alone, nothing said about it.
 */
export interface NostrLinks {
  article?: NostrLink;
  author: NostrLink;
}

export function nostrLinks(article: ArticleAddress, relays: readonly string[]): NostrLinks {
  const naddr = articleNaddr(article, relays);
  const npub = npubOf(article.pubkey);
  return {
    ...(naddr ? { article: { uri: `nostr:${naddr}`, gateway: `${NOSTR_GATEWAY}${naddr}` } } : {}),
    author: { uri: `nostr:${npub}`, gateway: `${NOSTR_GATEWAY}${npub}` },
  };
}
