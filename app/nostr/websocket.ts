/**
 * The WebSocket class the relay pool uses: the browser's global by default. Node 20 has none, so
 * the Node-only entry (`./node.ts`) installs `ws` here before the first query; keeping `ws` out of
 * this module keeps it out of the browser bundle.
 */

import { boundedWebSocket } from "./bounded-websocket";

type WebSocketClass = typeof WebSocket;

let implementation: WebSocketClass | undefined;
let bounded: { base: WebSocketClass; guarded: WebSocketClass } | undefined;

export function setWebSocketImplementation(value: unknown): void {
  implementation = value as WebSocketClass;
}

/** The class to connect with, its frames bounded before they are parsed (./bounded-websocket). */
export function getWebSocketImplementation(): WebSocketClass | undefined {
  const base = implementation ?? (typeof WebSocket === "undefined" ? undefined : WebSocket);
  if (!base) return undefined;
  if (bounded?.base !== base) bounded = { base, guarded: boundedWebSocket(base) };
  return bounded.guarded;
}
