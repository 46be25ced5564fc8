import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MARKDOWN_DEADLINE_MS } from "../../app/blog/markdown/limits";
import { markdownToHtml } from "../../app/blog/markdown/markdown-to-hast";
import { boundedContent, PlainTextBody } from "../../app/blog/markdown/rendered-body";
import { runWithDeadline } from "./run-with-deadline";

/**
 * An article body as HTML for a pre-rendered page, as the browser would show it: the markdown turned into HTML
 * under the same deadline as in the browser's worker, else plain text (`onPlainText` hears why). Content past
 * the cap is left out (the page adds the note). Never hangs, never throws.
 */
export function renderBodyHtml(content: string, onPlainText?: (reason: string) => void): string {
  const { text } = boundedContent(content);
  try {
    return runWithDeadline(() => markdownToHtml(text), MARKDOWN_DEADLINE_MS);
  } catch (error) {
    onPlainText?.(error instanceof Error ? error.message : String(error));
    return renderToStaticMarkup(createElement(PlainTextBody, { text }));
  }
}
