import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MARKDOWN_DEADLINE_MS } from "./limits";
import { markdownToHast } from "./markdown-to-hast";
import { boundedContent, RenderedBody } from "./rendered-body";
import { runWithDeadline } from "./run-with-deadline.server";

/**
 * An article body as HTML for a pre-rendered page, as the browser would show it: the markdown parsed under the
 * same deadline as in the browser's worker, else plain text (`onPlainText` hears why). Never hangs, never throws.
 */
export function renderBodyHtml(content: string, onPlainText?: (reason: string) => void): string {
  const { text, truncated } = boundedContent(content);
  try {
    const tree = runWithDeadline(() => markdownToHast(text), MARKDOWN_DEADLINE_MS);
    return renderToStaticMarkup(createElement(RenderedBody, { tree, text, truncated }));
  } catch (error) {
    onPlainText?.(error instanceof Error ? error.message : String(error));
    return renderToStaticMarkup(createElement(RenderedBody, { tree: undefined, text, truncated }));
  }
}
