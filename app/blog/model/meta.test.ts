import { describe, expect, it } from "vitest";
import { toArticle } from "./article";
import { articleMeta as metaIn, blogListMeta, listingMeta } from "./meta";
import { fakeEvent } from "../../../tests/fixtures/test-events";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locales";
import { translator } from "../../i18n/messages";

const ENGLISH = { locale: DEFAULT_LOCALE, t: translator(DEFAULT_LOCALE) };
const SPANISH = { locale: LOCALES.find((locale) => locale.tag === "es")!, t: translator(LOCALES[1]!) };
/** The meta of an article's English page. */
const articleMeta = (slug: string, found: Parameters<typeof metaIn>[1]) => metaIn(slug, found, undefined, ENGLISH);

/** An article with these tags (name -> value) and the body "Body". */
const article = (tags: Record<string, string>) =>
  toArticle(fakeEvent({ kind: 30023, tags: [["d", "x"], ...Object.entries(tags)], content: "Body" }));
const find = (meta: ReturnType<typeof metaIn>, key: string, value: string) =>
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
    expect(find(meta, "property", "og:type")?.content).toBe("article");
    expect(find(meta, "rel", "alternate")?.href).toBe("/blog/feed.xml");
    const ld = meta.find((m) => "script:ld+json" in m) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"]).toMatchObject({ "@type": "Article", headline: "Hello", description: "About ecash" });
  });

  it("names the article's own card at its English address, with its title, author and the build's cover copy", () => {
    const found = article({ title: "Hello", image: "https://x.example/c.png" });
    const meta = metaIn("hello", found, undefined, SPANISH, "/blog-images/c-960.webp");
    const image = find(meta, "property", "og:image");
    expect(image).toEqual({
      property: "og:image",
      content: "https://ember.cash/blog/hello/share.jpg",
      "data-card-title": "Hello",
      "data-card-text": expect.stringMatching(/npub1/),
      "data-card-cover": "/blog-images/c-960.webp",
    });
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "property", "og:image:alt")?.content).toMatch(/^«Hello», de .*npub1.*, en el blog de Ember$/);
    // The JSON-LD still names the cover itself.
    const ld = meta.find((m) => "script:ld+json" in m) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"]).toMatchObject({ image: "https://x.example/c.png" });
  });

  it("names the site's share image before the article is known: no card is drawn for it", () => {
    const meta = articleMeta("x", undefined);
    expect(find(meta, "property", "og:image")?.content).toBe("https://ember.cash/og-image.png");
  });

  it("clips very long titles in <title>", () => {
    const meta = articleMeta("x", article({ title: "word ".repeat(100) }));
    const title = (meta.find((m) => "title" in m) as { title: string }).title;
    expect(title.length).toBeLessThan(90);
  });

  it.each([
    ["empty", ""],
    ["blank", " \n\t "],
  ])("still gives an article with an %s body and no summary its title and a description", (_, content) => {
    const meta = articleMeta("x", toArticle(fakeEvent({ kind: 30023, tags: [["title", "Quiet"]], content })));
    expect(meta).toContainEqual({ title: "Quiet | Ember" });
    expect(find(meta, "name", "description")?.content).toBe("An article on the Ember blog.");
    expect(find(meta, "property", "og:description")?.content).toBe("An article on the Ember blog.");
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

describe("the blog's meta in the page's language", () => {
  it("keeps an article's one English address, with the page's Open Graph locale", () => {
    const meta = metaIn("hello", article({ title: "Hello" }), undefined, SPANISH);
    expect(find(meta, "rel", "canonical")?.href).toBe("https://ember.cash/blog/hello");
    expect(find(meta, "property", "og:locale")?.content).toBe("es_ES");
    expect(meta.some((m) => (m as Record<string, unknown>).hrefLang !== undefined)).toBe(false);
  });

  it("names the language of an article labelled with NIP-32 in its JSON-LD", () => {
    const labelled = toArticle(
      fakeEvent({
        kind: 30023,
        tags: [
          ["d", "x"],
          ["title", "Hola"],
          ["l", "es", "ISO-639-1"],
        ],
        content: "Cuerpo",
      }),
    );
    const ld = metaIn("x", labelled, undefined, SPANISH).find((m) => "script:ld+json" in m) as {
      "script:ld+json": Record<string, unknown>;
    };
    expect(ld["script:ld+json"].inLanguage).toBe("es");
  });

  it("says an untitled article's title in the page's words", () => {
    const untitled = toArticle(fakeEvent({ kind: 30023, tags: [["d", "x"]], content: "Body" }));
    expect(metaIn("x", untitled, undefined, ENGLISH)).toContainEqual({ title: "Untitled Article | Ember" });
  });

  it("gives the listings their address in the page's language, and every language's", () => {
    const english = blogListMeta(ENGLISH);
    expect(english).toContainEqual({ title: "Blog | Ember" });
    expect(find(english, "rel", "canonical")?.href).toBe("https://ember.cash/blog");
    const spanish = blogListMeta(SPANISH);
    expect(find(spanish, "rel", "canonical")?.href).toBe("https://ember.cash/es/blog");
    expect(find(spanish, "hrefLang", "x-default")?.href).toBe("https://ember.cash/blog");
    const older = listingMeta({ title: "Blog, page 2", description: "Older", path: "/blog/page/2", ...SPANISH });
    expect(find(older, "rel", "canonical")?.href).toBe("https://ember.cash/es/blog/page/2");
    expect(find(older, "type", "application/rss+xml")?.href).toBe("/blog/feed.xml");
  });
});
