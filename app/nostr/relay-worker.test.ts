import { afterEach, describe, expect, it, vi } from "vitest";
import type { QueryReply, QueryRequest } from "./worker-protocol";

const query = vi.fn();
vi.mock("./query", () => ({ query }));

/** Loads the worker module against a fake worker scope; returns what it posts back. */
async function loadWorker() {
  const replies: QueryReply[] = [];
  const scope = {
    onmessage: null as ((event: MessageEvent<QueryRequest>) => void) | null,
    postMessage: (reply: QueryReply) => replies.push(reply),
  };
  vi.stubGlobal("self", scope);
  vi.resetModules();
  await import("./relay-worker");
  const ask = async (request: QueryRequest) => {
    scope.onmessage!({ data: request } as MessageEvent<QueryRequest>);
    await vi.waitFor(() => expect(replies.some((reply) => reply.id === request.id)).toBe(true));
    return replies.find((reply) => reply.id === request.id);
  };
  return { ask };
}

afterEach(() => {
  vi.unstubAllGlobals();
  query.mockReset();
});

describe("relay worker", () => {
  it("runs each request's query and answers with its events under the request's id", async () => {
    const events = [{ id: "a" }, { id: "b" }];
    query.mockResolvedValue(events);
    const { ask } = await loadWorker();
    const filters = [{ kinds: [0], authors: ["f".repeat(64)], limit: 1 }];
    await expect(ask({ id: 7, filters, options: { timeoutMs: 100 } })).resolves.toEqual({ id: 7, ok: true, events });
    expect(query).toHaveBeenCalledWith(filters, { timeoutMs: 100 });
  });

  it("answers a failed query with the error's name and message (errors do not cross to the page as objects)", async () => {
    const unreachable = Object.assign(new Error("No relay could be reached (ws://x)"), {
      name: "RelaysUnreachableError",
    });
    query.mockRejectedValueOnce(unreachable).mockRejectedValueOnce("a bare string");
    const { ask } = await loadWorker();
    await expect(ask({ id: 1, filters: [] })).resolves.toEqual({
      id: 1,
      ok: false,
      name: "RelaysUnreachableError",
      message: "No relay could be reached (ws://x)",
    });
    await expect(ask({ id: 2, filters: [] })).resolves.toEqual({
      id: 2,
      ok: false,
      name: "Error",
      message: "a bare string",
    });
  });
});
