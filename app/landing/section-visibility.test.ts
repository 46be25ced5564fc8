import { describe, expect, it } from "vitest";
import type { SectionId } from "../content/types";
import { pickActiveSection, visibleShare } from "./section-visibility";

/** A section of `height` px with `visibleHeight` px of it on screen. */
const section = (id: SectionId, visibleHeight: number, height: number) => ({ id, visibleHeight, height });

const VIEWPORT = 800;

describe("visibleShare", () => {
  it("is the visible part of a section no taller than the viewport", () => {
    expect(visibleShare(section("wallet", 480, 800), VIEWPORT)).toBe(0.6);
  });

  it("is the share of the viewport a taller section fills", () => {
    expect(visibleShare(section("faq", 800, 2000), VIEWPORT)).toBe(1);
    expect(visibleShare(section("faq", 400, 2000), VIEWPORT)).toBe(0.5);
  });

  it("is 0 for a section without height", () => {
    expect(visibleShare(section("faq", 0, 0), VIEWPORT)).toBe(0);
  });
});

describe("pickActiveSection", () => {
  it("picks the section that is at least 60 percent visible", () => {
    expect(pickActiveSection([section("hero", 320, 800), section("wallet", 480, 800)], VIEWPORT)).toBe("wallet");
  });

  it("keeps the current section while no section reaches 60 percent", () => {
    const halfway = [section("hero", 420, 800), section("wallet", 380, 800)] as const;
    expect(pickActiveSection(halfway, VIEWPORT, "wallet")).toBe("wallet");
    expect(pickActiveSection(halfway, VIEWPORT, "hero")).toBe("hero");
  });

  it("falls back to the most visible section when the current one is off screen", () => {
    const afterJump = [section("wallet", 0, 800), section("faq", 300, 1800)] as const;
    expect(pickActiveSection(afterJump, VIEWPORT, "wallet")).toBe("faq");
  });

  it("keeps the current section when nothing is on screen", () => {
    expect(pickActiveSection([section("faq", 0, 1800)], VIEWPORT, "faq")).toBe("faq");
    expect(pickActiveSection([section("faq", 0, 1800)], VIEWPORT)).toBeNull();
  });

  it("lets a section taller than the viewport become active", () => {
    expect(pickActiveSection([section("vpns", 200, 800), section("faq", 600, 1800)], VIEWPORT)).toBe("faq");
  });

  it("picks nothing from no sections", () => {
    expect(pickActiveSection([], VIEWPORT)).toBeNull();
  });
});
