import { afterEach, describe, expect, it, vi } from "vitest";
import { serveRequests, type WorkerReply, type WorkerRequest } from "./worker-protocol";

/** Serves `run` on a fake worker scope; returns a function that asks and waits for the answer. */
function serve(run: (body: string) => Promise<unknown>) {
  const replies: WorkerReply<unknown>[] = [];
  const scope = {
    onmessage: null as ((event: MessageEvent<WorkerRequest<string>>) => void) | null,
    postMessage: (reply: WorkerReply<unknown>) => replies.push(reply),
  };
  vi.stubGlobal("self", scope);
  serveRequests(run);
  return async (request: WorkerRequest<string>) => {
    scope.onmessage!({ data: request } as MessageEvent<WorkerRequest<string>>);
    await vi.waitFor(() => expect(replies.some((reply) => reply.id === request.id)).toBe(true));
    return replies.find((reply) => reply.id === request.id);
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("serveRequests (worker side)", () => {
  it("answers each request with its result under the request's id", async () => {
    const ask = serve(async (body) => body.toUpperCase());
    await expect(ask({ id: 7, body: "abc" })).resolves.toEqual({ id: 7, ok: true, result: "ABC" });
  });

  it("answers a failure with the error's name and message (errors do not cross to the page as objects)", async () => {
    const unreachable = Object.assign(new Error("No relay could be reached (ws://x)"), {
      name: "RelaysUnreachableError",
    });
    const run = vi.fn().mockRejectedValueOnce(unreachable).mockRejectedValueOnce("a bare string");
    const ask = serve(run);
    await expect(ask({ id: 1, body: "" })).resolves.toEqual({
      id: 1,
      ok: false,
      name: "RelaysUnreachableError",
      message: "No relay could be reached (ws://x)",
    });
    await expect(ask({ id: 2, body: "" })).resolves.toEqual({
      id: 2,
      ok: false,
      name: "Error",
      message: "a bare string",
    });
  });
});
