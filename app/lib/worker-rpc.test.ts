import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createWorkerClient,
  serveOperations,
  WorkerTimeoutError,
  WorkerUnavailableError,
  type WorkerLike,
  type WorkerMessage,
  type WorkerRequest,
} from "./worker-rpc";

type TestOps = {
  echo(text: string, times?: number): Promise<string>;
  fail(): Promise<never>;
};

const pageOps: TestOps = {
  echo: async (text, times = 1) => `page:${text.repeat(times)}`,
  fail: async () => {
    throw new Error("failed in the page");
  },
};

/** A worker that records requests; the test answers them or makes it fail. */
class FakeWorker implements WorkerLike {
  requests: WorkerRequest[] = [];
  terminated = false;
  private listeners = new Map<string, ((event: never) => void)[]>();

  postMessage(request: WorkerRequest) {
    this.requests.push(structuredClone(request));
  }
  addEventListener(type: string, listener: (event: never) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: WorkerMessage) {
    for (const listener of this.listeners.get("message") ?? []) listener({ data } as never);
  }
  fail(type: "error" | "messageerror" = "error") {
    for (const listener of this.listeners.get(type) ?? []) listener(new Event(type) as never);
  }
}

function setup(options: { createWorker?: (() => WorkerLike) | null; inPage?: boolean; deadlineMs?: number } = {}) {
  const workers: FakeWorker[] = [];
  const createWorker = vi.fn(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  });
  const inPage = vi.fn(async () => pageOps);
  const client = createWorkerClient<TestOps>({
    createWorker: options.createWorker === null ? undefined : (options.createWorker ?? createWorker),
    inPage: options.inPage === false ? undefined : inPage,
    replyTimeoutMs: 30_000,
    deadlineMs: options.deadlineMs,
  });
  return { workers, createWorker, inPage, client };
}

afterEach(() => vi.useRealTimers());

describe("createWorkerClient", () => {
  it("starts one worker on the first call, posts the operation by name, and resolves with its answer", async () => {
    const { workers, createWorker, client, inPage } = setup();
    expect(createWorker).not.toHaveBeenCalled();
    const answer = client.call("echo", "hi", 2);
    expect(workers[0]!.requests).toEqual([{ id: 1, op: "echo", args: ["hi", 2] }]);
    workers[0]!.reply({ id: 1, ok: true, result: "worker:hihi" });
    await expect(answer).resolves.toBe("worker:hihi");
    void client.call("echo", "again");
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(inPage).not.toHaveBeenCalled();
  });

  it("matches answers to requests by id, whatever order they come in", async () => {
    const { workers, client } = setup();
    const first = client.call("echo", "a");
    const second = client.call("echo", "b");
    const [a, b] = workers[0]!.requests;
    workers[0]!.reply({ id: b!.id, ok: true, result: "second" });
    workers[0]!.reply({ id: 999, ok: true, result: "nobody asked" });
    workers[0]!.reply({ id: a!.id, ok: true, result: "first" });
    await expect(first).resolves.toBe("first");
    await expect(second).resolves.toBe("second");
  });

  it("rejects with the operation's own error name and message", async () => {
    const { workers, client } = setup();
    const answer = client.call("fail");
    workers[0]!.reply({ id: 1, ok: false, name: "RelaysUnreachableError", message: "No relay could be reached" });
    await expect(answer).rejects.toMatchObject({
      name: "RelaysUnreachableError",
      message: "No relay could be reached",
    });
  });

  it.each(["error", "messageerror"] as const)(
    "with in-page operations, runs everything in the page once the worker fails (%s), what it owed included",
    async (type) => {
      const { workers, client, inPage } = setup();
      const owed = client.call("echo", "x", 3);
      workers[0]!.fail(type);
      await expect(owed).resolves.toBe("page:xxx");
      expect(workers[0]!.terminated).toBe(true);
      await expect(client.call("echo", "y")).resolves.toBe("page:y");
      expect(workers).toHaveLength(1);
      expect(inPage).toHaveBeenCalledTimes(1);
      workers[0]!.reply({ id: 1, ok: true, result: "late" }); // a late answer from the dead worker changes nothing
    },
  );

  it("without in-page operations, fails what a crashed worker owed and starts a fresh one next time", async () => {
    const { workers, client } = setup({ inPage: false });
    const owed = client.call("echo", "x");
    workers[0]!.fail();
    await expect(owed).rejects.toBeInstanceOf(WorkerUnavailableError);
    const next = client.call("echo", "y");
    expect(workers).toHaveLength(2);
    workers[1]!.reply({ id: 2, ok: true, result: "worker:y" });
    await expect(next).resolves.toBe("worker:y");
  });

  it("runs in the page where no worker can start, and rejects where the page cannot either", async () => {
    const throwing = setup({
      createWorker: () => {
        throw new Error("SecurityError");
      },
    });
    await expect(throwing.client.call("echo", "a")).resolves.toBe("page:a");
    const none = setup({ createWorker: null });
    await expect(none.client.call("echo", "b")).resolves.toBe("page:b");
    const nowhere = setup({ createWorker: null, inPage: false });
    await expect(nowhere.client.call("echo", "c")).rejects.toBeInstanceOf(WorkerUnavailableError);
  });

  it("starts the worker ahead of the first call on warmUp, once", () => {
    const { client, createWorker, workers } = setup();
    client.warmUp();
    client.warmUp();
    void client.call("echo", "a");
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(workers[0]!.requests).toHaveLength(1);
  });

  it("never leaves a call hanging on a worker that does not answer", async () => {
    vi.useFakeTimers();
    const { workers, client } = setup();
    const answer = client.call("echo", "a");
    const settled = vi.fn();
    answer.then(settled, settled);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(workers[0]!.terminated).toBe(false);
  });

  it("with a deadline, replaces a worker that runs late and sends what waited behind to the fresh one", async () => {
    vi.useFakeTimers();
    const { workers, client } = setup({ inPage: false, deadlineMs: 1500 });
    const late = client.call("echo", "late").catch((error: unknown) => error);
    const waiting = client.call("echo", "waiting");
    workers[0]!.reply({ id: 1, started: true });
    await vi.advanceTimersByTimeAsync(1499);
    workers[0]!.reply({ id: 2, started: true }); // not taken up yet in truth: the deadline is per request
    await vi.advanceTimersByTimeAsync(1);
    expect(await late).toBeInstanceOf(WorkerTimeoutError);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.requests.map((request) => request.args)).toEqual([["waiting"]]);
    const { id } = workers[1]!.requests[0]!;
    workers[1]!.reply({ id, ok: true, result: "worker:waiting" });
    await expect(waiting).resolves.toBe("worker:waiting");
  });
});

/** Serves `ops` on a fake worker scope; returns a function that asks and waits for the answer. */
function serve(ops: TestOps, announceStart = false) {
  const messages: WorkerMessage[] = [];
  let listener: ((event: MessageEvent<WorkerRequest>) => void) | undefined;
  serveOperations(ops, {
    announceStart,
    scope: { addEventListener: (_type, handle) => (listener = handle), postMessage: (m) => messages.push(m) },
  });
  return async (request: WorkerRequest) => {
    listener!(new MessageEvent("message", { data: request }));
    await vi.waitFor(() => expect(messages.some((m) => m.id === request.id && !("started" in m))).toBe(true));
    return messages.filter((m) => m.id === request.id);
  };
}

describe("serveOperations (worker side)", () => {
  it("answers each request with the named operation's result under the request's id", async () => {
    const ask = serve({ ...pageOps, echo: async (text, times = 1) => text.repeat(times).toUpperCase() });
    await expect(ask({ id: 7, op: "echo", args: ["ab", 2] })).resolves.toEqual([{ id: 7, ok: true, result: "ABAB" }]);
  });

  it("says it started first when asked to", async () => {
    const ask = serve(pageOps, true);
    await expect(ask({ id: 3, op: "echo", args: ["a"] })).resolves.toEqual([
      { id: 3, started: true },
      { id: 3, ok: true, result: "page:a" },
    ]);
  });

  it("answers a failure with the error's name and message (errors do not cross as objects)", async () => {
    const unreachable = Object.assign(new Error("No relay could be reached"), { name: "RelaysUnreachableError" });
    const ask = serve({ ...pageOps, fail: () => Promise.reject(unreachable) });
    await expect(ask({ id: 1, op: "fail", args: [] })).resolves.toEqual([
      { id: 1, ok: false, name: "RelaysUnreachableError", message: "No relay could be reached" },
    ]);
    const bare = serve({ ...pageOps, fail: () => Promise.reject("a bare string") });
    await expect(bare({ id: 2, op: "fail", args: [] })).resolves.toEqual([
      { id: 2, ok: false, name: "Error", message: "a bare string" },
    ]);
  });
});
