import { truncate } from "./text";

/**
 * A reply's text as the discussion shows it (docs/product.md, "Discussion"): plain text, blank lines collapsed,
 * capped, split once into runs of text and links, and whether it is tall enough to fold. Pure functions, linear in
 * the text's length: a hostile reply costs no more than its size (they run in the relay worker, once per reply).
 */

/** Longest reply text shown, in characters (code points); a longer one is cut and ends with "...". */
export const REPLY_MAX_LENGTH = 2000;
/** A reply estimated taller than this many lines is folded behind "Show the whole reply". */
export const FOLD_AFTER_LINES = 20;
/** Characters of a line on a phone-width column, for that estimate. */
const CHARS_PER_LINE = 45;
/** Longest URL made a link; a longer one stays text. */
const MAX_LINK_LENGTH = 2048;

/** Line breaks of every kind (CR LF, CR, vertical tab, form feed, NEL, line and paragraph separators). */
const LINE_BREAK = /\r\n?|[\v\f\u0085\u2028\u2029]/g;
/**
 * A line that shows nothing: only white space (any Unicode space, no-break and ideographic ones included),
 * invisible format characters (zero-width, bidi controls), default-ignorable ones (Hangul fillers) and the blank
 * Braille pattern, which fonts draw as nothing.
 */
const BLANK_LINE = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * Lines that show nothing become empty, runs of blank lines become one, blank lines at either end go, then the
 * text is capped (REPLY_MAX_LENGTH).
 */
export function capReplyText(content: string): string {
  const lines = content.replace(LINE_BREAK, "\n").split("\n");
  const kept: string[] = [];
  for (const line of lines) {
    const blank = BLANK_LINE.test(line);
    if (blank && (kept.length === 0 || kept.at(-1) === "")) continue;
    kept.push(blank ? "" : line);
  }
  while (kept.at(-1) === "") kept.pop();
  return truncate(kept.join("\n"), REPLY_MAX_LENGTH);
}

/** Whether the text, on a phone-width column, would stand taller than FOLD_AFTER_LINES lines. */
export function isTallReply(text: string): boolean {
  let lines = 0;
  for (const line of text.split("\n")) {
    lines += Math.max(1, Math.ceil(line.length / CHARS_PER_LINE));
    if (lines > FOLD_AFTER_LINES) return true;
  }
  return false;
}

/** Links in replies: no opener, no referrer, and no endorsement (user-generated content). */
export const REPLY_LINK_REL = "noopener noreferrer nofollow ugc";

export type TextPart = { type: "text"; text: string } | { type: "link"; text: string; href: string };

/**
 * A candidate URL: `http://` or `https://` at a word boundary, then a host (not another slash), up to whitespace or
 * a character URLs never hold.
 */
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"`{}|\\^/][^\s<>"`{}|\\^]*/gi;
/** Punctuation that ends a sentence rather than a URL. */
const TRAILING_PUNCTUATION = new Set([...".,;:!?'*_~"]);
/** Closing brackets, and the opening one a URL must hold for it to keep them. */
const CLOSERS: Record<string, string> = { ")": "(", "]": "[" };

/**
 * The URL without what the sentence put after it: punctuation, and closing brackets it does not open. The
 * brackets are counted once, then kept up to date as characters come off the end: linear in the URL's length.
 */
function trimUrl(candidate: string): string {
  const open: Record<string, number> = { "(": 0, "[": 0 };
  const close: Record<string, number> = { ")": 0, "]": 0 };
  for (const char of candidate) {
    if (char in open) open[char]! += 1;
    else if (char in close) close[char]! += 1;
  }
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1]!;
    const opener = CLOSERS[last];
    const unopened = opener !== undefined && open[opener]! < close[last]!;
    if (!TRAILING_PUNCTUATION.has(last) && !unopened) break;
    if (opener !== undefined) close[last]! -= 1;
    end -= 1;
  }
  return candidate.slice(0, end);
}

/** The link target of a URL written in a reply, or undefined when it is not an absolute http(s) URL. */
function linkHref(text: string): string | undefined {
  if (text.length > MAX_LINK_LENGTH) return undefined;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A reply's text as runs of plain text and links: only absolute `http:` / `https:` URLs become links (any other
 * scheme, `javascript:` included, stays text). Joined back, the parts give the text unchanged.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let textStart = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const url = trimUrl(match[0]);
    const href = linkHref(url);
    if (href === undefined) continue;
    const start = match.index;
    if (start > textStart) parts.push({ type: "text", text: text.slice(textStart, start) });
    parts.push({ type: "link", text: url, href });
    textStart = start + url.length;
  }
  if (textStart < text.length) parts.push({ type: "text", text: text.slice(textStart) });
  return parts;
}
