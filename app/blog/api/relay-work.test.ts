import type { Filter } from "nostr-tools/filter";
import { finalizeEvent } from "nostr-tools/pure";
import { afterEach, describe, expect, it, vi } from "vitest";
import { articleFilters } from "../model/article";
import { replyFilters, replyView } from "../model/replies";
import { testInvoice, zapReceipt, zapRequest } from "../../../tests/fixtures/test-events";

const query = vi.fn();
vi.mock("../../nostr/query", () => ({ query }));
const verify = vi.fn(() => true);
const startWasmVerifier = vi.fn();
const bulkVerify = vi.fn(() => true);
const loadBulkVerifier = vi.fn(async () => bulkVerify);
vi.mock("../../nostr/verifier", () => ({ loadVerifier: async () => verify, loadBulkVerifier, startWasmVerifier }));

const { relayWork } = await import("./relay-work");

const key = new Uint8Array(32).fill(3);
const article = { id: "a".repeat(64), address: `30023:${"b".repeat(64)}:launch`, pubkey: "b".repeat(64) };
const reaction = (content: string, at: number) =>
  finalizeEvent({ kind: 7, created_at: at, content, tags: [["e", article.id]] }, key);
/** A signed kind 1 note (a reply, when its tags point at the article). */
const note = (content: string, at: number, tags: string[][], signer = key) =>
  finalizeEvent({ kind: 1, created_at: at, content, tags }, signer);
const comment = note("hi", 5, [["a", article.address]]);

afterEach(() => {
  query.mockReset();
  startWasmVerifier.mockReset();
  loadBulkVerifier.mockClear();
  verify.mockReset().mockReturnValue(true);
  bulkVerify.mockReset().mockReturnValue(true);
});

describe("relayWork", () => {
  it("passes an events request to the relay query as it is", async () => {
    query.mockResolvedValue([comment]);
    const filters: Filter[] = [{ kinds: [1], limit: 2 }];
    await expect(relayWork.events(filters, { timeoutMs: 10 })).resolves.toEqual([comment]);
    expect(query).toHaveBeenCalledWith(filters, { timeoutMs: 10 });
  });

  it("counts where the events arrive: one query per counter, within the strictest relay limits, counts out", async () => {
    query.mockImplementation(async (filters: Filter[]) =>
      filters.some((filter) => filter.kinds?.includes(7)) ? [reaction("+", 1), reaction("-", 2)] : [comment],
    );
    const counts = await relayWork.counts([article], 500);
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

  it("asks a counter once more when a relay was cut short, and counts both answers", async () => {
    let reactionQueries = 0;
    query.mockImplementation(async (filters: Filter[], options: { onCutShort?: () => void }) => {
      if (!filters.some((filter) => filter.kinds?.includes(7))) return [];
      reactionQueries += 1;
      // The first answer lost its oldest reaction to a relay's wait; the second has both.
      if (reactionQueries === 1) {
        options.onCutShort?.();
        return [reaction("+", 2)];
      }
      return [reaction("+", 2), reaction("+", 1)];
    });
    const counts = await relayWork.counts([article], 500);
    expect(counts[article.id]).toMatchObject({ likes: 2 });
    expect(reactionQueries).toBe(2);
    // Only the cut counter was asked again.
    expect(query).toHaveBeenCalledTimes(5);
  });

  it("keeps the counters of the queries that answered when one fails, and fails when all do", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // The comment counter's REQ fails, and fails again when asked once more.
    query.mockImplementation(async (filters: Filter[]) => {
      if (filters.some((filter) => filter.kinds?.includes(1))) throw new Error("down");
      return [reaction("+", 1)];
    });
    const counts = await relayWork.counts([article], 100);
    expect(counts).toEqual({ [article.id]: { comments: 0, reposts: 0, likes: 1, zaps: 0, zapSats: 0 } });
    expect(warn).toHaveBeenCalledWith("Blog: an interaction query failed", expect.any(Error));
    expect(query).toHaveBeenCalledTimes(5);
    query.mockReset().mockRejectedValue(new Error("down"));
    await expect(relayWork.counts([article], 100)).rejects.toThrow("Every interaction query failed");
  });

  it("asks a counter once more when no relay answered its REQ", async () => {
    query.mockRejectedValueOnce(new Error("No relay answered")).mockResolvedValue([reaction("+", 1)]);
    const counts = await relayWork.counts([article], 100);
    // The first REQ (comments) failed and was asked again: its answer counts (a "+" reaction is no comment).
    expect(counts[article.id]).toMatchObject({ likes: 1 });
    expect(query).toHaveBeenCalledTimes(5);
  });

  it("checks the zap requests inside receipts with the relay layer's verifier before counting their sats", async () => {
    const request = zapRequest(article, { amountMsats: 2_500_000n });
    const receipt = zapReceipt(article, { invoice: testInvoice("lnbc25u"), description: JSON.stringify(request) });
    query.mockImplementation(async (filters: Filter[]) =>
      filters.some((f) => f.kinds?.includes(9735)) ? [receipt] : [],
    );
    const counted = await relayWork.counts([article], 100);
    expect(counted[article.id]).toMatchObject({ zaps: 1, zapSats: 2500 });
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ id: request.id }));
    verify.mockReturnValue(false); // a forged request: still a zap, no sats
    const forged = await relayWork.counts([article], 100);
    expect(forged[article.id]).toMatchObject({ zaps: 1, zapSats: 0 });
  });

  it("loads an article's discussion where the events arrive: the discussion's view of each event, muted keys dropped, text split", async () => {
    const target = { id: article.id, address: article.address };
    const other = new Uint8Array(32).fill(4);
    const reply = note("first https://a.example/x", 9, [
      ["e", article.id, "", "root"],
      ["t", "x"],
    ]);
    const muted = note("spam", 8, [["e", article.id]], other);
    query.mockImplementation(async (filters: Filter[]) =>
      filters.some((filter) => filter["#e"]?.includes(article.id)) ? [reply, muted, comment] : [],
    );
    const page = await relayWork.replies(target, [muted.pubkey], null);
    expect(page).toEqual({
      replies: [
        {
          id: reply.id,
          pubkey: reply.pubkey,
          kind: 1,
          createdAt: 9,
          parts: [
            { type: "text", text: "first " },
            { type: "link", text: "https://a.example/x", href: "https://a.example/x" },
          ],
          tall: false,
          stacked: false,
          answers: [],
        },
        expect.objectContaining({ id: comment.id, parts: [{ type: "text", text: "hi" }] }),
      ],
      next: null,
    });
    const [filters, options] = query.mock.calls[0] as [Filter[], { keep: (event: unknown) => unknown }];
    expect(filters).toEqual(replyFilters(target));
    expect(options.keep).toBe(replyView);
  });

  it("fails the replies when no relay could be reached", async () => {
    query.mockRejectedValue(new Error("No relay could be reached"));
    await expect(relayWork.replies({ id: article.id, address: article.address }, [], null)).rejects.toThrow(
      "No relay could be reached",
    );
  });

  it("looks one article up where the events arrive: one query with the deletions, only the article found out", async () => {
    const author = "b".repeat(64);
    const post = (identifier: string, title: string, at: number) =>
      finalizeEvent(
        {
          kind: 30023,
          created_at: at,
          content: `body of ${identifier}`,
          tags: [
            ["d", identifier],
            ["title", title],
          ],
        },
        key,
      );
    const first = post("one", "Same Title", 10);
    const second = post("two", "Same Title", 20);
    const other = post("three", "Other", 30);
    const pubkey = first.pubkey;
    const deletion = finalizeEvent({ kind: 5, created_at: 40, content: "", tags: [["e", other.id]] }, key);
    query.mockResolvedValue([first, second, other, deletion]);
    const bySlug = await relayWork.article([pubkey], 100, { slug: "same-title" });
    // The earliest published keeps the bare slug; nothing but that article crosses.
    expect(bySlug).toMatchObject({ id: first.id, slug: "same-title", content: "body of one" });
    expect(query).toHaveBeenCalledWith(articleFilters([pubkey], 100));
    const byAddress = await relayWork.article([pubkey], 100, { address: `30023:${pubkey}:two` });
    // Found by address, with the suffixed slug it holds among the others.
    expect(byAddress).toMatchObject({ id: second.id, slug: expect.stringMatching(/^same-title-[0-9a-f]{8}$/) });
    // Deleted by its author, unknown slug, another author's address: nothing.
    await expect(relayWork.article([pubkey], 100, { slug: "other" })).resolves.toBeNull();
    await expect(relayWork.article([pubkey], 100, { slug: "nope" })).resolves.toBeNull();
    await expect(relayWork.article([pubkey], 100, { address: `30023:${author}:one` })).resolves.toBeNull();
    query.mockClear();
    await expect(relayWork.article([], 100, { slug: "same-title" })).resolves.toBeNull();
    expect(query).not.toHaveBeenCalled();
  });

  it("checks a list's counts with the fast verifier, waited for; one article's with the page's own", async () => {
    const request = zapRequest(article, { amountMsats: 21_000n });
    const receipt = zapReceipt(article, { invoice: testInvoice("lnbc210n"), description: JSON.stringify(request) });
    query.mockImplementation(async (filters: Filter[]) =>
      filters.some((f) => f.kinds?.includes(9735)) ? [receipt] : [],
    );
    await relayWork.counts([article], 500);
    for (const [, options] of query.mock.calls) expect(options).toMatchObject({ bulk: false });
    expect(verify).toHaveBeenCalled();
    expect(loadBulkVerifier).not.toHaveBeenCalled();

    query.mockClear();
    verify.mockClear();
    const other = { ...article, id: "c".repeat(64), address: `30023:${"b".repeat(64)}:other` };
    await relayWork.counts([article, other], 500);
    expect(query).toHaveBeenCalledTimes(4);
    for (const [, options] of query.mock.calls) expect(options).toMatchObject({ bulk: true });
    // The zap request inside the receipt, too.
    expect(bulkVerify).toHaveBeenCalled();
    expect(verify).not.toHaveBeenCalled();
  });

  it("has the fast verifier fetched when a page asks, asking the relays nothing", async () => {
    await expect(relayWork.fastVerifier()).resolves.toBeNull();
    expect(startWasmVerifier).toHaveBeenCalledTimes(1);
    expect(query).not.toHaveBeenCalled();
  });

  it("asks nothing for no articles", async () => {
    await expect(relayWork.counts([], 500)).resolves.toEqual({});
    expect(query).not.toHaveBeenCalled();
  });
});
