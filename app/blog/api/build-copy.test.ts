import { describe, expect, it, vi } from "vitest";
import { buildCopyUrl, fetchBuildCopy } from "./build-copy";

/**
 * `{ "routes/blog-article": { data: { article: { slug, title }, builtAt: 5 } } }` as React Router's turbo-stream
 * writes a pre-rendered page's `.data` file: one flat array, objects as `{ "_key index": value index }`.
 */
const dataFile = (slug: string, route = "routes/blog-article") =>
  JSON.stringify([
    { _1: 2 },
    route,
    { _3: 4 },
    "data",
    { _5: 6, _9: 10 },
    "article",
    { _7: 8, _11: 12 },
    "slug",
    slug,
    "builtAt",
    5,
    "title",
    "Notes on Fees",
  ]) + "\n";

const answer =
  (body: string, init: ResponseInit = {}) =>
  async () =>
    new Response(body, init);

describe("fetchBuildCopy", () => {
  it("reads the English page's data file of the article", async () => {
    const request = vi.fn(answer(dataFile("notes-on-fees")));
    expect(await fetchBuildCopy("notes-on-fees", request)).toEqual({
      article: { slug: "notes-on-fees", title: "Notes on Fees" },
      builtAt: 5,
    });
    expect(request).toHaveBeenCalledWith("/blog/notes-on-fees.data", { signal: undefined });
  });

  it("names the file by the slug percent-encoded, as hosts decode it", () => {
    expect(buildCopyUrl("café-notes")).toBe("/blog/caf%C3%A9-notes.data");
  });

  it("is null for an article published after the build: the SPA fallback's HTML, a 404, nothing", async () => {
    const html = "<!DOCTYPE html><html><body>Loading...</body></html>";
    expect(await fetchBuildCopy("later", answer(html, { headers: { "content-type": "text/html" } }))).toBeNull();
    expect(await fetchBuildCopy("later", answer(html))).toBeNull();
    expect(await fetchBuildCopy("later", answer("Not Found", { status: 404 }))).toBeNull();
    expect(await fetchBuildCopy("later", answer(""))).toBeNull();
    expect(
      await fetchBuildCopy("later", async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).toBeNull();
  });

  it("is null for data that is not this article's page", async () => {
    expect(await fetchBuildCopy("notes-on-fees", answer(dataFile("another-article")))).toBeNull();
    expect(await fetchBuildCopy("notes-on-fees", answer(dataFile("notes-on-fees", "routes/blog-listing")))).toBeNull();
    expect(await fetchBuildCopy("notes-on-fees", answer("[1]\n"))).toBeNull();
  });
});
