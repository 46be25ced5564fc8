import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";

/**
 * docs/product.md: the title lowercased, characters that are neither word nor space removed,
 * runs of whitespace turned into one hyphen. Surrounding whitespace is trimmed first so a title with a
 * trailing newline does not end its URL with a hyphen.
 */
export function slugify(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\w\s]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** Longest slug we put in a URL; a 10 000-character title must not become a 10 000-character path. */
export const MAX_SLUG_LENGTH = 120;

/**
 * The slug of an article. Titles that slugify to nothing ("!!!", emoji, non-Latin scripts) fall back to
 * the slug of the `d` tag, then to the start of `fallback` (the hash of the article's address, so the URL
 * survives edits), so every article gets a stable, non-empty URL.
 */
export function articleSlug(title: string, identifier: string, fallback: string): string {
  const fromTitle = slugify(title).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "");
  if (fromTitle) return fromTitle;
  const fromIdentifier = slugify(identifier).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "");
  if (fromIdentifier) return fromIdentifier;
  return fallback.slice(0, 16);
}

/** SHA-256 of an article's address (`30023:<pubkey>:<d>`) in hex: what a suffixed slug is made of. */
export function addressHash(address: string): string {
  return bytesToHex(sha256(utf8ToBytes(address)));
}

/** Hex digits of the address hash in the shortest suffix; longer ones are tried when that one is taken. */
export const SUFFIX_LENGTH = 8;

export interface SlugClaim {
  address: string;
  pubkey: string;
  publishedAt: number;
  /** The slug the article's own title (or `d`) gives it. */
  slug: string;
}

/**
 * A unique slug per address, whatever order the articles came in. Of the articles claiming the same slug,
 * one keeps it bare: the one whose author comes first in `authors` (the configured order; a later author can
 * never take an earlier author's URL), then, for one author's own articles, the earliest published (NIP-23
 * keeps `published_at` across edits, so the first of a recurring title keeps its URL), then the smallest
 * address. The others get "-" and the start of the SHA-256 of their own address, lengthened until unique,
 * so their URLs depend on nothing but themselves and the bare slugs. `reserved` (address -> slug: the URLs the
 * previous build published, from its archive) come first, each while it still names its article (its own slug or
 * one of its suffixed forms), so an article published later never takes an archived article's URL, whoever its
 * author.
 */
export function uniqueSlugs(
  claims: readonly SlugClaim[],
  authors: readonly string[] = [],
  reserved: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const rank = (pubkey: string) => {
    const index = authors.indexOf(pubkey);
    return index === -1 ? authors.length : index;
  };
  const first = (a: SlugClaim, b: SlugClaim) =>
    rank(a.pubkey) - rank(b.pubkey) ||
    (a.pubkey < b.pubkey ? -1 : a.pubkey > b.pubkey ? 1 : 0) ||
    a.publishedAt - b.publishedAt ||
    (a.address < b.address ? -1 : a.address > b.address ? 1 : 0);

  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  // The URLs an earlier build gave (its archive), while they still name their article: kept first, whatever came since.
  for (const claim of claims) {
    const slug = reserved.get(claim.address);
    if (slug === undefined || taken.has(slug) || !slugNamesArticle(slug, claim)) continue;
    slugs.set(claim.address, slug);
    taken.add(slug);
  }

  const bySlug = new Map<string, SlugClaim>();
  const losers: SlugClaim[] = [];
  for (const claim of claims) {
    if (slugs.has(claim.address)) continue;
    if (taken.has(claim.slug)) {
      losers.push(claim);
      continue;
    }
    const current = bySlug.get(claim.slug);
    if (!current) bySlug.set(claim.slug, claim);
    else if (first(claim, current) < 0) {
      bySlug.set(claim.slug, claim);
      losers.push(current);
    } else losers.push(claim);
  }

  for (const [slug, claim] of bySlug) {
    slugs.set(claim.address, slug);
    taken.add(slug);
  }
  losers.sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
  for (const claim of losers) {
    const hash = addressHash(claim.address);
    let slug = "";
    for (let length = SUFFIX_LENGTH; length <= hash.length && (!slug || taken.has(slug)); length += 4) {
      slug = `${claim.slug}-${hash.slice(0, length)}`;
    }
    // Only a title built to equal every longer suffix gets here: number on from the full hash.
    for (let n = 2; taken.has(slug); n += 1) slug = `${claim.slug}-${hash}-${n}`;
    slugs.set(claim.address, slug);
    taken.add(slug);
  }
  return slugs;
}

/**
 * Whether `slug` is a URL of the article: its own bare slug or one of its suffixed slugs, wherever the
 * current set of articles placed it (a suffixed URL keeps working once the other article is gone).
 */
export function slugNamesArticle(slug: string, claim: Pick<SlugClaim, "address" | "slug">): boolean {
  if (slug === claim.slug) return true;
  if (!slug.startsWith(`${claim.slug}-`)) return false;
  const suffix = slug.slice(claim.slug.length + 1);
  return suffix.length >= SUFFIX_LENGTH && /^[0-9a-f]+$/.test(suffix) && addressHash(claim.address).startsWith(suffix);
}
