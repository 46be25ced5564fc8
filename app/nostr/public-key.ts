import { decode } from "nostr-tools/nip19";
import { HEX64 } from "./tags";

/**
 * A configured public key as 64 lowercase hex characters: from hex (any case), an npub or an nprofile, spaces
 * around it ignored; undefined when it does not decode. The one decoder of configured keys (the blog's authors
 * and muted keys).
 */
export function toHexPublicKey(raw: string): string | undefined {
  const key = raw.trim();
  if (HEX64.test(key.toLowerCase())) return key.toLowerCase();
  try {
    const decoded = decode(key);
    if (decoded.type === "npub") return decoded.data;
    if (decoded.type === "nprofile") return decoded.data.pubkey;
  } catch {
    // not an encoded key
  }
  return undefined;
}
