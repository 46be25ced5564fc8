import { npubOf } from "../../nostr/nip19";
import type { NostrEvent } from "nostr-tools/core";
import { PRODUCT_NAME } from "../../config";
import { toHexPublicKey } from "../../nostr/public-key";
import { reduceEvents } from "../../nostr/reduce";
import { safeImageUrl } from "./article";
import { lud16Url } from "../../nostr/lud16";
import { isCurrent } from "../../nostr/nip40";
import { nowSeconds } from "../../nostr/time";
import { PROFILE_KIND } from "../../nostr/kinds";
import type { Translate } from "../../i18n/messages";

/** Label of every configured author (docs/product.md). */
export const PROMOTED_LABEL = "Promoted";
/** Fixed label for an author without a name, followed by the start of the npub. */
export const UNNAMED_USER_LABEL = "Anonymous";
/** Fixed generic word of the list's handle fallback. */
export const GENERIC_HANDLE_WORD = "nostr";

/**
 * The words an author's name and mark fall back on, in the page's language (`authorWords`); English by default,
 * as the build's feeds say them. Pure data: this module runs where no catalogue is loaded (the build's config).
 */
export interface AuthorWords {
  /** The name of an author without one, from the start of their npub: "Anonymous npub1x...". */
  unnamed: (npubStart: string) => string;
  promoted: string;
  external: string;
}

export const ENGLISH_AUTHOR_WORDS: AuthorWords = {
  unnamed: (npubStart) => `${UNNAMED_USER_LABEL} ${npubStart}...`,
  promoted: PROMOTED_LABEL,
  external: "External",
};

/** The author words of a page's language (`translator(locale)` or `useT("blog")`). */
export function authorWords(t: Translate): AuthorWords {
  return {
    unnamed: (npub) => t("blog.author.unnamed", { npub }),
    promoted: t("blog.badge.promoted"),
    external: t("blog.badge.external"),
  };
}

/** Longest profile fields kept (a longer nip05 is no nip05 at all: it is never cut). */
const CAP = { name: 80, about: 1000, nip05: 120 } as const;

export interface AuthorConfig {
  pubkey: string;
  npub: string;
  isPrimary: boolean;
  label?: string;
}

export interface AuthorProfile {
  pubkey: string;
  npub: string;
  name: string;
  displayName: string;
  picture: string;
  about: string;
  nip05: string;
  /** Lightning address (LUD-16), when the profile has a well-formed one: the build resolves its LNURL key. */
  lud16?: string;
}

export type NameVariant = "list" | "article";

/** Decodes the configured npubs / hex keys; a key that fails to decode is skipped and logged. */
export function parseAuthorConfig(keys: string[]): AuthorConfig[] {
  const authors: AuthorConfig[] = [];
  for (const raw of keys) {
    const key = raw.trim();
    const pubkey = toHexPublicKey(key);
    if (!pubkey) {
      console.warn(`Blog: skipping author key that does not decode: ${JSON.stringify(key)}`);
      continue;
    }
    if (authors.some((author) => author.pubkey === pubkey)) continue;
    authors.push({ pubkey, npub: npubOf(pubkey), isPrimary: false, label: PROMOTED_LABEL });
  }
  return authors;
}

function stringField(record: Record<string, unknown>, key: string, max: number): string {
  const value = record[key];
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/**
 * A field that names someone (nip05): "" when longer than `max`, never cut. A cut value is another identifier,
 * one the build could verify or a reader could take for the author's, while the whole value is neither.
 */
function identifierField(record: Record<string, unknown>, key: string, max: number): string {
  const value = stringField(record, key, Infinity);
  return value.length > max ? "" : value;
}

/** A profile with every field empty: the fallback when there is no kind 0 or it is unreadable. */
export function emptyProfile(pubkey: string): AuthorProfile {
  return { pubkey, npub: npubOf(pubkey), name: "", displayName: "", picture: "", about: "", nip05: "" };
}

/** Kind 0 content to a profile, field by field: invalid JSON, non-objects and wrong types fall back to "". */
export function toProfile(event: Pick<NostrEvent, "pubkey" | "content">): AuthorProfile {
  const profile = emptyProfile(event.pubkey);
  let parsed: unknown;
  try {
    parsed = JSON.parse(event.content);
  } catch {
    return profile;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return profile;
  const record = parsed as Record<string, unknown>;
  // Checked whole (lud16Url refuses one too long): a cut value could pass where the whole one does not.
  const lud16 =
    typeof record.lud16 === "string" && lud16Url(record.lud16) ? record.lud16.trim().toLowerCase() : undefined;
  return {
    ...profile,
    ...(lud16 ? { lud16 } : {}),
    // `username` is NIP-24's deprecated `name`, as `displayName` is its deprecated `display_name`.
    name: stringField(record, "name", CAP.name) || stringField(record, "username", CAP.name),
    displayName: stringField(record, "display_name", CAP.name) || stringField(record, "displayName", CAP.name),
    picture: safeImageUrl(record.picture) ?? "",
    about: stringField(record, "about", CAP.about),
    nip05: identifierField(record, "nip05", CAP.nip05),
  };
}

/**
 * The newest kind 0 per author (NIP-01's rule, as the relay layer applies it, not arrival order). Versions dated more than 15 minutes ahead
 * and expired ones (NIP-40) are ignored.
 */
export function toProfiles(events: NostrEvent[], now = nowSeconds()): Map<string, AuthorProfile> {
  const current = events.filter((event) => event.kind === PROFILE_KIND && isCurrent(event, now));
  return new Map(reduceEvents(current).map((event) => [event.pubkey, toProfile(event)]));
}

const NPUB_START = { list: 6, article: 8 } as const;

/** display_name / displayName, else name, else "Anonymous npub1x..." (6 characters in the list, 8 on the article page). */
export function displayName(
  profile: AuthorProfile,
  variant: NameVariant,
  words: Pick<AuthorWords, "unnamed"> = ENGLISH_AUTHOR_WORDS,
): string {
  return profile.displayName || profile.name || words.unnamed(profile.npub.slice(0, NPUB_START[variant]));
}

/** nip05, else "@" + the lowercased name without spaces, else "@nostr" (list) or "@npub1x..." (article page). */
export function handle(profile: AuthorProfile, variant: NameVariant): string {
  if (profile.nip05) return profile.nip05;
  const name = profile.name.toLowerCase().replace(/\s+/g, "");
  if (name) return `@${name}`;
  return variant === "list" ? `@${GENERIC_HANDLE_WORD}` : `@${profile.npub.slice(0, 6)}...`;
}

export type BadgeTone = "primary" | "neutral";

export interface Badge {
  label: string;
  tone: BadgeTone;
}

/**
 * Configured label ("Promoted", said in the page's language), else the product name for a primary author, else
 * "External"; red for primary.
 */
export function authorBadge(
  author: Pick<AuthorConfig, "isPrimary" | "label"> | undefined,
  words: Pick<AuthorWords, "promoted" | "external"> = ENGLISH_AUTHOR_WORDS,
): Badge {
  const isPrimary = author?.isPrimary ?? false;
  const label = author?.label === PROMOTED_LABEL ? words.promoted : author?.label;
  return {
    label: label || (isPrimary ? PRODUCT_NAME : words.external),
    tone: isPrimary ? "primary" : "neutral",
  };
}
