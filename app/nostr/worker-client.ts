import type { WorkerReply, WorkerRequest } from "./worker-protocol";

/**
 * The page's side of a relay worker: `call(body)` posts the work to the worker and resolves with its
 * answer. Where a worker cannot run (no Worker class, the script fails to load, the worker crashes),
 * the same work runs in the page instead (`inPage`), pending requests included, so the blog works
 * either way.
 *
 * A loading state never hangs on the worker: a request without an answer after `replyTimeoutMs` rejects
 * (relay work itself answers within seconds, see QUERY_TIMEOUT_MS).
 */

/** What the client needs of a Worker (a fake one in unit tests). */
export interface WorkerLike<Body = unknown, Result = unknown> {
  postMessage(request: WorkerRequest<Body>): void;
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerReply<Result>>) => void): void;
  addEventListener(type: "error" | "messageerror", listener: (event: Event) => void): void;
  terminate(): void;
}

export interface RelayWorkerClientOptions<Body, Result> {
  /** Starts the worker; undefined where workers are unavailable. */
  createWorker: (() => WorkerLike<Body, Result>) | undefined;
  /** The same work in the page: the fallback. */
  inPage: (body: Body) => Promise<Result>;
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

interface Pending<Body, Result> {
  body: Body;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createRelayWorkerClient<Body, Result>({
  createWorker,
  inPage,
  replyTimeoutMs = WORKER_REPLY_TIMEOUT_MS,
}: RelayWorkerClientOptions<Body, Result>) {
  const pending = new Map<number, Pending<Body, Result>>();
  let worker: WorkerLike<Body, Result> | undefined;
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
      inPage(request.body).then(request.resolve, request.reject);
    }
  };

  const onReply = ({ data }: MessageEvent<WorkerReply<Result>>) => {
    const request = pending.get(data.id);
    if (!request) return;
    pending.delete(data.id);
    clearTimeout(request.timer);
    if (data.ok) request.resolve(data.result);
    else request.reject(Object.assign(new Error(data.message), { name: data.name }));
  };

  const start = (): WorkerLike<Body, Result> | undefined => {
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
    /** Starts the worker ahead of the first request (it connects and loads the verifier meanwhile). */
    warmUp(): void {
      start();
    },
    call(body: Body): Promise<Result> {
      const target = start();
      if (!target) return inPage(body);
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new RelayWorkerTimeoutError());
        }, replyTimeoutMs);
        pending.set(id, { body, resolve, reject, timer });
        target.postMessage({ id, body });
      });
    },
  };
}
