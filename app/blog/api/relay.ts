import { createWorkerClient } from "../../lib/worker-rpc";
import type { RelayOps } from "./relay-contract";

/**
 * The page's side of the blog's relay work (./relay-contract.ts). It runs in a Web Worker (./relay-worker.ts)
 * started with the first request, not with the page: a pre-rendered blog page paints and hydrates without it,
 * and the relays' events are parsed, checked and counted off the main thread. Where no worker runs (or it
 * fails), the same work runs in the page.
 */
export const relays = createWorkerClient<RelayOps>({
  createWorker:
    typeof Worker === "undefined"
      ? undefined
      : () => new Worker(new URL("./relay-worker.ts", import.meta.url), { type: "module", name: "relays" }),
  inPage: () => import("./relay-work").then((module) => module.relayWork),
});

/** Starts the relay worker ahead of the first query: it connects to the relays and loads the verifier meanwhile. */
export function warmUpRelays(): void {
  relays.warmUp();
}

/** For a page about to check thousands of events (the list's counts): the worker fetches its fast verifier now. */
export function warmUpFastVerifier(): void {
  relays.call("fastVerifier").catch(() => {}); // a verifier that fails to load surfaces in the queries
}
