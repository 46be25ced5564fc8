/**
 * Calls into a Web Worker, typed by one contract: a map from each operation's name to its function (say
 * `RelayOps` in app/blog/api/relay-contract.ts). The worker serves the contract's implementation
 * (`serveOperations`); the page calls it by name (`createWorkerClient(...).call(op, ...args)`), with the same
 * argument and result types, and runs the same implementation in the page where no worker can.
 *
 * A loading state never hangs on a worker: a request without an answer in time rejects, and a worker that
 * reports it started a request (`announceStart`) has `deadlineMs` to finish it, after which it is replaced.
 */

/** A worker's operations: each takes structured-clonable arguments and answers with a promise. */
export type Operations = Record<string, (...args: never[]) => Promise<unknown>>;

/** Page to worker: run operation `op` with `args`; `id` pairs the answer with the request. */
export interface WorkerRequest {
  id: number;
  op: string;
  args: unknown[];
}

/** Worker to page: it took request `id` up (only with `announceStart`), or its result, or its error. */
export type WorkerMessage =
  | { id: number; started: true }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; name: string; message: string };

/** What the client needs of a Worker (a fake one in unit tests). */
export interface WorkerLike {
  postMessage(request: WorkerRequest): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  addEventListener(type: "error" | "messageerror", listener: (event: Event) => void): void;
  terminate(): void;
}

/** Far beyond any real work (a 5 s relay query plus its checks): only a stuck worker reaches it. */
export const WORKER_REPLY_TIMEOUT_MS = 30_000;

export class WorkerTimeoutError extends Error {
  constructor(op: string) {
    super(`The worker did not answer "${op}" in time`);
    this.name = "WorkerTimeoutError";
  }
}

export class WorkerUnavailableError extends Error {
  constructor(op: string) {
    super(`No worker could run "${op}"`);
    this.name = "WorkerUnavailableError";
  }
}

export interface WorkerClientOptions<Ops extends Operations> {
  /** Starts the worker; undefined where workers are unavailable. */
  createWorker: (() => WorkerLike) | undefined;
  /**
   * The same operations in the page, loaded on first use: they run where no worker can start, and, once a
   * worker fails (error, messageerror), for everything from then on, what it still owed included. Without them,
   * those calls reject with WorkerUnavailableError and the next call starts a fresh worker.
   */
  inPage?: () => Promise<Ops>;
  /** A request without an answer (or, with `deadlineMs`, not taken up) this long rejects. */
  replyTimeoutMs?: number;
  /**
   * For a worker that announces each request as it takes it up: how long it may work on one. Past it, or past
   * `replyTimeoutMs` without starting, the request rejects and the worker is replaced (it may be stuck in a
   * superlinear parse); the requests waiting behind it go to the fresh worker.
   */
  deadlineMs?: number;
}

interface Pending {
  op: string;
  args: unknown[];
  resolve: (result: never) => void;
  reject: (error: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createWorkerClient<Ops extends Operations>({
  createWorker,
  inPage,
  replyTimeoutMs = WORKER_REPLY_TIMEOUT_MS,
  deadlineMs,
}: WorkerClientOptions<Ops>) {
  const pending = new Map<number, Pending>();
  let worker: WorkerLike | undefined;
  /** The worker failed and the page runs everything (only with `inPage`). */
  let inPageOnly = createWorker === undefined;
  let nextId = 1;
  let pageOps: Promise<Ops> | undefined;

  const runInPage = (op: string, args: unknown[]): Promise<never> => {
    if (!inPage) return Promise.reject(new WorkerUnavailableError(op));
    pageOps ??= inPage().catch((error: unknown) => {
      pageOps = undefined; // a failed chunk load is retried by the next call
      throw error;
    });
    // The contract's own functions, called by name with the arguments given for that name.
    return pageOps.then((ops) => ops[op]!(...(args as never[])) as Promise<never>);
  };

  /** The requests the current worker owes, taken off it. */
  const takeOwed = () => {
    const owed = [...pending.values()];
    pending.clear();
    for (const request of owed) clearTimeout(request.timer);
    return owed;
  };

  /** The worker failed: what it owed runs in the page (which runs everything from now), or fails. */
  const lose = () => {
    worker?.terminate();
    worker = undefined;
    if (inPage) inPageOnly = true;
    for (const request of takeOwed()) runInPage(request.op, request.args).then(request.resolve, request.reject);
  };

  /** The worker ran late: `late` fails, the others go to a fresh worker. */
  const replace = (late: number, error: Error) => {
    const request = pending.get(late);
    pending.delete(late);
    if (request) {
      clearTimeout(request.timer);
      request.reject(error);
    }
    worker?.terminate();
    worker = undefined;
    for (const waiting of takeOwed()) send(waiting);
  };

  const expire = (id: number) => {
    const request = pending.get(id);
    if (!request) return;
    if (deadlineMs !== undefined) return replace(id, new WorkerTimeoutError(request.op));
    pending.delete(id);
    request.reject(new WorkerTimeoutError(request.op));
  };

  const onMessage = ({ data }: MessageEvent<WorkerMessage>) => {
    const request = pending.get(data.id);
    if (!request) return;
    if ("started" in data) {
      if (deadlineMs === undefined) return;
      clearTimeout(request.timer);
      request.timer = setTimeout(() => expire(data.id), deadlineMs);
      return;
    }
    pending.delete(data.id);
    clearTimeout(request.timer);
    // The worker answers with what the contract's function returned for this request.
    if (data.ok) request.resolve(data.result as never);
    else request.reject(Object.assign(new Error(data.message), { name: data.name }));
  };

  const start = (): WorkerLike | undefined => {
    if (worker || inPageOnly || !createWorker) return worker;
    try {
      worker = createWorker();
    } catch {
      if (inPage) inPageOnly = true;
      return undefined;
    }
    worker.addEventListener("message", onMessage);
    worker.addEventListener("error", lose);
    worker.addEventListener("messageerror", lose);
    return worker;
  };

  function send(request: Omit<Pending, "timer">): void {
    const target = start();
    if (!target) {
      runInPage(request.op, request.args).then(request.resolve, request.reject);
      return;
    }
    const id = nextId++;
    pending.set(id, { ...request, timer: setTimeout(() => expire(id), replyTimeoutMs) });
    target.postMessage({ id, op: request.op, args: request.args });
  }

  return {
    /** Starts the worker ahead of the first call (it downloads and starts meanwhile). */
    warmUp(): void {
      start();
    },
    /** Runs `op` in the worker (or in the page, see WorkerClientOptions.inPage). */
    call<K extends keyof Ops & string>(op: K, ...args: Parameters<Ops[K]>): Promise<Awaited<ReturnType<Ops[K]>>> {
      return new Promise((resolve, reject) => send({ op, args, resolve, reject }));
    },
  };
}

/** The part of a worker's global scope that serving needs. */
interface WorkerScope {
  addEventListener(type: "message", listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: WorkerMessage): void;
}

/**
 * Worker side: answers each request with the named operation's result or error (errors cross as name and
 * message). With `announceStart`, says so as it takes each request up (the client's deadline runs from then).
 */
export function serveOperations<Ops extends Operations>(
  ops: Ops,
  { announceStart = false, scope = self }: { announceStart?: boolean; scope?: WorkerScope } = {},
): void {
  scope.addEventListener("message", ({ data: { id, op, args } }) => {
    if (announceStart) scope.postMessage({ id, started: true });
    const run = async () => ops[op]!(...(args as never[]));
    run().then(
      (result) => scope.postMessage({ id, ok: true, result }),
      (error: unknown) => {
        const { name, message } = error instanceof Error ? error : new Error(String(error));
        scope.postMessage({ id, ok: false, name, message });
      },
    );
  });
}
