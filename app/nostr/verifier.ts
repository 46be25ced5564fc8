import type { Verifier } from "./accept";
import type { Nostr } from "nostr-wasm";
// nostr-wasm's package exports name neither its raw libsecp256k1 binary nor its loader without the 290 KB
// base64 copy of that binary, so both are imported by path (nostr-wasm is a direct dependency: it sits
// at the top of node_modules). The binary becomes a hashed .wasm asset of the build.
import wasmUrl from "../../node_modules/nostr-wasm/public/out/secp256k1.wasm?url";

/**
 * Signature verifier, loaded once on first use. Default: libsecp256k1 compiled to wasm (`nostr-wasm`
 * through `nostr-tools/wasm`, about 0.3 ms per event). The binary is a real `.wasm` asset that the
 * browser downloads and compiles while it streams in (`WebAssembly.instantiateStreaming`), started
 * when the relay worker starts, in parallel with the relay connections. Until it is ready, events are
 * checked by nostr-tools' pure-JS `verifyEvent` (a far smaller download): on a slow link the first answers
 * (the articles, the profiles) arrive before the ~100 KB binary, and waiting for it held them back (an
 * article through the SPA fallback, Lighthouse with real throttling: its body painted 0.4 s later). Events
 * that arrive once the binary is ready are checked by it.
 *
 * The build-time switch `VITE_SIGNATURE_VERIFIER=js` selects nostr-tools' pure-JS `verifyEvent`
 * instead (about 2 ms per event), to compare the two. Vite replaces the env value at build
 * time, so the unused branch (and its chunk) is dropped from the bundle.
 */

export type VerifierName = "wasm" | "js";

export const SIGNATURE_VERIFIER: VerifierName = import.meta.env.VITE_SIGNATURE_VERIFIER === "js" ? "js" : "wasm";

/** Where the wasm bytes come from: fetched in browsers; Node (build, tests) installs a file reader (./node). */
type WasmSource = () => Promise<Response | BufferSource>;

// Low priority: what the first answers need (the worker's own chunks, the page's markdown worker) comes first
// on a slow link; until the binary is ready, pure JS checks the events (see loadVerifier).
let wasmSource: WasmSource = () => fetch(wasmUrl, { priority: "low" });

export function setWasmSource(source: WasmSource): void {
  wasmSource = source;
}

async function instantiate(): Promise<Nostr> {
  // The binary's download and the loader's start in parallel.
  const [{ N: NostrWasm }, source] = await Promise.all([
    import("../../node_modules/nostr-wasm/dist/nostr.js"),
    wasmSource(),
  ]);
  if (!(source instanceof Response)) return NostrWasm(source);
  try {
    return await NostrWasm(source.clone());
  } catch {
    // A host that serves .wasm without `application/wasm` defeats streaming compilation, not the verifier.
    return NostrWasm(await source.arrayBuffer());
  }
}

/**
 * nostr-wasm's heap cannot grow: it fails on events of about 1 MB of UTF-8 and more, whatever their
 * signature. Events this large (in UTF-16 units: at most a third of their UTF-8 bytes, so well below that)
 * are checked in pure JS instead, loaded the first time one arrives.
 */
export const WASM_MAX_CONTENT_CHARS = 256 * 1024;

/**
 * Where WebAssembly is unavailable (old browsers, a Content-Security-Policy without
 * 'wasm-unsafe-eval'), falls back to pure JS.
 */
async function loadWasmVerifier(): Promise<Verifier> {
  try {
    const [nostrWasm, wasm] = await Promise.all([instantiate(), import("nostr-tools/wasm")]);
    wasm.setNostrWasm(nostrWasm);
    let large: Promise<Verifier> | undefined;
    return (event) => {
      if (event.content.length <= WASM_MAX_CONTENT_CHARS) return wasm.verifyEvent(event);
      large ??= loadJsVerifier();
      return large.then((verify) => verify(event));
    };
  } catch (error) {
    console.warn("[nostr] wasm signature verifier unavailable, using pure JS", error);
    return loadJsVerifier();
  }
}

async function loadJsVerifier(): Promise<Verifier> {
  const { verifyEvent } = await import("nostr-tools/pure");
  return (event) => verifyEvent(event);
}

/** The wasm verifier once it is ready, pure JS until then: ready as soon as either has loaded. */
async function loadWasmOrJsMeanwhile(): Promise<Verifier> {
  const wasm = loadWasmVerifier();
  let ready: Verifier | undefined;
  wasm.then(
    (verify) => (ready = verify),
    () => {},
  );
  const first = await Promise.any([wasm, loadJsVerifier()]);
  return (event) => (ready ?? first)(event);
}

let loading: Promise<Verifier> | undefined;

/** The configured verifier, initialised once (a failed load is retried on the next call). */
export function loadVerifier(): Promise<Verifier> {
  if (!loading) {
    loading = (import.meta.env.VITE_SIGNATURE_VERIFIER === "js" ? loadJsVerifier() : loadWasmOrJsMeanwhile()).catch(
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  }
  return loading;
}
