import { decode } from "nostr-tools/nip19";
import { HEX64 } from "../../nostr/tags";

/** Public web gateway that shows any nostr entity; `nostr:` references in articles link there. */
export const NOSTR_GATEWAY = "https://njump.me/";

/** NIP-19 entities worth linking (never nsec: a private key in an article is shown as text). */
const LINKABLE_TYPES = new Set(["npub", "nprofile", "note", "nevent", "naddr"]);

/** Bare NIP-27 references in text: `nostr:` + a bech32 entity. */
export const NOSTR_REFERENCE = /nostr:((?:npub|nprofile|note|nevent|naddr)1[023456789acdefghjklmnpqrstuvwxyz]+)/gi;

/**
 * The gateway URL of a `nostr:` URI (NIP-21) whose entity decodes, or undefined. Unknown TLVs are ignored
 * by the decoder (NIP-19); truncated or bad-checksum entities, and keys or ids that are not 32 bytes, do not count.
 */
export function nostrGatewayUrl(uri: string): string | undefined {
  const match = /^nostr:([a-z0-9]+)$/i.exec(uri.trim());
  if (!match) return undefined;
  const entity = match[1]!.toLowerCase();
  try {
    const decoded = decode(entity);
    if (!LINKABLE_TYPES.has(decoded.type)) return undefined;
    // The decoder checks lengths inside TLVs only: an npub or a note of 3 bytes decodes too.
    if (typeof decoded.data === "string" && !HEX64.test(decoded.data)) return undefined;
    return `${NOSTR_GATEWAY}${entity}`;
  } catch {
    return undefined;
  }
}

/** "npub1abcdef…uvwxyz": short text for a bare reference. */
export function shortEntity(entity: string): string {
  return entity.length > 24 ? `${entity.slice(0, 12)}…${entity.slice(-6)}` : entity;
}
