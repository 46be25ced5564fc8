import type { AuthorProfile } from "./author";

/**
 * Who is who in the discussion (docs/product.md, "Discussion"): a reply by a configured author is marked by its
 * key, never by its name; a replier whose name reads as a configured author's or as the product's is shown with
 * the start of their npub; repliers' avatars are drawn from their keys, never fetched. Pure functions.
 */

/** Characters of the npub shown beside a name that could pass for someone else's ("npub1" and 8 more). */
export const NPUB_HINT_LENGTH = 13;

/** Invisible characters a name can hide: format and bidi controls, default-ignorable code points, controls. */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * A name as a reader perceives it: NFKC (full-width and styled letters become plain ones), invisible and bidi
 * control characters removed, white space collapsed, case folded (upper then lower case, so "ß" meets "SS").
 */
export function comparableName(name: string): string {
  return name.normalize("NFKC").replace(INVISIBLE, "").replace(/\s+/gu, " ").trim().toUpperCase().toLowerCase();
}

/** The names a profile goes by, comparable, without empties. */
function namesOf(profile: Pick<AuthorProfile, "name" | "displayName">): string[] {
  return [profile.displayName, profile.name].map(comparableName).filter((name) => name !== "");
}

export interface ProtectedNames {
  /** Comparable names of the configured authors (from their profiles). */
  authors: ReadonlySet<string>;
  /** The product's name, comparable. */
  product: string;
}

/** The names only the configured authors (their kind 0 `name` and `display_name`) and the team may go by. */
export function protectedNames(authorNames: readonly string[], productName: string): ProtectedNames {
  const authors = new Set(authorNames.map(comparableName).filter((name) => name !== ""));
  return { authors, product: comparableName(productName) };
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Whether the comparable name holds `word` as a whole word ("ember support", not "emberly"). */
function holdsWord(name: string, word: string): boolean {
  if (word === "") return false;
  let from = 0;
  for (;;) {
    const at = name.indexOf(word, from);
    if (at < 0) return false;
    const before = name.slice(0, at).at(-1);
    const after = name[at + word.length];
    if (!isWordChar(before) && !isWordChar(after)) return true;
    from = at + 1;
  }
}

export interface ReplierIdentity {
  /** The reply is by a configured author (decided by its key). */
  isAuthor: boolean;
  /** The replier's name could pass for a configured author's or the team's: show the start of their npub. */
  needsKeyHint: boolean;
}

/**
 * How a replier is shown. A configured author gets the "Author" mark. Anyone else whose name equals a configured
 * author's, or holds the product's name as a word ("Ember", "Ember Support"), gets the start of their npub beside it.
 */
export function replierIdentity(
  profile: Pick<AuthorProfile, "pubkey" | "name" | "displayName">,
  authorKeys: ReadonlySet<string>,
  names: ProtectedNames,
): ReplierIdentity {
  if (authorKeys.has(profile.pubkey)) return { isAuthor: true, needsKeyHint: false };
  const needsKeyHint = namesOf(profile).some((name) => names.authors.has(name) || holdsWord(name, names.product));
  return { isAuthor: false, needsKeyHint };
}

/** A 5 x 5 avatar, mirrored left to right, drawn from a public key: its hue and which cells are filled. */
export interface KeyAvatar {
  hue: number;
  /** Row by row, 25 cells. */
  cells: boolean[];
}

/**
 * The avatar drawn for a replier: the key's first bytes give the hue, the next fifteen bits the left three
 * columns, mirrored onto the right two. The same key always gives the same picture; nothing is fetched.
 */
export function keyAvatar(pubkey: string): KeyAvatar {
  const byte = (index: number) => Number.parseInt(pubkey.slice(index * 2, index * 2 + 2), 16) || 0;
  const hue = ((byte(0) << 8) | byte(1)) % 360;
  const bits = (byte(2) << 16) | (byte(3) << 8) | byte(4);
  const cells: boolean[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const source = column < 3 ? column : 4 - column;
      cells.push(((bits >> (row * 3 + source)) & 1) === 1);
    }
  }
  return { hue, cells };
}
