// Minimal BOLT11 invoice encoder for demo zap receipts: a well-formed bech32 invoice (@scure/base) with the
// amount in its human-readable part, a payment hash and a description hash. The node signature is
// filler bytes (nothing pays these invoices); decoders that only read the amount handle it.
import { createHash } from "node:crypto";
import { bech32 } from "@scure/base";

const CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** Bytes to 5-bit words, padding the last one. */
const toWords = (bytes) => bech32.toWords(bytes);

function numberWords(value, length) {
  return Array.from({ length }, (_, i) => Math.floor(value / 32 ** (length - 1 - i)) % 32);
}

function taggedField(type, bytes) {
  const data = toWords(bytes);
  return [CHARSET.indexOf(type), ...numberWords(data.length, 2), ...data];
}

/** The human-readable amount: sats as nano-bitcoin ("21 sats" → "210n"). */
export function bolt11Amount(sats) {
  return `${sats * 10}n`;
}

/**
 * An invoice for `sats` created at `timestamp` (seconds), committing to `description` by hash; on mainnet
 * (`bc`) unless `network` says otherwise (`tb` testnet, `tbs` signet, `bcrt` regtest).
 * @param {{ sats: number, timestamp: number, description: string, seed: string, network?: string }} options
 */
export function encodeBolt11({ sats, timestamp, description, seed, network = "bc" }) {
  const sha = (value) => createHash("sha256").update(value).digest();
  const words = [
    ...numberWords(timestamp, 7),
    ...taggedField("p", sha(`payment:${seed}`)),
    ...taggedField("h", sha(description)),
    ...toWords(Buffer.concat([sha(`sig-a:${seed}`), sha(`sig-b:${seed}`), Buffer.from([0])])),
  ];
  // bech32 (BIP-173) without its 90-character limit: invoices are longer.
  return bech32.encode(`ln${network}${bolt11Amount(sats)}`, words, false);
}
