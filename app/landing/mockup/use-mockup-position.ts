import { useEffect, useState, type RefObject } from "react";
import { mockupPosition, trackHasEnded, type MockupPosition } from "./mockup-position";

/** Re-measures the track on scroll and resize (once per frame) and returns the mockup's position. */
export function useMockupPosition(
  trackRef: RefObject<HTMLElement | null>,
  activePositionType: MockupPosition | undefined,
): MockupPosition {
  const [trackEnded, setTrackEnded] = useState(false);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const track = trackRef.current;
      if (track) setTrackEnded(trackHasEnded(track.getBoundingClientRect().bottom, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [trackRef]);

  return mockupPosition(activePositionType, trackEnded);
}
