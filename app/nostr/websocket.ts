/**
 * The WebSocket class the relay pool uses: the browser's global by default. Node 20 has none, so
 * the Node-only entry (`./node.ts`) installs `ws` here before the first query; keeping `ws` out of
 * this module keeps it out of the browser bundle.
 */

type WebSocketClass = typeof WebSocket;

let implementation: WebSocketClass | undefined;

export function setWebSocketImplementation(value: unknown): void {
  implementation = value as WebSocketClass;
}

export function getWebSocketImplementation(): WebSocketClass | undefined {
  return implementation ?? (typeof WebSocket === "undefined" ? undefined : WebSocket);
}
