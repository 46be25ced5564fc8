import { lazy, memo, Suspense } from "react";
import "./article-body.css";
import { RenderingNote } from "./rendering-note";

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
 * loads the renderer first, which parses the markdown in a worker.
 */
export const ArticleBody = memo(function ArticleBody({
  content,
  prerenderedHtml,
}: {
  content: string;
  prerenderedHtml?: string;
}) {
  if (prerenderedHtml !== undefined) {
    // Trusted: our own renderer's output for this very article (no raw HTML, filtered URLs), as on the page.
    return <div className="article-body" dangerouslySetInnerHTML={{ __html: prerenderedHtml }} />;
  }
  return (
    <div className="article-body">
      <Suspense fallback={<RenderingNote />}>
        <ArticleMarkdown content={content} />
      </Suspense>
    </div>
  );
});
