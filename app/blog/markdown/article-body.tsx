import { memo } from "react";
import "./article-body.css";
import { ArticleMarkdown } from "./article-markdown";
import { warmUpMarkdown } from "./markdown-client";
import { BodyHtml, boundedContent } from "./rendered-body";

/**
 * Starts the markdown worker ahead of need: an article that will render in the browser, still on its way from
 * the relays (a card opened, the SPA fallback). The worker downloads while the article does.
 */
export function startArticleMarkdown(): void {
  warmUpMarkdown();
}

/**
 * The article body. A pre-rendered article comes with its body already rendered (at build time, by the same
 * pipeline under the same deadline), so the page hydrates without starting the markdown worker; any other
 * article is turned into HTML in that worker. Content past the cap is cut, with a note.
 */
export const ArticleBody = memo(function ArticleBody({
  content,
  prerenderedHtml,
}: {
  content: string;
  prerenderedHtml?: string;
}) {
  const { text, truncated } = boundedContent(content);
  return (
    <>
      {prerenderedHtml !== undefined ? <BodyHtml html={prerenderedHtml} /> : <ArticleMarkdown text={text} />}
      {truncated && <p className="mt-6 text-muted">This article is too long to show in full here.</p>}
    </>
  );
});
