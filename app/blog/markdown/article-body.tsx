import { memo } from "react";
import "./article-body.css";
import { ArticleMarkdown } from "./article-markdown";
import { BodyHtml, boundedContent } from "./rendered-body";

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
