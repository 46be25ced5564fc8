import { useCallback, useState } from "react";

/**
 * Tracks whether an image failed to load. The pre-rendered page starts loading images before React
 * hydrates, so an error that already happened is read from the element when it is attached.
 */
export function useImageLoadFailed() {
  const [failed, setFailed] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img && hasFailed(img)) setFailed(true);
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  return { failed, ref, onError };
}

/** A finished image with no pixels is broken; an image still loading (or lazily waiting) is not complete. */
export function hasFailed(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && Boolean(img.getAttribute("src"));
}
