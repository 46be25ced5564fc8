import { useEffect, type RefObject } from "react";
import { advanceOffset, loopWidth, revealOffset } from "./carousel-motion";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Moves `track` left inside `viewport` with requestAnimationFrame, at the carousel's speed, while
 * the strip is on screen and neither hovered nor focused; stands still under reduced motion.
 * A focused logo is brought into view. Runs outside React state: nothing re-renders per frame.
 */
export function useCarouselMotion(
  viewportRef: RefObject<HTMLElement | null>,
  trackRef: RefObject<HTMLElement | null>,
  itemCount: number,
): void {
  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!viewport || !track) return;
    const loop = loopWidth(itemCount);
    const reducedMotion = window.matchMedia(REDUCED_MOTION);
    let offset = 0;
    let lastTime: number | null = null;
    let frame = 0;
    let hovered = false;
    let focused = false;
    let onScreen = false;

    const paint = () => {
      track.style.transform = reducedMotion.matches ? "" : `translate3d(${-offset}px, 0, 0)`;
    };
    const tick = (now: number) => {
      if (lastTime !== null) offset = advanceOffset(offset, now - lastTime, loop);
      lastTime = now;
      paint();
      frame = requestAnimationFrame(tick);
    };
    const update = () => {
      const running = onScreen && !hovered && !focused && !reducedMotion.matches;
      if (running && !frame) {
        lastTime = null;
        frame = requestAnimationFrame(tick);
      } else if (!running && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
      paint();
    };

    const onEnter = () => {
      hovered = true;
      update();
    };
    const onLeave = () => {
      hovered = false;
      update();
    };
    const onFocusIn = (event: FocusEvent) => {
      focused = true;
      const item = (event.target as Element).closest<HTMLElement>("[data-index]");
      if (item && !reducedMotion.matches)
        offset = revealOffset(Number(item.dataset.index), offset, viewport.clientWidth);
      update();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (viewport.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      update();
    };
    // Focusing a logo may scroll the clipped strip natively; the transform alone positions it.
    const onScroll = () => {
      if (viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
    };
    const visibility = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false;
      update();
    });

    // One signal removes every listener below when the effect ends.
    const listening = new AbortController();
    const { signal } = listening;
    viewport.addEventListener("mouseenter", onEnter, { signal });
    viewport.addEventListener("mouseleave", onLeave, { signal });
    viewport.addEventListener("focusin", onFocusIn, { signal });
    viewport.addEventListener("focusout", onFocusOut, { signal });
    viewport.addEventListener("scroll", onScroll, { signal });
    reducedMotion.addEventListener("change", update, { signal });
    visibility.observe(viewport);
    return () => {
      cancelAnimationFrame(frame);
      visibility.disconnect();
      listening.abort();
    };
  }, [viewportRef, trackRef, itemCount]);
}
