import { describe, expect, it } from "vitest";
import { slugify } from "../blog/slug";
import { samplePost } from "./sample-post";

describe("the static sample post", () => {
  it("is the spec's progress report of Feb 8, 2025, with empty content", () => {
    expect(samplePost.date).toBe("2025-02-08");
    expect(samplePost.title).toMatch(/progress report/i);
    expect(samplePost.content).toBe("");
  });

  it("has the slug its title gives (docs/product.md)", () => {
    expect(samplePost.slug).toBe(slugify(samplePost.title));
  });
});
