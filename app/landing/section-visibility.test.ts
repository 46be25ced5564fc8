import { describe, expect, it } from "vitest";
import { pickActiveSection, visibleShare } from "./section-visibility";

const VIEWPORT = 800;

describe("visibleShare", () => {
  it("is the visible part of a section no taller than the viewport", () => {
    expect(visibleShare({ id: "wallet", visibleHeight: 480, height: 800 }, VIEWPORT)).toBe(0.6);
  });

  it("is the share of the viewport a taller section fills", () => {
    expect(visibleShare({ id: "faq", visibleHeight: 800, height: 2000 }, VIEWPORT)).toBe(1);
    expect(visibleShare({ id: "faq", visibleHeight: 400, height: 2000 }, VIEWPORT)).toBe(0.5);
  });

  it("is 0 for a section without height", () => {
    expect(visibleShare({ id: "faq", visibleHeight: 0, height: 0 }, VIEWPORT)).toBe(0);
  });
});

describe("pickActiveSection", () => {
  it("picks the section that is at least 60 percent visible", () => {
    expect(
      pickActiveSection(
        [
          { id: "hero", visibleHeight: 320, height: 800 },
          { id: "wallet", visibleHeight: 480, height: 800 },
        ],
        VIEWPORT,
      ),
    ).toBe("wallet");
  });

  it("keeps the current section while no section reaches 60 percent", () => {
    const halfway = [
      { id: "hero", visibleHeight: 420, height: 800 },
      { id: "wallet", visibleHeight: 380, height: 800 },
    ] as const;
    expect(pickActiveSection(halfway, VIEWPORT, "wallet")).toBe("wallet");
    expect(pickActiveSection(halfway, VIEWPORT, "hero")).toBe("hero");
  });

  it("falls back to the most visible section when the current one is off screen", () => {
    const afterJump = [
      { id: "wallet", visibleHeight: 0, height: 800 },
      { id: "faq", visibleHeight: 300, height: 1800 },
    ] as const;
    expect(pickActiveSection(afterJump, VIEWPORT, "wallet")).toBe("faq");
  });

  it("keeps the current section when nothing is on screen", () => {
    expect(pickActiveSection([{ id: "faq", visibleHeight: 0, height: 1800 }], VIEWPORT, "faq")).toBe("faq");
    expect(pickActiveSection([{ id: "faq", visibleHeight: 0, height: 1800 }], VIEWPORT)).toBeNull();
  });

  it("lets a section taller than the viewport become active", () => {
    expect(
      pickActiveSection(
        [
          { id: "vpns", visibleHeight: 200, height: 800 },
          { id: "faq", visibleHeight: 600, height: 1800 },
        ],
        VIEWPORT,
      ),
    ).toBe("faq");
  });

  it("picks nothing from no sections", () => {
    expect(pickActiveSection([], VIEWPORT)).toBeNull();
  });
});
