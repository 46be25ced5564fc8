import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown-to-hast";
import { localizeBodyHtml, PLAIN_TEXT_NOTE_SLOT, PlainTextBody, type BodyWords } from "./rendered-body";

const PERSIAN: BodyWords = {
  plainText: "این مقاله به صورت متن ساده نشان داده می‌شود.",
  codeBlock: (index) => `بلوک کد ${index}`,
  table: (index) => `جدول ${index}`,
  lang: "fa",
  dir: "rtl",
};

describe("localizeBodyHtml", () => {
  it("names the renderer's regions in the page's language", () => {
    const html = markdownToHtml("```\nx\n```\n\n| a |\n|---|\n| 1 |\n\n> ```\n> y\n> ```");
    const localized = localizeBodyHtml(html, PERSIAN);
    const labels = [...localized.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]);
    expect(labels).toEqual(["بلوک کد 1", "جدول 1", "بلوک کد 2"]);
    expect(localized.replace(/aria-label="[^"]*"/g, "")).toBe(html.replace(/aria-label="[^"]*"/g, ""));
  });

  it("leaves an author's text that reads like a region alone", () => {
    const html = markdownToHtml('A paragraph: <pre tabindex="0" role="region" aria-label="Code block 1">');
    expect(localizeBodyHtml(html, PERSIAN)).toBe(html);
    const code = markdownToHtml('```\n<pre tabindex="0" role="region" aria-label="Table 7">\n```');
    expect(localizeBodyHtml(code, PERSIAN)).toContain('&#x3C;pre tabindex="0" role="region" aria-label="Table 7">');
  });

  it("fills in the build's plain-text note, in the page's language and direction, escaped", () => {
    const html = renderToStaticMarkup(<PlainTextBody text={"<b>one</b>\n\ntwo"} />);
    expect(html.startsWith(PLAIN_TEXT_NOTE_SLOT)).toBe(true);
    const localized = localizeBodyHtml(html, { ...PERSIAN, plainText: "a <note> & more" });
    expect(localized).toBe(
      '<p class="text-sm text-muted" data-plain-text-note="" lang="fa" dir="rtl">a &lt;note&gt; &amp; more</p>' +
        html.slice(PLAIN_TEXT_NOTE_SLOT.length),
    );
  });

  it("writes the note as the browser's own plain text does", () => {
    const inPage = renderToStaticMarkup(<PlainTextBody text="one" words={PERSIAN} />);
    const built = localizeBodyHtml(renderToStaticMarkup(<PlainTextBody text="one" />), PERSIAN);
    expect(built).toBe(inPage);
  });
});
