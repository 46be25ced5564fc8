import { useEffect } from "react";

/** Locks page scroll while `locked`, and puts the reader back where they were on release. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const scrollY = window.scrollY;
    const { style } = document.body;
    const previous = { position: style.position, top: style.top, width: style.width, overflow: style.overflow };
    style.position = "fixed";
    style.top = `-${scrollY}px`;
    style.width = "100%";
    style.overflow = "hidden";
    return () => {
      Object.assign(style, previous);
      window.scrollTo({ top: scrollY, behavior: "instant" });
    };
  }, [locked]);
}
