/** nostr-wasm's loader without the embedded binary (imported by path in ./verifier.ts). */
declare module "*/nostr-wasm/dist/nostr.js" {
  export { NostrWasm as N } from "nostr-wasm";
}
