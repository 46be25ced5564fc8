/**
 * The blog's relay work in a dedicated Web Worker: WebSockets, JSON parsing, the shape, filter and
 * signature checks, the merge and the counting all run here, off the page's main thread, so a phone
 * stays responsive while thousands of relay events arrive. The page receives accepted articles and
 * profiles, and only the counts of the interactions (see ./relay-contract.ts).
 *
 * On start, before the first request is even read, the worker opens the relay connections and loads the
 * pure-JS signature verifier, so both are ready when the first answers arrive (the wasm verifier follows
 * once a page has enough events to check for it to pay off: ../../nostr/verifier).
 */
import { serveOperations } from "../../lib/worker-rpc";
import { connectRelays } from "../../nostr/query";
import { loadVerifier } from "../../nostr/verifier";
import { signatureChecksMade } from "../../nostr/verify-queue";
import { relayWork } from "./relay-work";

/** What the page's relay work has cost so far, for `npm run bench` (read in the worker, never sent anywhere). */
(globalThis as { blogRelayStats?: () => { signatureChecks: number } }).blogRelayStats = () => ({
  signatureChecks: signatureChecksMade(),
});

loadVerifier().catch(() => {}); // a failure surfaces in the first query
connectRelays();
serveOperations(relayWork);
