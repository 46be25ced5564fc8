/**
 * Resolves once the element with this id comes within one screen of the viewport, or at once when there is no such
 * element or the browser cannot tell.
 */
export function whenNear(id: string, margin = "100% 0px"): Promise<void> {
  return new Promise((resolve) => {
    const element = typeof document === "undefined" ? null : document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
