import { describe, expect, it } from "vitest";
import { toArticle } from "./article";
import { articleMeta } from "./meta";
import { fakeEvent } from "../../../tests/fixtures/test-events";

/** An article with these tags (name -> value) and the body "Body". */
const article = (tags: Record<string, string>) =>
  toArticle(fakeEvent({ kind: 30023, tags: [["d", "x"], ...Object.entries(tags)], content: "Body" }));
const find = (meta: ReturnType<typeof articleMeta>, key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe("articleMeta", () => {
  it("sets title, description, canonical URL, share tags and Article JSON-LD", () => {
    const meta = articleMeta(
      "hello",
      article({ title: "Hello", summary: "About ecash", image: "https://x.example/c.png" }),
    );
    expect(meta).toContainEqual({ title: "Hello | Ember" });
    expect(find(meta, "name", "description")?.content).toBe("About ecash");
    expect(find(meta, "rel", "canonical")?.href).toBe("https://ember.cash/blog/hello");
    expect(find(meta, "property", "og:image")?.content).toBe("https://x.example/c.png");
    expect(find(meta, "property", "og:type")?.content).toBe("article");
    expect(find(meta, "rel", "alternate")?.href).toBe("/blog/feed.xml");
    const ld = meta.find((m) => "script:ld+json" in m) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"]).toMatchObject({ "@type": "Article", headline: "Hello", description: "About ecash" });
  });

  it("uses the site's share image unless the cover is an absolute https URL", () => {
    const meta = articleMeta("x", article({ title: "X", image: "http://x.example/c.png" }));
    expect(find(meta, "property", "og:image")?.content).toBe("https://ember.cash/og-image.png");
  });

  it("clips very long titles in <title>", () => {
    const meta = articleMeta("x", article({ title: "word ".repeat(100) }));
    const title = (meta.find((m) => "title" in m) as { title: string }).title;
    expect(title.length).toBeLessThan(90);
  });

  it("falls back to generic tags before the article is known", () => {
    expect(articleMeta("some-slug", undefined)).toContainEqual({ title: "Article | Ember" });
  });

  it("keeps a title of exactly the limit whole and clips a longer one with an ellipsis", () => {
    const title = (text: string) =>
      (articleMeta("x", article({ title: text })).find((m) => "title" in m) as { title: string }).title;
    expect(title("a".repeat(70))).toBe(`${"a".repeat(70)} | Ember`);
    expect(title("a".repeat(71))).toBe(`${"a".repeat(69)}… | Ember`);
  });
});
