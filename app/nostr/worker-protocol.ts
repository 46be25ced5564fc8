import type { Filter } from "nostr-tools/filter";
import type { NostrEvent } from "nostr-tools/pure";
import type { QueryOptions } from "./query";

/** The page asks the relay worker for one query (`query(filters, options)` of ./query). */
export interface QueryRequest {
  id: number;
  filters: Filter[];
  options?: QueryOptions;
}

/** The worker's answer to request `id`: the accepted events, or the error the query rejected with. */
export type QueryReply =
  | { id: number; ok: true; events: NostrEvent[] }
  | { id: number; ok: false; name: string; message: string };
