import type { NostrEvent } from "nostr-tools/core";

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
