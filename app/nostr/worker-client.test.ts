import { afterEach, describe, expect, it, vi } from "vitest";
import type { NostrEvent } from "nostr-tools/pure";
import { createRelayWorkerClient, RelayWorkerTimeoutError, type WorkerLike } from "./worker-client";
import type { WorkerReply, WorkerRequest } from "./worker-protocol";

type Body = { filters: unknown[]; timeoutMs?: number };
type QueryRequest = WorkerRequest<Body>;
type QueryReply = WorkerReply<NostrEvent[]>;

/** A worker that records requests; the test answers them or makes it fail. */
class FakeWorker implements WorkerLike<Body, NostrEvent[]> {
  requests: QueryRequest[] = [];
  terminated = false;
  private listeners = new Map<string, ((event: never) => void)[]>();

  postMessage(request: QueryRequest) {
    this.requests.push(structuredClone(request));
  }
  addEventListener(type: string, listener: (event: never) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: QueryReply) {
    for (const listener of this.listeners.get("message") ?? []) listener({ data } as never);
  }
  fail(type: "error" | "messageerror" = "error") {
    for (const listener of this.listeners.get(type) ?? []) listener(new Event(type) as never);
  }
}

const event = (id: string) => ({ id }) as NostrEvent;
const filters = [{ kinds: [30023], limit: 30 }];
const ask = (timeoutMs?: number): Body => (timeoutMs === undefined ? { filters } : { filters, timeoutMs });

function setup(
  options: { createWorker?: (() => WorkerLike<Body, NostrEvent[]>) | null; replyTimeoutMs?: number } = {},
) {
  const worker = new FakeWorker();
  const inPage = vi.fn<(body: Body) => Promise<NostrEvent[]>>(async () => [event("from-page")]);
  const createWorker = vi.fn(() => worker);
  const client = createRelayWorkerClient({
    createWorker: options.createWorker === null ? undefined : (options.createWorker ?? createWorker),
    inPage,
    replyTimeoutMs: options.replyTimeoutMs,
  });
  return { worker, inPage, createWorker, client };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("relay worker client", () => {
  it("starts one worker on the first query and resolves with the events it answers", async () => {
    const { worker, createWorker, client, inPage } = setup();
    expect(createWorker).not.toHaveBeenCalled();
    const answer = client.call(ask(1234));
    expect(worker.requests).toEqual([{ id: 1, body: { filters, timeoutMs: 1234 } }]);
    worker.reply({ id: 1, ok: true, result: [event("a"), event("b")] });
    await expect(answer).resolves.toEqual([event("a"), event("b")]);
    void client.call(ask());
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(inPage).not.toHaveBeenCalled();
  });

  it("matches answers to requests by id, whatever order they come in", async () => {
    const { worker, client } = setup();
    const first = client.call(ask());
    const second = client.call(ask());
    const [a, b] = worker.requests;
    worker.reply({ id: b!.id, ok: true, result: [event("second")] });
    worker.reply({ id: 999, ok: true, result: [event("nobody asked")] });
    worker.reply({ id: a!.id, ok: true, result: [event("first")] });
    await expect(first).resolves.toEqual([event("first")]);
    await expect(second).resolves.toEqual([event("second")]);
  });

  it("rejects with the query's own error name and message", async () => {
    const { worker, client } = setup();
    const answer = client.call(ask());
    worker.reply({ id: 1, ok: false, name: "RelaysUnreachableError", message: "No relay could be reached (x)" });
    await expect(answer).rejects.toMatchObject({
      name: "RelaysUnreachableError",
      message: "No relay could be reached (x)",
    });
  });

  it.each(["error", "messageerror"] as const)(
    "runs the queries in the page when the worker fails (%s), the pending ones included",
    async (type) => {
      const { worker, client, inPage } = setup();
      const pending = client.call(ask(10));
      worker.fail(type);
      await expect(pending).resolves.toEqual([event("from-page")]);
      expect(inPage).toHaveBeenCalledWith({ filters, timeoutMs: 10 });
      expect(worker.terminated).toBe(true);
      await expect(client.call(ask())).resolves.toEqual([event("from-page")]);
      expect(worker.requests).toHaveLength(1);
      // A late answer from the dead worker changes nothing.
      worker.reply({ id: 1, ok: true, result: [event("late")] });
      expect(inPage).toHaveBeenCalledTimes(2);
    },
  );

  it("runs in the page where no worker can start", async () => {
    const throwing = setup({
      createWorker: () => {
        throw new Error("SecurityError");
      },
    });
    await expect(throwing.client.call(ask())).resolves.toEqual([event("from-page")]);
    const none = setup({ createWorker: null });
    await expect(none.client.call(ask())).resolves.toEqual([event("from-page")]);
    expect(none.inPage).toHaveBeenCalledTimes(1);
  });

  it("starts the worker ahead of the first request on warmUp, once", () => {
    const { client, createWorker, worker } = setup();
    client.warmUp();
    client.warmUp();
    void client.call(ask());
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(worker.requests).toHaveLength(1);
  });

  it("never leaves a query hanging on a worker that does not answer", async () => {
    vi.useFakeTimers();
    const { worker, client } = setup({ replyTimeoutMs: 30_000 });
    const answer = client.call(ask());
    const settled = vi.fn();
    answer.then(settled, settled);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toBeInstanceOf(RelayWorkerTimeoutError);
    worker.reply({ id: 1, ok: true, result: [event("too late")] });
  });
});
