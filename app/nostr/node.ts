/**
 * Node-only entry for build-time relay queries (pre-rendering in react-router.config.ts and route
 * loaders): Node 20 has no global WebSocket, so this installs `ws` before the first query. Import it
 * only from Node code; the browser bundle never reaches `ws`.
 */
import WebSocket from "ws";
import { setWebSocketImplementation } from "./websocket";

setWebSocketImplementation(WebSocket);

export { closeRelayConnections, query, QUERY_TIMEOUT_MS, RelaysUnreachableError } from "./query";
export type { QueryOptions } from "./query";
