import type { Filter } from "nostr-tools/filter";
import { finalizeEvent } from "nostr-tools/pure";
import { afterEach, describe, expect, it, vi } from "vitest";

const query = vi.fn();
vi.mock("../../nostr/query", () => ({ query }));

const { runRelayWork } = await import("./relay-work");

const key = new Uint8Array(32).fill(3);
const article = { id: "a".repeat(64), address: `30023:${"b".repeat(64)}:launch` };
const reaction = (content: string, at: number) =>
  finalizeEvent({ kind: 7, created_at: at, content, tags: [["e", article.id]] }, key);
const comment = finalizeEvent({ kind: 1, created_at: 5, content: "hi", tags: [["a", article.address]] }, key);

afterEach(() => query.mockReset());

describe("runRelayWork", () => {
  it("passes an events request to the relay query as it is", async () => {
    query.mockResolvedValue([comment]);
    const filters: Filter[] = [{ kinds: [1], limit: 2 }];
    await expect(runRelayWork({ op: "events", filters, options: { timeoutMs: 10 } })).resolves.toEqual([comment]);
    expect(query).toHaveBeenCalledWith(filters, { timeoutMs: 10 });
  });

  it("counts where the events arrive: one query per counter, within the strictest relay limits, counts out", async () => {
    query.mockImplementation(async (filters: Filter[]) =>
      filters.some((filter) => filter.kinds?.includes(7)) ? [reaction("+", 1), reaction("-", 2)] : [comment],
    );
    const counts = await runRelayWork({ op: "counts", targets: [article], limit: 500 });
    // Three queries got the same comment (a careless relay): it counts once, and only as a comment.
    expect(counts).toEqual({ [article.id]: { comments: 1, reposts: 0, likes: 1, zaps: 0, zapSats: 0 } });
    expect(query).toHaveBeenCalledTimes(4);
    for (const [filters] of query.mock.calls as [Filter[]][]) {
      expect(filters.length).toBeLessThanOrEqual(3);
      for (const filter of filters) {
        expect(filter.kinds!.length).toBeLessThanOrEqual(3);
        expect(filter.limit).toBe(500);
      }
    }
  });

  it("keeps the counters of the queries that answered when one fails, and fails when all do", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    query.mockRejectedValueOnce(new Error("down")).mockResolvedValue([reaction("+", 1)]);
    const counts = await runRelayWork({ op: "counts", targets: [article], limit: 100 });
    expect(counts).toEqual({ [article.id]: { comments: 0, reposts: 0, likes: 1, zaps: 0, zapSats: 0 } });
    expect(warn).toHaveBeenCalledWith("Blog: an interaction query failed", expect.any(Error));
    query.mockReset().mockRejectedValue(new Error("down"));
    await expect(runRelayWork({ op: "counts", targets: [article], limit: 100 })).rejects.toThrow(
      "Every interaction query failed",
    );
  });

  it("asks nothing for no articles", async () => {
    await expect(runRelayWork({ op: "counts", targets: [], limit: 500 })).resolves.toEqual({});
    expect(query).not.toHaveBeenCalled();
  });
});
