import { describe, expect, it } from "vitest";
import { mediaHost } from "./media-host";

describe("mediaHost", () => {
  it("is undefined for media shipped with the site", () => {
    expect(mediaHost("/flows", "https://ember.cash")).toBeUndefined();
    expect(mediaHost("https://ember.cash/media", "https://ember.cash")).toBeUndefined();
  });

  it("names the other host the media come from", () => {
    expect(mediaHost("https://raw.githubusercontent.com/o/r/main/test-flows", "https://ember.cash")).toBe(
      "raw.githubusercontent.com",
    );
  });
});
