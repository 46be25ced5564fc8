import { finalizeEvent, getPublicKey, verifyEvent } from "nostr-tools/pure";
import { describe, expect, it, vi } from "vitest";
import { candidateEvent, signatureHolds, type Verifier } from "./accept";
import type { Filter } from "nostr-tools/filter";

/** The whole gate, as query() runs it: the cheap half, then the signature check. */
async function acceptEvent(raw: unknown, filters: Filter[], verify: Verifier) {
  const event = candidateEvent(raw, filters);
  return event && (await signatureHolds(event, verify)) ? event : null;
}

const secretKey = new Uint8Array(32).fill(7);
const author = getPublicKey(secretKey);
const article = finalizeEvent(
  { kind: 30023, created_at: 1738972800, tags: [["d", "hello"]], content: "Hello" },
  secretKey,
);
const filters = [{ kinds: [30023], authors: [author] }];

describe("the gate: candidateEvent, then signatureHolds", () => {
  it("accepts a well-formed, matching, correctly signed event", async () => {
    expect(await acceptEvent(structuredClone(article), filters, verifyEvent)).toEqual(article);
  });

  it("drops an event whose content was altered after signing", async () => {
    expect(await acceptEvent({ ...structuredClone(article), content: "Tampered" }, filters, verifyEvent)).toBeNull();
  });

  it("drops an event with a forged signature", async () => {
    expect(await acceptEvent({ ...structuredClone(article), sig: "0".repeat(128) }, filters, verifyEvent)).toBeNull();
  });

  it("drops a valid event that does not match the requested filters (kind or author)", async () => {
    expect(await acceptEvent(structuredClone(article), [{ kinds: [1] }], verifyEvent)).toBeNull();
    expect(await acceptEvent(structuredClone(article), [{ authors: ["0".repeat(64)] }], verifyEvent)).toBeNull();
    expect(await acceptEvent(structuredClone(article), [{ kinds: [1] }, { "#d": ["hello"] }], verifyEvent)).toEqual(
      article,
    );
  });

  it("checks the shape before the verifier ever sees the event", async () => {
    const verify = vi.fn(() => true);
    expect(await acceptEvent({ ...article, kind: "30023" }, filters, verify)).toBeNull();
    expect(await acceptEvent("not an event", filters, verify)).toBeNull();
    expect(verify).not.toHaveBeenCalled();
  });

  it("treats a throwing verifier as a rejection, and waits for one that answers later", async () => {
    const verify = () => {
      throw new Error("boom");
    };
    expect(await acceptEvent(structuredClone(article), filters, verify)).toBeNull();
    expect(await acceptEvent(structuredClone(article), filters, async () => true)).toMatchObject({ id: article.id });
    expect(await acceptEvent(structuredClone(article), filters, () => Promise.reject(new Error("x")))).toBeNull();
  });
});

describe("candidateEvent", () => {
  it("refuses an event dated more than 15 minutes ahead, before it can win a newest-version merge", () => {
    const now = 1_800_000_000;
    const at = (createdAt: number) =>
      finalizeEvent({ kind: 30023, created_at: createdAt, tags: [["d", "x"]], content: "" }, secretKey);
    expect(candidateEvent(at(now + 15 * 60), filters, now)).not.toBeNull();
    expect(candidateEvent(at(now + 15 * 60 + 1), filters, now)).toBeNull();
    expect(candidateEvent(at(now + 5 * 365 * 86400), filters, now)).toBeNull();
  });

  it("passes on NIP-01's seven fields only: what a relay added goes no further, and pollutes nothing", async () => {
    // As a relay's frame arrives: JSON, with fields of its own, `__proto__` and `constructor` among them.
    const raw: unknown = JSON.parse(
      JSON.stringify(article).replace(
        /^\{/,
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"seen_on":["wss://r.example"],"relays":{"wss://r.example":true},',
      ),
    );
    expect(Object.keys(raw as object)).toContain("__proto__");
    const event = candidateEvent(raw, filters);
    expect(event).toEqual(JSON.parse(JSON.stringify(article)));
    expect(Object.keys(event!).sort()).toEqual(["content", "created_at", "id", "kind", "pubkey", "sig", "tags"]);
    expect(Object.getPrototypeOf(event)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await signatureHolds(event!, verifyEvent)).toBe(true);
  });
});
