// Build-time only: where a Japanese or Chinese line may break. Neither language puts spaces between words, and a
// browser breaks their lines between any two characters ("プライベ/ート"). BudouX, the phrase segmenter Google's
// own sites use, finds the phrases; the catalogue compiler (builder/i18n/catalogue.mjs) marks them in a second copy of
// each heading's and pill's message, which headings and pills render with a <wbr> between phrases (app/i18n/phrases.tsx), so no
// segmenter reaches the visitor (docs/decisions/cjk-line-breaks.md).
import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser } from "budoux";

import { PHRASE_MARK, phrasedKey } from "../../app/i18n/phrase-mark.mjs";

export { PHRASE_MARK, phrasedKey };

/**
 * The messages that get a phrased copy: headings, titles and pills, and the hero's two short notes beside its
 * badge, the lines a reader takes in whole. Paragraphs
 * break as Japanese and Chinese body text does, between characters (under `line-break: strict`, app/app.css), and a
 * copy of them would only add weight to the page. A page's <title> is a `.meta.` message, never phrased.
 */
const PHRASED_KEYS = [
  /^home\.tagline$/,
  /(?<!\.meta)\.(?:title|subtitle|heading)$/,
  /^home\.feature\.\w+\.name$/,
  /^blog\.badge\./,
  /^home\.hero\.(?:qr\.caption|iphoneOnly)$/,
];

/** Whether a message gets a phrased copy. */
export const isPhrasedKey = (/** @type {string} */ key) => PHRASED_KEYS.some((pattern) => pattern.test(key));

/** Japanese or Chinese writing: a message with some gets a phrased copy, even one with no boundary to mark. */
export const WRITES_WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The phrase marker of a language that writes without spaces (Japanese, Simplified Chinese), or null: a function
 * that puts PHRASE_MARK between a text's phrases. A boundary is marked where BudouX ends a phrase and ICU's word
 * segmenter (Node's Intl.Segmenter, here at build time only) ends a word too: BudouX alone splits Latin words inside
 * Chinese (" e|cas|h") and some Chinese words ("下|载"), which ICU's dictionary keeps whole. None is marked next to
 * a space, where a line may break anyway.
 * @param {string} tag
 * @returns {((text: string) => string) | null}
 */
export function phraseMarker(tag) {
  const language = tag.toLowerCase();
  const parser =
    language === "ja" || language.startsWith("ja-")
      ? loadDefaultJapaneseParser()
      : language === "zh" || language === "zh-cn" || language === "zh-hans"
        ? loadDefaultSimplifiedChineseParser()
        : null;
  if (!parser) return null;
  const words = new Intl.Segmenter(tag, { granularity: "word" });
  return (text) => {
    const wordEnds = new Set([...words.segment(text)].map(({ index, segment }) => index + segment.length));
    let marked = "";
    let end = 0;
    for (const phrase of parser.parse(text)) {
      const boundary = end > 0 && wordEnds.has(end) && !/\s/u.test(text[end - 1] ?? "") && !/^\s/u.test(phrase);
      marked += boundary ? `${PHRASE_MARK}${phrase}` : phrase;
      end += phrase.length;
    }
    return marked;
  };
}
