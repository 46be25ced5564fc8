import { describe, expect, it } from "vitest";
import { mockupPosition, splitTrack, trackHasEnded } from "./mockup-position";

describe("trackHasEnded", () => {
  it("is false while the track reaches below the viewport", () => {
    expect(trackHasEnded(1200, 800)).toBe(false);
    expect(trackHasEnded(800.5, 800)).toBe(false);
  });

  it("is true once the end of the track is at or above the bottom of the viewport", () => {
    expect(trackHasEnded(800, 800)).toBe(true);
    expect(trackHasEnded(-300, 800)).toBe(true);
  });
});

describe("mockupPosition", () => {
  it("floats over the track", () => {
    expect(mockupPosition("fixed", false)).toBe("fixed");
  });

  it("parks at the end of the track so it never covers what follows", () => {
    expect(mockupPosition("fixed", true)).toBe("absolute");
  });

  it("is absolute whenever the active section asks for it", () => {
    expect(mockupPosition("absolute", false)).toBe("absolute");
  });

  it("floats before any section is active", () => {
    expect(mockupPosition(undefined, false)).toBe("fixed");
  });
});

describe("splitTrack", () => {
  it("splits at the first parked section", () => {
    const a = { positionType: "fixed" as const, n: 1 };
    const b = { positionType: "fixed" as const, n: 2 };
    const c = { positionType: "absolute" as const, n: 3 };
    expect(splitTrack([a, b, c])).toEqual([[a, b], [c]]);
    expect(splitTrack([a, b])).toEqual([[a, b], []]);
    expect(splitTrack([c, a])).toEqual([[], [c, a]]);
  });
});
