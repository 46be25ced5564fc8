import type { NostrEvent } from "../../nostr/query";

type RelayLayer = typeof import("../../nostr/query");

let relayLayer: Promise<RelayLayer> | undefined;

/**
 * The relay layer (nostr-tools' pool and the signature verifier) loads with the first query, not with the
 * page: a pre-rendered blog page paints and hydrates without it, then refreshes from the relays.
 */
export async function queryRelays(...args: Parameters<RelayLayer["query"]>): Promise<NostrEvent[]> {
  relayLayer ??= import("../../nostr/query").catch((error: unknown) => {
    relayLayer = undefined; // a failed chunk load is retried by the next query
    throw error;
  });
  const { query } = await relayLayer;
  return query(...args);
}
