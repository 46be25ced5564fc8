import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long to wait for the target of a hash to appear (pages render after navigation). */
const HASH_TARGET_WAIT_MS = 2000;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to the element named by the URL hash, smoothly (instantly under reduced motion),
 * once per navigation: re-renders never jump again. A new page without a hash starts at the top. On the
 * document load itself the browser's own scroll to a pre-rendered target stands.
 */
export function useHashScroll(): void {
  const location = useLocation();
  const handledKey = useRef<string | null>(null);
  const lastPathname = useRef(location.pathname);
  const documentLoad = useRef(true);

  useEffect(() => {
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    const firstRun = documentLoad.current;
    documentLoad.current = false;

    const pathnameChanged = lastPathname.current !== location.pathname;
    lastPathname.current = location.pathname;

    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) {
      if (pathnameChanged) window.scrollTo({ top: 0, behavior: "instant" });
      return;
    }

    // A page loaded with a hash whose target was pre-rendered: the browser has already scrolled to it
    // (before this code ran), and the reader may have scrolled on since; scrolling again would fight them.
    if (firstRun && document.getElementById(id)) return;

    const deadline = performance.now() + HASH_TARGET_WAIT_MS;
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" });
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash, location.pathname]);
}
