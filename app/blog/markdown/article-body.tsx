import { lazy, memo, Suspense } from "react";
import "./article-body.css";
import { BodyHtml, boundedContent } from "./rendered-body";
import { RenderingBody } from "./rendering-note";

const loadMarkdown = () => import("./article-markdown");
const ArticleMarkdown = lazy(() => loadMarkdown().then((module) => ({ default: module.ArticleMarkdown })));

/** Starts loading the markdown renderer ahead of need (a card about to be opened). */
export function preloadArticleMarkdown(): void {
  void loadMarkdown().catch(() => {}); // a failed load is retried when the body renders
}

/** Starts the renderer and its worker: an article that will render in the browser, still on its way from the relays. */
export function startArticleMarkdown(): void {
  void loadMarkdown().then(
    (module) => module.warmUpMarkdown(),
    () => {},
  );
}

/**
 * The article body. A pre-rendered article comes with its body already rendered (at build time, by the same
 * pipeline under the same deadline), so the page hydrates without the markdown renderer; any other article
 * loads the renderer first, which turns the markdown into HTML in a worker. Content past the cap is cut, with a
 * note.
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
      {prerenderedHtml !== undefined ? (
        <BodyHtml html={prerenderedHtml} />
      ) : (
        <Suspense fallback={<RenderingBody />}>
          <ArticleMarkdown text={text} />
        </Suspense>
      )}
      {truncated && <p className="mt-6 text-muted">This article is too long to show in full here.</p>}
    </>
  );
});
