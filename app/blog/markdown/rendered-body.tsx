import { MAX_RENDERED_CONTENT } from "./limits";

/** The part of the content that is rendered, and whether it was cut. */
export function boundedContent(content: string): { text: string; truncated: boolean } {
  const truncated = content.length > MAX_RENDERED_CONTENT;
  return { text: truncated ? content.slice(0, MAX_RENDERED_CONTENT) : content, truncated };
}

/** The page's own words in a body: what it says in the page's language, and that language (`lang`, `dir`). */
export interface BodyWords {
  plainText: string;
  codeBlock: (index: number) => string;
  table: (index: number) => string;
  lang: string;
  dir: "ltr" | "rtl";
}

const NOTE_CLASS = "text-sm text-muted";
/**
 * The plain-text note of a body the build rendered without the page's words (builder/blog/body-html.ts, once for every
 * language): an empty note, which `localizeBodyHtml` fills in the page's language.
 */
export const PLAIN_TEXT_NOTE_SLOT = `<p class="${NOTE_CLASS}" data-plain-text-note=""></p>`;

/** The text as written, escaped, one paragraph per blank-line-separated block, line breaks and spaces kept. */
export function PlainTextBody({ text, words }: { text: string; words?: BodyWords }) {
  const paragraphs = text.split(/\n[ \t]*\n/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <>
      <p className={NOTE_CLASS} data-plain-text-note="" lang={words?.lang} dir={words?.dir}>
        {words?.plainText}
      </p>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-wrap">
          {paragraph}
        </p>
      ))}
    </>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The markdown renderer's regions, as hast-util-to-html writes them: a code block or a table's scroll box, named in
 * English ("Code block 2", rehype-scroll-regions.ts). Only the renderer's own tags match: an author's text has its
 * "<" escaped, so it never opens one.
 */
const REGION = /(<(?:pre|div class="table-scroll") tabindex="0" role="region" aria-label=")(Code block|Table) (\d+)"/g;

/**
 * A body's HTML (the build's, or the markdown worker's) with the page's words in it: the regions' names and the
 * plain-text note in the page's language. The renderer itself knows no language: it runs once for all of them.
 */
export function localizeBodyHtml(html: string, words: BodyWords): string {
  const noted = html.startsWith(PLAIN_TEXT_NOTE_SLOT)
    ? `<p class="${NOTE_CLASS}" data-plain-text-note="" lang="${escapeHtml(words.lang)}" dir="${words.dir}">` +
      `${escapeHtml(words.plainText)}</p>${html.slice(PLAIN_TEXT_NOTE_SLOT.length)}`
    : html;
  return noted.replace(REGION, (_, start: string, kind: string, index: string) => {
    const label = kind === "Table" ? words.table(Number(index)) : words.codeBlock(Number(index));
    return `${start}${escapeHtml(label)}"`;
  });
}
