import { finalizeEvent } from "nostr-tools/pure";
import { describe, expect, it, vi } from "vitest";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import {
  expectSignatureChecks,
  loadVerifier,
  SIGNATURE_VERIFIER,
  setWasmSource,
  WASM_AFTER_EVENTS,
  WASM_MAX_CONTENT_CHARS,
} from "./verifier";

// Node has no fetch for a bundler's asset path: the wasm binary is read from its package, as the build reads it.
const nostrWasmMain = createRequire(import.meta.url).resolve("nostr-wasm");
setWasmSource(() => readFile(new URL("../public/out/secp256k1.wasm", `file://${nostrWasmMain}`)));

// Events the wasm verifier checked (nostr-tools' own, counted).
const wasmChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock("nostr-tools/wasm", async (importOriginal) => {
  const wasm = await importOriginal<typeof import("nostr-tools/wasm")>();
  return {
    ...wasm,
    verifyEvent: (event: Parameters<typeof wasm.verifyEvent>[0]) => (wasmChecks.count++, wasm.verifyEvent(event)),
  };
});

const event = finalizeEvent({ kind: 1, created_at: 1, tags: [], content: "hi" }, new Uint8Array(32).fill(9));

/** The configured verifier once a page has had enough events for the wasm one, and it has taken over. */
async function wasmVerifier() {
  const verify = await loadVerifier();
  expectSignatureChecks(WASM_AFTER_EVENTS);
  await vi.waitFor(() => {
    verify(structuredClone(event));
    expect(wasmChecks.count).toBeGreaterThan(0);
  });
  return verify;
}

describe("loadVerifier", () => {
  it("uses the wasm verifier by default once a page has enough events, and it accepts good signatures and rejects bad ones", async () => {
    const warn = vi.spyOn(console, "warn");
    expect(SIGNATURE_VERIFIER).toBe("wasm");
    const verify = await wasmVerifier();
    const before = wasmChecks.count;
    expect(verify(structuredClone(event))).toBe(true);
    expect(verify({ ...structuredClone(event), content: "changed" })).toBe(false);
    expect(verify({ ...structuredClone(event), sig: "1".repeat(128) })).toBe(false);
    expect(wasmChecks.count).toBe(before + 3);
    expect(warn).not.toHaveBeenCalled(); // no fallback to pure JS happened
  });

  it("initialises once", async () => {
    expect(await loadVerifier()).toBe(await loadVerifier());
  });

  it("checks an event too large for the wasm heap in pure JS instead of dropping it", async () => {
    // About 1 MB of UTF-8 (340,000 CJK characters): nostr-wasm's fixed heap cannot take it.
    const big = finalizeEvent(
      { kind: 30023, created_at: 1, tags: [["d", "long"]], content: "長".repeat(340_000) },
      new Uint8Array(32).fill(9),
    );
    expect(big.content.length).toBeGreaterThan(WASM_MAX_CONTENT_CHARS);
    const verify = await wasmVerifier();
    // Past the wasm heap: this one goes to pure JS, answered as a promise.
    expect(await verify(structuredClone(big))).toBe(true);
    expect(await verify({ ...structuredClone(big), content: `${big.content}!` })).toBe(false);
  });
});
