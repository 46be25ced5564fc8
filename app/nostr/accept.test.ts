import { finalizeEvent, getPublicKey, verifyEvent } from "nostr-tools/pure";
import { describe, expect, it, vi } from "vitest";
import { acceptEvent } from "./accept";

const secretKey = new Uint8Array(32).fill(7);
const author = getPublicKey(secretKey);
const article = finalizeEvent(
  { kind: 30023, created_at: 1738972800, tags: [["d", "hello"]], content: "Hello" },
  secretKey,
);
const filters = [{ kinds: [30023], authors: [author] }];

describe("acceptEvent", () => {
  it("accepts a well-formed, matching, correctly signed event", () => {
    expect(acceptEvent(structuredClone(article), filters, verifyEvent)).toEqual(article);
  });

  it("drops an event whose content was altered after signing", () => {
    expect(acceptEvent({ ...structuredClone(article), content: "Tampered" }, filters, verifyEvent)).toBeNull();
  });

  it("drops an event with a forged signature", () => {
    expect(acceptEvent({ ...structuredClone(article), sig: "0".repeat(128) }, filters, verifyEvent)).toBeNull();
  });

  it("drops a valid event that does not match the requested filters (kind or author)", () => {
    expect(acceptEvent(structuredClone(article), [{ kinds: [1] }], verifyEvent)).toBeNull();
    expect(acceptEvent(structuredClone(article), [{ authors: ["0".repeat(64)] }], verifyEvent)).toBeNull();
    expect(acceptEvent(structuredClone(article), [{ kinds: [1] }, { "#d": ["hello"] }], verifyEvent)).toEqual(article);
  });

  it("checks the shape before the verifier ever sees the event", () => {
    const verify = vi.fn(() => true);
    expect(acceptEvent({ ...article, kind: "30023" }, filters, verify)).toBeNull();
    expect(acceptEvent("not an event", filters, verify)).toBeNull();
    expect(verify).not.toHaveBeenCalled();
  });

  it("treats a throwing verifier as a rejection", () => {
    const verify = () => {
      throw new Error("boom");
    };
    expect(acceptEvent(structuredClone(article), filters, verify)).toBeNull();
  });
});
