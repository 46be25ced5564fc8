import { finalizeEvent, verifyEvent, type NostrEvent } from "nostr-tools/pure";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { checkedBefore, createVerifyQueue, forgetVerifiedEvents, MAX_REMEMBERED_EVENT_CHARS } from "./verify-queue";

const key = new Uint8Array(32).fill(11);
const note = (n: number): NostrEvent =>
  finalizeEvent({ kind: 1, created_at: n, tags: [["t", "x"]], content: `n${n}` }, key);
const copy = (event: NostrEvent): NostrEvent => structuredClone(event);
const countingVerifier = () => vi.fn((event: NostrEvent) => verifyEvent(copy(event)));

beforeEach(() => forgetVerifiedEvents());

describe("createVerifyQueue", () => {
  it("accepts correctly signed events and drops forged or altered ones", async () => {
    const [a, b, c] = [note(1), note(2), note(3)];
    const queue = createVerifyQueue(Promise.resolve(verifyEvent));
    queue.push(copy(a));
    queue.push({ ...copy(b), content: "altered" });
    queue.push({ ...copy(c), sig: "0".repeat(128) });
    expect((await queue.drained()).map((event) => event.id)).toEqual([a.id]);
  });

  it("queues events that arrive before the verifier has loaded", async () => {
    let ready: (verify: typeof verifyEvent) => void = () => {};
    const queue = createVerifyQueue(new Promise((resolve) => (ready = resolve)));
    queue.push(copy(note(1)));
    expect(queue.has(note(1).id)).toBe(false);
    ready(verifyEvent);
    expect(await queue.drained()).toHaveLength(1);
    expect(queue.has(note(1).id)).toBe(true);
  });

  it("checks each id once: later copies from other relays are dropped unchecked", async () => {
    const event = note(1);
    const verify = countingVerifier();
    const queue = createVerifyQueue(Promise.resolve(verify));
    for (let i = 0; i < 3; i++) queue.push(copy(event));
    expect(await queue.drained()).toHaveLength(1);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("still checks the next copy when a forged copy with the same id came first", async () => {
    const event = note(1);
    const queue = createVerifyQueue(Promise.resolve(verifyEvent));
    queue.push({ ...copy(event), content: "forged" });
    queue.push(copy(event));
    expect((await queue.drained()).map((accepted) => accepted.content)).toEqual([event.content]);
  });

  it("accepts an identical event checked by an earlier query without checking it again, but never an altered one", async () => {
    const event = note(1);
    const first = createVerifyQueue(Promise.resolve(verifyEvent));
    first.push(copy(event));
    await first.drained();

    const verify = countingVerifier();
    const second = createVerifyQueue(Promise.resolve(verify));
    second.push(copy(event));
    second.push({ ...copy(note(2)), id: event.id }); // same id and a valid-looking signature, other fields
    expect((await second.drained()).map((accepted) => accepted.content)).toEqual([event.content]);
    expect(verify).not.toHaveBeenCalledWith(expect.objectContaining({ content: event.content }));
    expect(checkedBefore({ ...copy(event), tags: [["t", "y"]] })).toBe(false);
    expect(checkedBefore(copy(event))).toBe(true);
  });

  it("checks in slices and yields to the main thread between them", async () => {
    let clock = 0;
    const pause = vi.fn(() => Promise.resolve());
    const verify = vi.fn(() => {
      clock += 3; // each check "takes" 3 ms against a 8 ms slice: 3 checks per slice
      return true;
    });
    const queue = createVerifyQueue(Promise.resolve(verify), { sliceMs: 8, now: () => clock, yieldToMain: pause });
    for (let i = 1; i <= 7; i++) queue.push(copy(note(i)));
    expect(await queue.drained()).toHaveLength(7);
    expect(verify).toHaveBeenCalledTimes(7);
    expect(pause).toHaveBeenCalledTimes(2); // 3 + 3 + 1
  });

  it("takes events pushed while it yields", async () => {
    const late = { pushed: false };
    const pause = () => {
      if (!late.pushed) queue.push(copy(note(9)));
      late.pushed = true;
      return Promise.resolve();
    };
    let clock = 0;
    const queue = createVerifyQueue(Promise.resolve(verifyEvent), {
      sliceMs: 1,
      now: () => (clock += 1),
      yieldToMain: pause,
    });
    queue.push(copy(note(1)));
    queue.push(copy(note(2)));
    expect((await queue.drained()).map((event) => event.created_at).sort()).toEqual([1, 2, 9]);
  });

  it("rejects drained() when the verifier failed to load", async () => {
    const queue = createVerifyQueue(Promise.reject(new Error("no verifier")));
    queue.push(copy(note(1)));
    await expect(queue.drained()).rejects.toThrow("no verifier");
  });

  it("keeps only what `keep` makes of an accepted event, after checking the whole event", async () => {
    const verify = countingVerifier();
    const queue = createVerifyQueue(Promise.resolve(verify), { keep: (event) => ({ ...event, content: "" }) });
    const event = note(7);
    queue.push(copy(event));
    const [kept] = await queue.drained();
    expect(kept).toMatchObject({ id: event.id, content: "" });
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ content: "n7" }));
  });

  it("remembers only small events as checked (an article body is checked again, never held across queries)", async () => {
    const small = note(8);
    const large = finalizeEvent(
      { kind: 1, created_at: 9, tags: [], content: "x".repeat(MAX_REMEMBERED_EVENT_CHARS + 1) },
      key,
    );
    const queue = createVerifyQueue(Promise.resolve(verifyEvent));
    queue.push(copy(small));
    queue.push(copy(large));
    expect(await queue.drained()).toHaveLength(2);
    expect(checkedBefore(small)).toBe(true);
    expect(checkedBefore(large)).toBe(false);
  });

  it("waits for a verifier that answers later (a very large event), in order with the rest", async () => {
    const [a, b] = [note(10), note(11)];
    const queue = createVerifyQueue(
      Promise.resolve((event: NostrEvent) =>
        event.id === a.id ? Promise.resolve(verifyEvent(copy(event))) : verifyEvent(copy(event)),
      ),
    );
    queue.push(copy(a));
    queue.push({ ...copy(a), content: "forged copy" });
    queue.push(copy(b));
    expect((await queue.drained()).map((event) => event.id).sort()).toEqual([a.id, b.id].sort());
  });
});
