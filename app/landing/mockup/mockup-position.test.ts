import { describe, expect, it } from "vitest";
import { mockupPosition, splitTrack } from "./mockup-position";

describe("mockupPosition", () => {
  it("stays fixed while the track reaches below the viewport", () => {
    expect(mockupPosition("fixed", 1200, 800)).toBe("fixed");
  });

  it("parks once the end of the track rises into the viewport", () => {
    expect(mockupPosition("fixed", 800, 800)).toBe("absolute");
    expect(mockupPosition("fixed", 500, 800)).toBe("absolute");
  });

  it("is absolute whenever the active section asks for it", () => {
    expect(mockupPosition("absolute", 5000, 800)).toBe("absolute");
  });

  it("is fixed before any section is active", () => {
    expect(mockupPosition(undefined, 5000, 800)).toBe("fixed");
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
