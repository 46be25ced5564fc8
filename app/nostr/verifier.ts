import type { Verifier } from "./accept";
import type { Nostr } from "nostr-wasm";
// nostr-wasm's package exports name neither its raw libsecp256k1 binary nor its loader without the 290 KB
// base64 copy of that binary, so both are imported by path (nostr-wasm is a direct dependency: it sits
// at the top of node_modules). The binary becomes a hashed .wasm asset of the build.
import wasmUrl from "../../node_modules/nostr-wasm/public/out/secp256k1.wasm?url";

/**
 * Signature verifier, loaded once on first use. Events are checked by nostr-tools' pure-JS `verifyEvent`
 * (about 2 ms per event on a phone, a 12 KB chunk) until a page has had enough of them to check for
 * libsecp256k1 compiled to wasm (`nostr-wasm` through `nostr-tools/wasm`, about 0.3 ms per event, a
 * ~100 KB binary) to pay for its download: WASM_AFTER_EVENTS. The binary is a real `.wasm` asset that the
 * browser compiles while it streams in (`WebAssembly.instantiateStreaming`); events that arrive once it is
 * ready are checked by it.
 *
 * The build-time switch `VITE_SIGNATURE_VERIFIER=js` selects pure JS alone, to compare the two. Vite
 * replaces the env value at build time, so the unused branch (and its chunk) is dropped from the bundle.
 */

export type VerifierName = "wasm" | "js";

export const SIGNATURE_VERIFIER: VerifierName = import.meta.env.VITE_SIGNATURE_VERIFIER === "js" ? "js" : "wasm";

/** Where the wasm bytes come from: fetched in browsers; Node (build, tests) installs a file reader (./node). */
type WasmSource = () => Promise<Response | BufferSource>;

// Low priority: by the time it is asked for, the page may still be downloading what it shows (the markdown
// worker of an article), and pure JS checks the events until the binary is ready.
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

/**
 * Events a page must have had on their way to a signature check before the wasm binary is fetched: about where
 * it pays off. On a slow phone link (1.6 Mbps) the binary takes about half a second, shared with the page's own
 * downloads, and saves about 1.7 ms per event; below a few hundred events pure JS is done first, and the
 * reader is spared the download and its compilation. Work known to bring thousands of events asks for it at
 * once (startWasmVerifier). The measurements: docs/decisions/wasm-verifier-threshold.md.
 */
export const WASM_AFTER_EVENTS = 250;

let expected = 0;
let wasmLoad: Promise<Verifier> | undefined;
let wasmReady: Verifier | undefined;

/**
 * Fetches the wasm verifier now, for work known to bring thousands of events, rather than once they are on
 * their way.
 */
export function startWasmVerifier(): void {
  if (import.meta.env.VITE_SIGNATURE_VERIFIER !== "js") startWasm();
}

function startWasm(): Promise<Verifier> {
  if (!wasmLoad) {
    wasmLoad = loadWasmVerifier();
    wasmLoad.then(
      (verify) => (wasmReady = verify),
      () => {},
    );
  }
  return wasmLoad;
}

/** Counts events on their way to a signature check (./query): past WASM_AFTER_EVENTS the wasm binary is fetched. */
export function expectSignatureChecks(count = 1): void {
  if (wasmLoad) return;
  expected += count;
  if (expected >= WASM_AFTER_EVENTS) startWasmVerifier();
}

/** Pure JS, and the wasm verifier once enough events were expected and it is ready. */
async function loadJsThenWasm(): Promise<Verifier> {
  // Where the pure-JS chunk fails to load, the wasm verifier is tried at once.
  const js = await loadJsVerifier().catch(() => startWasm());
  return (event) => (wasmReady ?? js)(event);
}

/**
 * How long the checks of a bulk query wait for the wasm verifier before pure JS starts on them (a stalled or very
 * slow download must not hold the counts back for ever).
 */
export const BULK_WASM_WAIT_MS = 3000;

/**
 * The verifier for a query known to bring thousands of events (a list's counts): the wasm one, fetched now, and
 * its checks wait for it (up to BULK_WASM_WAIT_MS, then pure JS until it is ready). Checking them in pure JS
 * while the binary downloads costs seconds of CPU (about 2 ms an event on a phone, against 0.3 in wasm) and
 * saves a fraction of the wait; on a phone with few cores that CPU is taken from the page. The measurements:
 * docs/decisions/wasm-verifier-threshold.md.
 */
export function loadBulkVerifier(): Promise<Verifier> {
  if (import.meta.env.VITE_SIGNATURE_VERIFIER === "js") return loadVerifier();
  const wasm = startWasm();
  if (wasmReady) return wasm;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Verifier>((resolve) => {
    timer = setTimeout(() => resolve(loadVerifier()), BULK_WASM_WAIT_MS);
  });
  return Promise.race([wasm, late]).finally(() => clearTimeout(timer));
}

let loading: Promise<Verifier> | undefined;

/** The configured verifier, initialised once (a failed load is retried on the next call). */
export function loadVerifier(): Promise<Verifier> {
  if (!loading) {
    loading = (import.meta.env.VITE_SIGNATURE_VERIFIER === "js" ? loadJsVerifier() : loadJsThenWasm()).catch(
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  }
  return loading;
}
