import type { NostrEvent } from "../../nostr/query";
import { createRelayWorkerClient } from "../../nostr/worker-client";

type RelayLayer = typeof import("../../nostr/query");
type QueryArgs = Parameters<RelayLayer["query"]>;

let relayLayer: Promise<RelayLayer> | undefined;

/** The relay layer in the page: the fallback where no worker runs (and in component tests). */
async function queryInPage(...args: QueryArgs): Promise<NostrEvent[]> {
  relayLayer ??= import("../../nostr/query").catch((error: unknown) => {
    relayLayer = undefined; // a failed chunk load is retried by the next query
    throw error;
  });
  const { query } = await relayLayer;
  return query(...args);
}

let client: ReturnType<typeof createRelayWorkerClient> | undefined;

/**
 * Relay queries for the blog. The relay layer (nostr-tools' pool, the wasm signature verifier) runs in a
 * Web Worker started with the first query, not with the page: a pre-rendered blog page paints and
 * hydrates without it, and the relays' events are parsed and checked off the main thread.
 */
export function queryRelays(...args: QueryArgs): Promise<NostrEvent[]> {
  if (typeof Worker === "undefined") return queryInPage(...args);
  client ??= createRelayWorkerClient({
    createWorker: () =>
      new Worker(new URL("../../nostr/relay-worker.ts", import.meta.url), { type: "module", name: "relays" }),
    inPage: queryInPage,
  });
  return client.query(...args);
}
