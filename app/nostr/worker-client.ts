import type { Filter } from "nostr-tools/filter";
import type { NostrEvent } from "nostr-tools/pure";
import type { QueryOptions } from "./query";
import type { QueryReply, QueryRequest } from "./worker-protocol";

/**
 * The page's side of the relay worker (./relay-worker): `query(filters, options)` with the contract of
 * ./query, answered by the worker. Where a worker cannot run (no Worker class, the script fails to load,
 * the worker crashes), the same queries run in the page instead (`inPage`), so the blog works either way.
 *
 * A loading state never hangs on the worker: a request without an answer after `replyTimeoutMs` rejects
 * (a query itself answers within seconds, see QUERY_TIMEOUT_MS).
 */

type Query = (filters: Filter[], options?: QueryOptions) => Promise<NostrEvent[]>;

/** What the client needs of a Worker (a fake one in unit tests). */
export interface WorkerLike {
  postMessage(request: QueryRequest): void;
  addEventListener(type: "message", listener: (event: MessageEvent<QueryReply>) => void): void;
  addEventListener(type: "error" | "messageerror", listener: (event: Event) => void): void;
  terminate(): void;
}

export interface RelayWorkerClientOptions {
  /** Starts the worker; undefined where workers are unavailable. */
  createWorker: (() => WorkerLike) | undefined;
  /** The same query in the page: the fallback. */
  inPage: Query;
  replyTimeoutMs?: number;
}

/** Far beyond any real query (5 s deadline plus signature checks): only a stuck worker reaches it. */
export const WORKER_REPLY_TIMEOUT_MS = 30_000;

export class RelayWorkerTimeoutError extends Error {
  constructor() {
    super("The relay worker did not answer in time");
    this.name = "RelayWorkerTimeoutError";
  }
}

interface Pending {
  filters: Filter[];
  options: QueryOptions | undefined;
  resolve: (events: NostrEvent[]) => void;
  reject: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createRelayWorkerClient({
  createWorker,
  inPage,
  replyTimeoutMs = WORKER_REPLY_TIMEOUT_MS,
}: RelayWorkerClientOptions): { query: Query } {
  const pending = new Map<number, Pending>();
  let worker: WorkerLike | undefined;
  let broken = createWorker === undefined;
  let nextId = 1;

  /** The worker is unusable: forget it, and run whatever it still owed in the page. */
  const giveUp = () => {
    if (broken) return;
    broken = true;
    worker?.terminate();
    worker = undefined;
    const owed = [...pending.values()];
    pending.clear();
    for (const request of owed) {
      clearTimeout(request.timer);
      inPage(request.filters, request.options).then(request.resolve, request.reject);
    }
  };

  const onReply = ({ data }: MessageEvent<QueryReply>) => {
    const request = pending.get(data.id);
    if (!request) return;
    pending.delete(data.id);
    clearTimeout(request.timer);
    if (data.ok) request.resolve(data.events);
    else request.reject(Object.assign(new Error(data.message), { name: data.name }));
  };

  const start = (): WorkerLike | undefined => {
    if (worker || broken || !createWorker) return worker;
    try {
      worker = createWorker();
    } catch {
      broken = true;
      return undefined;
    }
    worker.addEventListener("message", onReply);
    worker.addEventListener("error", giveUp);
    worker.addEventListener("messageerror", giveUp);
    return worker;
  };

  return {
    query(filters, options) {
      const target = start();
      if (!target) return inPage(filters, options);
      const id = nextId++;
      return new Promise<NostrEvent[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new RelayWorkerTimeoutError());
        }, replyTimeoutMs);
        pending.set(id, { filters, options, resolve, reject, timer });
        target.postMessage({ id, filters, options });
      });
    },
  };
}
