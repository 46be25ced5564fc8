/**
 * Shown while an article's body is being rendered in the browser. It holds a screen's height, as the body will:
 * what follows the body (the actions, the discussion, which loads once it nears the screen) stays below the fold
 * meanwhile instead of starting its work while the page is still loading.
 */
export function RenderingBody() {
  return (
    <div className="article-body">
      <p className="min-h-dvh text-muted">Rendering the article…</p>
    </div>
  );
}
