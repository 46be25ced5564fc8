// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { hasFailed } from "./use-load-failed";

function image(src: string | null, complete: boolean, naturalWidth: number): HTMLImageElement {
  const img = document.createElement("img");
  if (src !== null) img.setAttribute("src", src);
  Object.defineProperty(img, "complete", { value: complete });
  Object.defineProperty(img, "naturalWidth", { value: naturalWidth });
  return img;
}

describe("hasFailed", () => {
  it("is true for a finished image without pixels", () => {
    expect(hasFailed(image("/flows/a-step_1.png", true, 0))).toBe(true);
  });

  it("is false for a loaded image, one still loading, and one without a source", () => {
    expect(hasFailed(image("/flows/a-step_1.png", true, 360))).toBe(false);
    expect(hasFailed(image("/flows/a-step_1.png", false, 0))).toBe(false);
    expect(hasFailed(image(null, true, 0))).toBe(false);
  });
});
