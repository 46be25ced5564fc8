import type { Verifier } from "./accept";

/**
 * Signature verifier, loaded once on first use. Default: libsecp256k1 compiled to wasm
 * (`nostr-wasm` through `nostr-tools/wasm`, about 0.5 ms per event). The build-time switch
 * `VITE_SIGNATURE_VERIFIER=js` selects nostr-tools' pure-JS `verifyEvent` instead (about 3 ms per
 * event); the benchmark compares both. Vite replaces the env value at build time, so the unused
 * branch (and its chunk) is dropped from the bundle.
 */

export type VerifierName = "wasm" | "js";

export const SIGNATURE_VERIFIER: VerifierName = import.meta.env.VITE_SIGNATURE_VERIFIER === "js" ? "js" : "wasm";

async function loadWasmVerifier(): Promise<Verifier> {
  const [{ initNostrWasm }, wasm] = await Promise.all([import("nostr-wasm"), import("nostr-tools/wasm")]);
  wasm.setNostrWasm(await initNostrWasm());
  return (event) => wasm.verifyEvent(event);
}

async function loadJsVerifier(): Promise<Verifier> {
  const { verifyEvent } = await import("nostr-tools/pure");
  return (event) => verifyEvent(event);
}

let loading: Promise<Verifier> | undefined;

/** The configured verifier, initialised once (a failed load is retried on the next call). */
export function loadVerifier(): Promise<Verifier> {
  if (!loading) {
    loading = (import.meta.env.VITE_SIGNATURE_VERIFIER === "js" ? loadJsVerifier() : loadWasmVerifier()).catch(
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  }
  return loading;
}
