/** Shown while an article's body is being rendered in the browser. */
export function RenderingNote() {
  return <p className="text-muted">Rendering the article…</p>;
}
