import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MARKDOWN_DEADLINE_MS } from "./limits";
import type { WorkerLike, WorkerMessage, WorkerRequest } from "../../lib/worker-rpc";
import { MARKDOWN_START_TIMEOUT_MS, markdownClient } from "./markdown-client";

const HTML = "<p>hi</p>";

/** A worker the test drives by hand: it records requests and answers only when told. */
class ScriptedWorker implements WorkerLike {
  requests: WorkerRequest[] = [];
  terminated = false;
  private listeners = new Map<string, ((event: never) => void)[]>();

  addEventListener(type: string, listener: (event: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  postMessage(request: WorkerRequest): void {
    this.requests.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: WorkerMessage): void {
    for (const listener of this.listeners.get("message") ?? []) listener({ data } as never);
  }
  fail(): void {
    for (const listener of this.listeners.get("error") ?? []) listener(new Event("error") as never);
  }
}

function setUp() {
  const workers: ScriptedWorker[] = [];
  const client = markdownClient(() => {
    const worker = new ScriptedWorker();
    workers.push(worker);
    return worker;
  });
  return { client, workers };
}

/** The promise's value if it has settled already, else "pending". */
async function state<T>(promise: Promise<T>): Promise<T | "pending"> {
  return Promise.race([promise, Promise.resolve("pending" as const)]);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("markdownClient", () => {
  it("answers with the worker's HTML", async () => {
    const { client, workers } = setUp();
    const rendered = client.render("# hi");
    const [worker] = workers;
    expect(worker!.requests).toEqual([{ id: 1, op: "render", args: ["# hi"] }]);
    worker!.reply({ id: 1, started: true });
    worker!.reply({ id: 1, ok: true, result: HTML });
    expect(await rendered).toEqual(HTML);
    expect(worker!.terminated).toBe(false);
  });

  it("gives up at the deadline: plain text, the worker terminated, the next body on a fresh worker", async () => {
    const { client, workers } = setUp();
    const slow = client.render("slow");
    workers[0]!.reply({ id: 1, started: true });
    vi.advanceTimersByTime(MARKDOWN_DEADLINE_MS - 1);
    expect(await state(slow)).toBe("pending");
    vi.advanceTimersByTime(1);
    expect(await slow).toBeUndefined();
    expect(workers[0]!.terminated).toBe(true);

    const next = client.render("next");
    expect(workers).toHaveLength(2);
    workers[1]!.reply({ id: 2, started: true });
    workers[1]!.reply({ id: 2, ok: true, result: HTML });
    expect(await next).toEqual(HTML);
  });

  it("runs the deadline from when the worker takes the body up, not while it waits its turn", async () => {
    const { client, workers } = setUp();
    const first = client.render("first");
    const second = client.render("second");
    const [worker] = workers;
    worker!.reply({ id: 1, started: true });
    vi.advanceTimersByTime(MARKDOWN_DEADLINE_MS - 100);
    worker!.reply({ id: 1, ok: true, result: HTML });
    worker!.reply({ id: 2, started: true });
    vi.advanceTimersByTime(MARKDOWN_DEADLINE_MS - 100);
    worker!.reply({ id: 2, ok: true, result: HTML });
    expect(await first).toEqual(HTML);
    expect(await second).toEqual(HTML);
  });

  it("sends bodies waiting behind one that ran late to the fresh worker", async () => {
    const { client, workers } = setUp();
    const hostile = client.render("hostile");
    const waiting = client.render("waiting");
    workers[0]!.reply({ id: 1, started: true });
    vi.advanceTimersByTime(MARKDOWN_DEADLINE_MS);
    expect(await hostile).toBeUndefined();
    expect(workers[1]!.requests.map((request) => request.args[0])).toEqual(["waiting"]);
    const { id } = workers[1]!.requests[0]!;
    workers[1]!.reply({ id, started: true });
    workers[1]!.reply({ id, ok: true, result: HTML });
    expect(await waiting).toEqual(HTML);
  });

  it("shows plain text when the worker fails the body, crashes, or never starts", async () => {
    const { client, workers } = setUp();
    const refused = client.render("a");
    workers[0]!.reply({ id: 1, started: true });
    workers[0]!.reply({ id: 1, ok: true, result: undefined });
    expect(await refused).toBeUndefined();

    const crashed = client.render("b");
    workers[0]!.fail();
    expect(await crashed).toBeUndefined();
    expect(workers[0]!.terminated).toBe(true);

    const neverStarted = client.render("c");
    vi.advanceTimersByTime(MARKDOWN_START_TIMEOUT_MS);
    expect(await neverStarted).toBeUndefined();
  });

  it("shows plain text where no worker can run, without parsing in the page", async () => {
    const none = markdownClient(undefined);
    expect(await none.render("# hi")).toBeUndefined();
    const throwing = markdownClient(() => {
      throw new Error("blocked");
    });
    expect(await throwing.render("# hi")).toBeUndefined();
  });
});
