import type { Section } from "../../content/types";

export type MockupPosition = Section["positionType"];

/**
 * Whether the end of the track (the sections the mockup floats over) has risen into the viewport.
 * From then on a fixed mockup would cover the section after the track (the FAQ).
 */
export function trackHasEnded(trackBottom: number, viewportHeight: number): boolean {
  return trackBottom <= viewportHeight;
}

/**
 * Where the desktop phone mockup sits. It floats (fixed) over the sections whose positionType is
 * "fixed", which come first on the page, and is parked (absolute) at the end of the track once
 * the track ends or a section asking for "absolute" is active: it then scrolls away with the
 * track. At the switch both placements coincide, so the mockup does not jump.
 */
export function mockupPosition(activePositionType: MockupPosition | undefined, trackEnded: boolean): MockupPosition {
  return activePositionType === "absolute" || trackEnded ? "absolute" : "fixed";
}

/** The leading run of sections over which the mockup floats; the rest come after the track. */
export function splitTrack<T extends Pick<Section, "positionType">>(sections: readonly T[]): [T[], T[]] {
  const firstParked = sections.findIndex((section) => section.positionType === "absolute");
  if (firstParked === -1) return [[...sections], []];
  return [sections.slice(0, firstParked), sections.slice(firstParked)];
}
