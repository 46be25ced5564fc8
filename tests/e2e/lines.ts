// How the browser broke a block's text into lines, read from the boxes of its characters (Range.getClientRects):
// for the typography checks (tests/e2e/typography.spec.ts).
import type { Locator } from "@playwright/test";

/**
 * The text of each line an element's text is laid out in, in order. A character starts a new line when its box
 * starts below the middle of the line before: consecutive lines of tight headings overlap in their glyphs' boxes.
 * Characters with no box (collapsed spaces) stay on the line they follow.
 */
export function lineTexts(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; bottom: number; text: string }[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; ) {
        const size = node.data.codePointAt(i)! > 0xffff ? 2 : 1;
        const char = node.data.slice(i, i + size);
        range.setStart(node, i);
        range.setEnd(node, i + size);
        i += size;
        const box = [...range.getClientRects()].find((rect) => rect.width > 0);
        const last = lines.at(-1);
        if (box && (!last || box.top >= (last.top + last.bottom) / 2)) {
          lines.push({ top: box.top, bottom: box.bottom, text: char });
        } else if (last) {
          last.text += char;
        }
      }
    }
    return lines.map((line) => line.text.replace(/\s+/g, " ").trim()).filter((text) => text !== "");
  });
}

/** Characters no Japanese or Chinese line may start with: the prolonged-sound mark, small kana, closing marks. */
export const NO_LINE_START =
  /^[ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ、。，．・：；！？）」』】〕〉》〙〗]/u;
