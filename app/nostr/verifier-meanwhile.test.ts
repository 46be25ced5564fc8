import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { finalizeEvent } from "nostr-tools/pure";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Verifier } from "./accept";

// Which of the two verifiers checked an event: both are nostr-tools' own, counted.
const calls = vi.hoisted(() => ({ js: 0, wasm: 0 }));
vi.mock("nostr-tools/pure", async (importOriginal) => {
  const pure = await importOriginal<typeof import("nostr-tools/pure")>();
  return {
    ...pure,
    verifyEvent: (event: Parameters<typeof pure.verifyEvent>[0]) => (calls.js++, pure.verifyEvent(event)),
  };
});
vi.mock("nostr-tools/wasm", async (importOriginal) => {
  const wasm = await importOriginal<typeof import("nostr-tools/wasm")>();
  return {
    ...wasm,
    verifyEvent: (event: Parameters<typeof wasm.verifyEvent>[0]) => (calls.wasm++, wasm.verifyEvent(event)),
  };
});

const { expectSignatureChecks, loadVerifier, setWasmSource, WASM_AFTER_EVENTS } = await import("./verifier");
const event = finalizeEvent({ kind: 1, created_at: 1, tags: [], content: "hi" }, new Uint8Array(32).fill(9));
const forged = () => ({ ...structuredClone(event), sig: "1".repeat(128) });
const main = createRequire(import.meta.url).resolve("nostr-wasm");
const binary = readFile(new URL("../public/out/secp256k1.wasm", `file://${main}`));

/** Waits for the wasm verifier to take over from pure JS, then checks that it alone answers, and rightly. */
async function checksInWasmOnceArrived(verify: Verifier) {
  await vi.waitFor(() => {
    verify(structuredClone(event));
    expect(calls.wasm).toBeGreaterThan(0);
  });
  const before = { ...calls };
  expect(verify(structuredClone(event))).toBe(true);
  expect(verify(forged())).toBe(false);
  expect(calls).toEqual({ js: before.js, wasm: before.wasm + 2 });
}

beforeEach(() => {
  calls.js = 0;
  calls.wasm = 0;
});
afterEach(() => vi.useRealTimers());

describe("loadVerifier: pure JS first, the wasm binary once a page has enough events to check", () => {
  it("fetches no binary for a page's first events, then checks in wasm once it is ready, with the same answers", async () => {
    // The binary arrives only when the test lets it (a slow link); every fetch of it is counted.
    let deliver!: () => void;
    const arrived = new Promise<void>((resolve) => (deliver = resolve));
    const fetches = vi.fn(async () => {
      await arrived;
      return binary;
    });
    setWasmSource(fetches);
    const verify = await loadVerifier();

    // An article page's worth of events: checked in pure JS, and the binary never asked for.
    expectSignatureChecks(WASM_AFTER_EVENTS - 1);
    expect(verify(structuredClone(event))).toBe(true);
    expect(verify({ ...structuredClone(event), content: "changed" })).toBe(false);
    expect(calls).toEqual({ js: 2, wasm: 0 });
    expect(fetches).not.toHaveBeenCalled();

    // One more event on its way: the binary is fetched (once), and pure JS answers until it arrives.
    expectSignatureChecks();
    expectSignatureChecks(1000);
    expect(fetches).toHaveBeenCalledTimes(1);
    expect(verify(structuredClone(event))).toBe(true);
    expect(calls).toEqual({ js: 3, wasm: 0 });

    deliver();
    await checksInWasmOnceArrived(verify);
    expect(fetches).toHaveBeenCalledTimes(1);
  });
});

/** A fresh verifier module (no binary fetched yet) whose binary arrives when the test delivers it. */
async function freshVerifier() {
  vi.resetModules();
  const verifier = await import("./verifier");
  let deliver!: () => void;
  const arrived = new Promise<void>((resolve) => (deliver = resolve));
  const fetches = vi.fn(async () => {
    await arrived;
    return binary;
  });
  verifier.setWasmSource(fetches);
  return { ...verifier, fetches, deliver };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("loadBulkVerifier: a list's thousands of counted events wait for the wasm verifier", () => {
  it("fetches the binary at once and checks nothing in pure JS while it downloads", async () => {
    const { loadBulkVerifier, fetches, deliver } = await freshVerifier();
    const bulk = loadBulkVerifier();
    expect(fetches).toHaveBeenCalledTimes(1);
    expect(await settled(bulk)).toBe(false);

    deliver();
    const verify = await bulk;
    expect(verify(structuredClone(event))).toBe(true);
    expect(verify(forged())).toBe(false);
    expect(calls).toEqual({ js: 0, wasm: 2 });

    // Once it is ready, the next bulk query has it at once, and the binary is not fetched again.
    const again = await loadBulkVerifier();
    expect(again(structuredClone(event))).toBe(true);
    expect(calls).toEqual({ js: 0, wasm: 3 });
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it("waits at most BULK_WASM_WAIT_MS for a stalled download, then checks in pure JS until the binary is there", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { loadBulkVerifier, BULK_WASM_WAIT_MS, fetches, deliver } = await freshVerifier();
    const bulk = loadBulkVerifier();
    await vi.advanceTimersByTimeAsync(BULK_WASM_WAIT_MS - 1);
    expect(await settled(bulk)).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const verify = await bulk;
    expect(verify(structuredClone(event))).toBe(true);
    expect(verify(forged())).toBe(false);
    expect(calls).toEqual({ js: 2, wasm: 0 });

    deliver();
    await checksInWasmOnceArrived(verify);
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it("leaves an ordinary query in pure JS, the binary not fetched", async () => {
    const { loadVerifier, fetches } = await freshVerifier();
    const verify = await loadVerifier();
    expect(verify(structuredClone(event))).toBe(true);
    expect(calls).toEqual({ js: 1, wasm: 0 });
    expect(fetches).not.toHaveBeenCalled();
  });
});
