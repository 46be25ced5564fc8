// query() end to end against real local relays (tools/relay) on free ports.
import { finalizeEvent, getPublicKey, type NostrEvent } from "nostr-tools/pure";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startRelay } from "../tools/relay/relay-server.mjs";
import { MAX_FRAME_BYTES } from "../app/nostr/bounded-websocket";
import { MAX_CONTENT_LENGTH } from "../app/nostr/event-shape";
import { closeRelayConnections, query, RelaysUnreachableError } from "./nostr-node";

type Relay = Awaited<ReturnType<typeof startRelay>>;

const author = new Uint8Array(32).fill(3);
const authorKey = getPublicKey(author);
const sign = (kind: number, createdAt: number, tags: string[][], content: string): NostrEvent =>
  finalizeEvent({ kind, created_at: createdAt, tags, content }, author);

const first = sign(
  30023,
  1000,
  [
    ["d", "first"],
    ["title", "First"],
  ],
  "one",
);
const second = sign(
  30023,
  2000,
  [
    ["d", "second"],
    ["title", "Second"],
  ],
  "two",
);
const draft = sign(
  30023,
  1500,
  [
    ["d", "fees"],
    ["title", "Fees (draft)"],
  ],
  "old",
);
const final = sign(
  30023,
  2500,
  [
    ["d", "fees"],
    ["title", "Fees"],
  ],
  "new",
);
const articles = [{ kinds: [30023], authors: [authorKey], limit: 30 }];
const titles = (events: NostrEvent[]) => events.map((event) => event.tags.find((tag) => tag[0] === "title")?.[1]);

/** A port nothing listens on: a relay started and closed again. */
async function deadRelayUrl(): Promise<string> {
  const relay = await startRelay({ port: 0 });
  const url = relay.url;
  await relay.close();
  return url;
}

/** Generous bound that only catches hangs, not a speed assertion. */
const NO_HANG_MS = 15_000;

describe("query() against local relays", () => {
  let a: Relay;
  let b: Relay;

  beforeAll(async () => {
    a = await startRelay({ port: 0, events: [first, second, draft] });
    b = await startRelay({ port: 0, events: [first, second, final] });
  });
  afterEach(async () => {
    closeRelayConnections();
    await Promise.all([a.reset(), b.reset()]);
  });
  afterAll(async () => {
    closeRelayConnections();
    await Promise.all([a.close(), b.close()]);
  });

  it("merges relays: each event once, newest first, and only the newest version of an article", async () => {
    const events = await query(articles, { relays: [a.url, b.url] });
    expect(titles(events)).toEqual(["Fees", "Second", "First"]);
  });

  it("returns [] when the relays have nothing that matches", async () => {
    expect(await query([{ kinds: [30023], authors: ["0".repeat(64)] }], { relays: [a.url, b.url] })).toEqual([]);
  });

  it.each([
    ["an ordinary query", {}],
    ["a bulk query (the wasm verifier, waited for)", { bulk: true }],
  ])(
    "%s drops events with invalid signatures, even when they arrive first with a valid event's id",
    async (_, options) => {
      a.inject({ ...first, content: "tampered" });
      a.inject(
        sign(
          30023,
          3000,
          [
            ["d", "injected"],
            ["title", "Injected but valid"],
          ],
          "x",
        ),
      );
      a.inject({
        ...sign(
          30023,
          3100,
          [
            ["d", "bad-sig"],
            ["title", "Bad sig"],
          ],
          "x",
        ),
        sig: "0".repeat(128),
      });
      const events = await query(articles, { relays: [a.url], ...options });
      expect(titles(events)).toEqual(["Injected but valid", "Second", "Fees (draft)", "First"]);
      expect(events.find((event) => event.id === first.id)?.content).toBe("one");
    },
  );

  it("drops wrong-typed events and survives frames that are not JSON", async () => {
    a.sendRaw("not json");
    a.sendRaw('["EVENT","{subId}",{"kind":"30023"}]');
    a.sendRaw(`["EVENT","{subId}",${JSON.stringify({ ...second, tags: "d" })}]`);
    a.inject({ ...first, id: 42 });
    a.inject(null);
    const events = await query(articles, { relays: [a.url] });
    expect(titles(events)).toEqual(["Second", "Fees (draft)", "First"]);
  });

  it("does not trust events that do not match the requested filter", async () => {
    const note = sign(1, 4000, [], "a note the relay should not have sent");
    a.sendRaw(`["EVENT","{subId}",${JSON.stringify(note)}]`);
    const events = await query(articles, { relays: [a.url] });
    expect(events.map((event) => event.kind)).toEqual([30023, 30023, 30023]);
  });

  it("counts events outside the filters toward a relay's cap: junk cannot keep a relay talking", async () => {
    const note = sign(1, 4000, [], "not an article");
    for (let i = 0; i < 3; i++) a.sendRaw(`["EVENT","{subId}",${JSON.stringify(note)}]`);
    const capped = [{ ...articles[0]!, limit: 3 }];
    expect(await query(capped, { relays: [a.url] })).toEqual([]);
    // The other relay's answer is not held back by it.
    expect(titles(await query(capped, { relays: [a.url, b.url] }))).toEqual(["Fees", "Second", "First"]);
  });

  it("drops a frame over the size cap (in UTF-8 bytes) before parsing it, and takes the rest of the answer", async () => {
    // Within the content cap in characters, over the frame cap in bytes: only the frame cap can stop it.
    const huge = sign(
      30023,
      5000,
      [
        ["d", "huge"],
        ["title", "Huge"],
      ],
      "語".repeat(Math.ceil(MAX_FRAME_BYTES / 3)),
    );
    expect(huge.content.length).toBeLessThan(MAX_CONTENT_LENGTH);
    a.sendRaw(`["EVENT","{subId}",${JSON.stringify(huge)}]`);
    const events = await query(articles, { relays: [a.url] });
    expect(titles(events)).toEqual(["Second", "Fees (draft)", "First"]);
  });

  it("refuses a version dated years ahead, so it cannot replace the real newest version", async () => {
    const future = sign(
      30023,
      Math.floor(Date.now() / 1000) + 5 * 365 * 86400,
      [
        ["d", "first"],
        ["title", "From the future"],
      ],
      "x",
    );
    a.inject(future);
    expect(titles(await query(articles, { relays: [a.url] }))).toEqual(["Second", "Fees (draft)", "First"]);
  });

  it("answers from the live relay when another one is dead", async () => {
    const events = await query(articles, { relays: [await deadRelayUrl(), b.url] });
    expect(titles(events)).toEqual(["Fees", "Second", "First"]);
  });

  it("resolves by the timeout with the live relay's events when another relay is slower than the timeout", async () => {
    a.slow(4000);
    const started = Date.now();
    const events = await query(articles, { relays: [a.url, b.url], timeoutMs: 1500 });
    expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
    expect(titles(events)).toEqual(["Fees", "Second", "First"]);
  });

  it("tells the caller when a relay was still sending as its wait ran out, and only then", async () => {
    // Relay a sends its newest article at once, then stalls past the relay wait: the rest of its answer is lost.
    a.sendRaw(`["EVENT","{subId}",${JSON.stringify(second)}]`);
    a.slow(10_000);
    let cutShort = 0;
    const events = await query(articles, { relays: [a.url], timeoutMs: 30_000, onCutShort: () => (cutShort += 1) });
    expect(titles(events)).toEqual(["Second"]);
    expect(cutShort).toBe(1);

    // Given up at the query's deadline rather than the relay wait: cut short too. (A new connection: the relay
    // answers one client's requests in order, and the stalled one is still waiting.)
    closeRelayConnections();
    cutShort = 0;
    const early = await query(articles, { relays: [a.url], timeoutMs: 1500, onCutShort: () => (cutShort += 1) });
    expect(titles(early)).toEqual(["Second"]);
    expect(cutShort).toBe(1);

    // Whole answers, a silent relay beside them, or a relay stopped at its cap: nothing is missing from them.
    closeRelayConnections();
    await a.reset();
    cutShort = 0;
    await query(articles, { relays: [a.url, b.url], onCutShort: () => (cutShort += 1) });
    a.slow(10_000);
    await query(articles, { relays: [a.url, b.url], timeoutMs: 1500, onCutShort: () => (cutShort += 1) });
    await query([{ ...articles[0], limit: 1 }], { relays: [b.url], onCutShort: () => (cutShort += 1) });
    expect(cutShort).toBe(0);
  });

  it("gives up on a relay that stopped and recovers when it is back", async () => {
    await a.stop();
    await expect(query(articles, { relays: [a.url] })).rejects.toBeInstanceOf(RelaysUnreachableError);
    await a.start();
    expect(titles(await query(articles, { relays: [a.url] }))).toEqual(["Second", "Fees (draft)", "First"]);
  });

  it("rejects when the relays it reached stay silent: no answer is not an empty answer", async () => {
    a.slow(10_000);
    b.slow(10_000);
    const started = Date.now();
    const silent = query(articles, { relays: [a.url, b.url], timeoutMs: 1500 });
    await expect(silent).rejects.toBeInstanceOf(RelaysUnreachableError);
    await expect(silent).rejects.toThrow(/No relay answered/);
    expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
  });

  it("rejects when no relay sends its end of stored events within the relay wait, and the query's deadline is later", async () => {
    a.slow(10_000);
    await expect(query(articles, { relays: [a.url], timeoutMs: 30_000 })).rejects.toThrow(/No relay answered/);
  });

  it("resolves with [] when one relay answers with nothing and another stays silent", async () => {
    a.slow(10_000);
    const events = await query([{ kinds: [30023], authors: ["f".repeat(64)], limit: 5 }], {
      relays: [a.url, b.url],
      timeoutMs: 1500,
    });
    expect(events).toEqual([]);
  });

  it("rejects with RelaysUnreachableError when no relay can be reached", async () => {
    await expect(query(articles, { relays: [await deadRelayUrl(), await deadRelayUrl()] })).rejects.toBeInstanceOf(
      RelaysUnreachableError,
    );
  });

  it("keeps the newest profile per author across relays", async () => {
    const older = sign(0, 100, [], JSON.stringify({ name: "old" }));
    const newer = sign(0, 200, [], JSON.stringify({ name: "new" }));
    a.inject(newer);
    b.inject(older);
    const events = await query([{ kinds: [0], authors: [authorKey] }], { relays: [a.url, b.url] });
    expect(events.map((event) => event.content)).toEqual([newer.content]);
  });
}, 60_000);
