import { useEffect, useState, type RefObject } from "react";

/** Whether the element's content overflows it vertically (so it must be reachable by keyboard). */
export function useScrollable(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === "undefined") return;
    // The observer reports once on observe, then on every resize.
    const observer = new ResizeObserver(() => setScrollable(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);
  return active && scrollable;
}
