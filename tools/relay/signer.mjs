// Deterministic signing for generated seed events (libsecp256k1 in wasm, fast enough to sign
// thousands of events on the fly). Keys are derived from labels: DEMO ONLY, never real identities.
import { createHash } from "node:crypto";
import { initNostrWasm } from "nostr-wasm";

/** Fixed BIP-340 auxiliary randomness, so the same input always gives the same signature. */
const FIXED_ENTROPY = new Uint8Array(32);

const toHex = (bytes) => Buffer.from(bytes).toString("hex");

/** DEMO ONLY: a secret key derived from a public label. Anyone can recompute it; never use for real. */
export function demoSecretKey(label) {
  return new Uint8Array(createHash("sha256").update(`DEMO ONLY, NOT A REAL KEY: ${label}`).digest());
}

export async function createSigner() {
  const nw = await initNostrWasm();
  return {
    /** @param {Uint8Array} secretKey */
    publicKey: (secretKey) => toHex(nw.getPublicKey(secretKey)),
    /**
     * @param {{ kind: number, created_at: number, tags: string[][], content: string }} template
     * @param {Uint8Array} secretKey
     */
    sign(template, secretKey) {
      const event = {
        kind: template.kind,
        created_at: template.created_at,
        tags: template.tags,
        content: template.content,
      };
      nw.finalizeEvent(event, secretKey, FIXED_ENTROPY);
      nw.verifyEvent(event);
      return {
        id: event.id,
        pubkey: event.pubkey,
        created_at: event.created_at,
        kind: event.kind,
        tags: event.tags,
        content: event.content,
        sig: event.sig,
      };
    },
  };
}
