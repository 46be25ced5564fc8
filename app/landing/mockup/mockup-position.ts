import type { Section } from "../../content/types";

export type MockupPosition = Section["positionType"];

/**
 * Where the desktop phone mockup sits. It floats (fixed) over the sections whose positionType is
 * "fixed", which come first on the page; once the bottom of those sections (the "track") rises
 * above the bottom of the viewport, staying fixed would cover the next section (the FAQ), so it
 * is parked (absolute) at the end of the track and scrolls away with it. At the switch both
 * placements coincide, so the mockup does not jump.
 */
export function mockupPosition(
  activePositionType: MockupPosition | undefined,
  trackBottom: number,
  viewportHeight: number,
): MockupPosition {
  if (activePositionType === "absolute") return "absolute";
  return trackBottom <= viewportHeight ? "absolute" : "fixed";
}

/** The leading run of sections over which the mockup floats; the rest come after the track. */
export function splitTrack<T extends Pick<Section, "positionType">>(sections: readonly T[]): [T[], T[]] {
  const firstParked = sections.findIndex((section) => section.positionType === "absolute");
  if (firstParked === -1) return [[...sections], []];
  return [sections.slice(0, firstParked), sections.slice(firstParked)];
}
