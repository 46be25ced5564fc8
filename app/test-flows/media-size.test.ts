import { describe, expect, it } from "vitest";
import { STEP_SHOT_SIZE, VIDEO_SIZE } from "./media-size";

describe("media sizes", () => {
  it("are the same in the classes as in the numbers", () => {
    expect(STEP_SHOT_SIZE.widthClass).toBe(`w-[${STEP_SHOT_SIZE.width}px]`);
    expect(STEP_SHOT_SIZE.sizeClass).toBe(`w-[${STEP_SHOT_SIZE.width}px] h-[${STEP_SHOT_SIZE.height}px]`);
    expect(VIDEO_SIZE.sizeClass).toBe(`w-[${VIDEO_SIZE.width}px] h-[${VIDEO_SIZE.height}px]`);
  });
});
