/** The first `max` code points (never half an emoji) and the ellipsis, or the text when it is not longer. */
export function truncate(text: string, max: number, ellipsis = "..."): string {
  if (text.length <= max) return text; // `max` UTF-16 units are at most `max` code points
  let kept = 0;
  let end = 0;
  for (const char of text) {
    if (kept === max) return `${text.slice(0, end)}${ellipsis}`;
    kept += 1;
    end += char.length;
  }
  return text;
}

/** Where a line of Japanese or Chinese may end: after its closing punctuation, as it has no spaces. */
const CJK_PAUSE = /[、。，．！？；：）」』】〕〉》]/u;

/**
 * The first `max` code points or fewer, ending where a word ends, and the ellipsis; the text when it is not longer.
 * It goes back to the last space (or, in Japanese and Chinese, the last closing punctuation) and drops the
 * punctuation left before the ellipsis: "one part of the..." rather than "one part of the p...". A text with no such
 * place in the second half of the kept part (a long address) is cut where `truncate` cuts it.
 */
export function truncateAtWord(text: string, max: number, ellipsis = "..."): string {
  const cut = truncate(text, max, "");
  if (cut === text) return text;
  let end = cut.length;
  if (!/^\s/u.test(text.slice(cut.length))) {
    end = 0;
    for (let i = cut.length - 1; i >= cut.length / 2 && end === 0; i -= 1) {
      if (/\s/u.test(cut[i]!)) end = i;
      else if (CJK_PAUSE.test(cut[i]!)) end = i + 1;
    }
    if (end === 0) return `${cut}${ellipsis}`;
  }
  return `${cut.slice(0, end).replace(/[\s.,;:!?、。，．；：]+$/u, "")}${ellipsis}`;
}

/** The generic combining diacritics: U+0300-U+036F, their extension and supplement, those for symbols, the halves. */
const GENERIC_MARKS: [number, number][] = [
  [0x300, 0x36f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
const isGenericMark = (char: string) => {
  const code = char.codePointAt(0)!;
  return GENERIC_MARKS.some(([from, to]) => code >= from && code <= to);
};
const MARK = /\p{M}/u;
/** Marks in a row on one letter; invisible format characters (a zero-width joiner between them) do not end it. */
const MARK_RUN = /[\p{M}\p{Cf}]{4,}/gu;
/** No language stacks this many generic diacritics on a letter (Vietnamese has 2, polytonic Greek 3). */
const STACKED_DIACRITICS = 4;
/**
 * Room for the longest stacks scripts write by design: Tibetan's for Sanskrit (consonants below consonants, a vowel
 * and a nasal sign) stay within 8 marks.
 */
const LONGEST_SCRIPT_STACK = 8;

/**
 * Whether the text stacks combining marks as "zalgo" text does: 4 or more generic diacritics on one letter, or more
 * marks of any kind than a script stacks by design. Only such text has its ink clipped to its box (`ink-inside` in
 * app/app.css): Tibetan or Myanmar stacks reach further below the line than any clip's margin allows.
 */
export function stacksMarks(text: string): boolean {
  for (const [run] of text.matchAll(MARK_RUN)) {
    let generic = 0;
    let marks = 0;
    for (const char of run) {
      if (isGenericMark(char)) generic += 1;
      if (MARK.test(char)) marks += 1;
    }
    if (generic >= STACKED_DIACRITICS || marks > LONGEST_SCRIPT_STACK) return true;
  }
  return false;
}
