// Minimal BOLT11 invoice encoder for demo zap receipts: a well-formed bech32 invoice with the
// amount in its human-readable part, a payment hash and a description hash. The node signature is
// filler bytes (nothing pays these invoices); decoders that only read the amount handle it.
import { createHash } from "node:crypto";

const CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values) {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i];
  }
  return chk;
}

function hrpExpand(hrp) {
  return [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
}

/** bech32 (BIP-173) of 5-bit words, no length limit (BOLT11 invoices exceed 90 characters). */
export function bech32Encode(hrp, words) {
  const mod = polymod([...hrpExpand(hrp), ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((w) => CHARSET[w]).join("")}`;
}

/** Bytes to 5-bit words, padding the last one. */
function toWords(bytes) {
  const words = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >>> bits) & 31);
    }
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  return words;
}

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
 * A mainnet invoice for `sats` created at `timestamp` (seconds), committing to `description` by hash.
 * @param {{ sats: number, timestamp: number, description: string, seed: string }} options
 */
export function encodeBolt11({ sats, timestamp, description, seed }) {
  const sha = (value) => createHash("sha256").update(value).digest();
  const words = [
    ...numberWords(timestamp, 7),
    ...taggedField("p", sha(`payment:${seed}`)),
    ...taggedField("h", sha(description)),
    ...toWords(Buffer.concat([sha(`sig-a:${seed}`), sha(`sig-b:${seed}`), Buffer.from([0])])),
  ];
  return bech32Encode(`lnbc${bolt11Amount(sats)}`, words);
}
