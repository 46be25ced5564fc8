import { describe, expect, it } from "vitest";
import { advanceOffset, loopWidth, revealOffset } from "./carousel-motion";

describe("advanceOffset", () => {
  it("moves 0.5 px per 16 ms", () => {
    expect(advanceOffset(0, 16, 848)).toBe(0.5);
    expect(advanceOffset(10, 1000, 848)).toBeCloseTo(10 + 31.25);
  });

  it("scales with the real time between frames", () => {
    expect(advanceOffset(0, 32, 848)).toBe(1);
    expect(advanceOffset(0, 8, 848)).toBe(0.25);
  });

  it("wraps after one copy of the list", () => {
    expect(advanceOffset(847.75, 16, 848)).toBeCloseTo(0.25);
  });

  it("never moves backwards and stays put without items", () => {
    expect(advanceOffset(5, -100, 848)).toBe(5);
    expect(advanceOffset(5, 16, 0)).toBe(0);
  });
});

describe("loopWidth", () => {
  it("is one item step per partner", () => {
    expect(loopWidth(8)).toBe(848);
  });
});

describe("revealOffset", () => {
  it("keeps the offset when the item is already visible", () => {
    expect(revealOffset(1, 0, 375)).toBe(0);
  });

  it("centres an item that is off the right edge", () => {
    expect(revealOffset(7, 0, 375)).toBe(7 * 106 - (375 - 106) / 2);
  });

  it("brings back an item scrolled off the left edge, never past the start", () => {
    expect(revealOffset(0, 300, 375)).toBe(0);
  });
});
