import { useEffect, useRef } from "react";
import type { SectionId } from "../content/types";
import { OBSERVER_THRESHOLDS, pickActiveSection, type SectionVisibility } from "./section-visibility";

/**
 * Watches the sections with one IntersectionObserver and reports the section that is at least
 * 60 % visible whenever that changes. `ids` and `onActive` must be stable.
 */
export function useSectionObserver(
  ids: readonly SectionId[],
  active: SectionId | null,
  onActive: (id: SectionId) => void,
): void {
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visibility = new Map<SectionId, SectionVisibility>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id as SectionId;
          visibility.set(id, {
            id,
            visibleHeight: entry.isIntersecting ? entry.intersectionRect.height : 0,
            height: entry.boundingClientRect.height,
          });
        }
        const viewportHeight = entries[0]?.rootBounds?.height ?? window.innerHeight;
        const next = pickActiveSection([...visibility.values()], viewportHeight, activeRef.current);
        if (next && next !== activeRef.current) {
          activeRef.current = next;
          onActive(next);
        }
      },
      { threshold: OBSERVER_THRESHOLDS },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids, onActive]);
}
