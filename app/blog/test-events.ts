import { bech32 } from "@scure/base";
import type { NostrEvent } from "nostr-tools/core";
import { finalizeEvent, getPublicKey } from "nostr-tools/pure";

/** Unsigned event objects for unit tests of the pure model (signatures are the relay layer's job). */
let counter = 0;
export function fakeEvent(partial: Partial<NostrEvent> & Pick<NostrEvent, "kind">): NostrEvent {
  counter += 1;
  return {
    id: partial.id ?? counter.toString(16).padStart(64, "0"),
    pubkey: partial.pubkey ?? "a".repeat(64),
    created_at: partial.created_at ?? 1_700_000_000,
    kind: partial.kind,
    tags: partial.tags ?? [],
    content: partial.content ?? "",
    sig: "0".repeat(128),
  };
}

// Hostile zap fixtures: signed with throwaway test keys (fixed bytes, never real identities).

/** A throwaway secret key and its public key, from one byte. */
export function testKey(byte: number): { secretKey: Uint8Array; pubkey: string } {
  const secretKey = new Uint8Array(32).fill(byte);
  return { secretKey, pubkey: getPublicKey(secretKey) };
}

/** A well-formed invoice (valid bech32 checksum) with the given human-readable part ("lnbc2500u", "lntb10u"...). */
export function testInvoice(hrp: string, variant = 0): string {
  const words = Array.from({ length: 120 }, (_, i) => (i * 7 + variant) % 32);
  for (let i = 0; i < 4; i++) words.push((variant >>> (5 * i)) & 31);
  return bech32.encode(hrp, words, false);
}

export interface ZapFixtureTarget {
  id: string;
  address: string;
  pubkey: string;
}

/** A signed kind 9734 zap request for the target; `tags` replaces the default `p` / `e` / `amount` tags. */
export function zapRequest(
  target: ZapFixtureTarget,
  options: { amountMsats?: bigint; tags?: string[][]; sender?: Uint8Array } = {},
): NostrEvent {
  const tags = options.tags ?? [
    ["relays", "wss://relay.example"],
    ["p", target.pubkey],
    ["e", target.id],
    ...(options.amountMsats !== undefined ? [["amount", String(options.amountMsats)]] : []),
  ];
  return finalizeEvent(
    { kind: 9734, created_at: 1_700_000_000, tags, content: "" },
    options.sender ?? testKey(0x51).secretKey,
  );
}

/** A kind 9735 receipt on the target (unsigned: the model gets receipts the relay layer already checked). */
export function zapReceipt(
  target: ZapFixtureTarget,
  options: { invoice?: string; description?: string | null; signer?: string; created_at?: number },
): NostrEvent {
  const tags = [
    ["p", target.pubkey],
    ["e", target.id],
  ];
  if (options.invoice !== undefined) tags.push(["bolt11", options.invoice]);
  if (options.description !== null && options.description !== undefined)
    tags.push(["description", options.description]);
  return fakeEvent({ kind: 9735, pubkey: options.signer, created_at: options.created_at, tags });
}
