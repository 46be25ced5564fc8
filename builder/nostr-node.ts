/**
 * Node-only entry for build-time relay queries (pre-rendering in react-router.config.ts and route
 * loaders): Node 20 has no global WebSocket, so this installs `ws` before the first query, and the
 * wasm verifier reads its binary from disk. Import it
 * only from Node code; the browser bundle never reaches `ws`.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import WebSocket from "ws";
import { setWasmSource } from "../app/nostr/verifier";
import { setWebSocketImplementation } from "../app/nostr/websocket";

/**
 * `ws` with an "error" listener that is never removed. When a relay does not finish the handshake in
 * time, nostr-tools clears `onerror` and closes the still-connecting socket; `ws` then emits "error"
 * ("WebSocket was closed before the connection was established"), and Node throws an "error" event
 * nobody listens to as an uncaught exception, crashing the build. The pool already counts such a relay
 * as unreachable (its connect promise rejects or times out), so the event carries no news.
 */
export class BuildWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on("error", ignoreError);
  }
}

function ignoreError(): void {}

setWebSocketImplementation(BuildWebSocket);
// Node has no fetch for a bundler's asset path: the verifier reads the wasm binary from the package.
// (Resolved from the package, so it holds wherever the bundled build-time code lands.)
const nostrWasmMain = createRequire(import.meta.url).resolve("nostr-wasm");
setWasmSource(() => readFile(new URL("../public/out/secp256k1.wasm", `file://${nostrWasmMain}`)));

export { closeRelayConnections, query, QUERY_TIMEOUT_MS, RelaysUnreachableError } from "../app/nostr/query";
export type { QueryOptions } from "../app/nostr/query";
