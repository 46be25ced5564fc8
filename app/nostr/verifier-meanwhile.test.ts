import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { finalizeEvent } from "nostr-tools/pure";
import { describe, expect, it, vi } from "vitest";

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

describe("loadVerifier: pure JS first, the wasm binary once a page has enough events to check", () => {
  it("fetches no binary for a page's first events, then checks in wasm once it is ready, with the same answers", async () => {
    // The binary arrives only when the test lets it (a slow link); every fetch of it is counted.
    let deliver!: () => void;
    const arrived = new Promise<void>((resolve) => (deliver = resolve));
    const main = createRequire(import.meta.url).resolve("nostr-wasm");
    const binary = readFile(new URL("../public/out/secp256k1.wasm", `file://${main}`));
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
    await vi.waitFor(() => {
      verify(structuredClone(event));
      expect(calls.wasm).toBeGreaterThan(0);
    });
    const before = { ...calls };
    expect(verify(structuredClone(event))).toBe(true);
    expect(verify({ ...structuredClone(event), sig: "1".repeat(128) })).toBe(false);
    expect(calls).toEqual({ js: before.js, wasm: before.wasm + 2 });
    expect(fetches).toHaveBeenCalledTimes(1);
  });
});
