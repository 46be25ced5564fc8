/**
 * The relay layer in a dedicated Web Worker: WebSockets, JSON parsing, the shape and filter checks,
 * the wasm signature checks and the merge all run here, off the page's main thread, so a phone stays
 * responsive while thousands of relay events arrive. The page only receives the accepted events
 * (see ./worker-client). Started by app/blog/api/relay.ts.
 */
import { query } from "./query";
import type { QueryReply, QueryRequest } from "./worker-protocol";

interface WorkerScope {
  onmessage: ((event: MessageEvent<QueryRequest>) => void) | null;
  postMessage(reply: QueryReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { id, filters, options } }) => {
  query(filters, options).then(
    (events) => scope.postMessage({ id, ok: true, events }),
    (error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      scope.postMessage({ id, ok: false, name, message });
    },
  );
};
