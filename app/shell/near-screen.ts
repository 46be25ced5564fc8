/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport (a CSS margin, as IntersectionObserver
 * reads it), or at once when there is no element or the browser cannot tell. Returns a function that stops
 * watching. For code that loads or works only for what a visitor is about to see (the discussion).
 */
export function onNearScreen(element: Element | null, margin: string, onNear: () => void): () => void {
  if (!element || typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
