import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_STORE_URL, PRODUCT_NAME, SITE_URL } from "./config";
import { DEFAULT_LOCALE, LOCALES } from "./i18n/locales";
import { translator } from "./i18n/messages";
import { DEFAULT_SHARE_IMAGE, mobileApplicationLd, pageCard, pageMeta, shareCardPath, siteMeta } from "./seo";

const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("pageMeta", () => {
  it("gives the page its own canonical URL and share tags on the site URL", () => {
    const meta = pageMeta({ title: "Blog | Ember", description: "Articles.", path: "/blog" });
    expect(find(meta, "rel", "canonical")?.href).toBe(`${SITE_URL}/blog`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${SITE_URL}/blog`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${SITE_URL}/og-image.png`);
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("describes the default share image's size and content, but not an article's own image", () => {
    const meta = pageMeta({ title: "t", description: "d", path: "/" });
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "property", "og:image:alt")?.content).toContain(PRODUCT_NAME);
    const article = pageMeta({ title: "t", description: "d", path: "/blog/a", image: "https://img.example/a.webp" });
    expect(find(article, "property", "og:image")?.content).toBe("https://img.example/a.webp");
    expect(find(article, "property", "og:image:width")).toBeUndefined();
  });
});

describe("a page's own card", () => {
  const ja = LOCALES.find((locale) => locale.tag === "ja")!;
  const ar = LOCALES.find((locale) => locale.tag === "ar")!;

  it("is share.jpg beside the page, in its language's folder", () => {
    expect(shareCardPath("/", DEFAULT_LOCALE)).toBe("/share.jpg");
    expect(shareCardPath("/", ja)).toBe("/ja/share.jpg");
    expect(shareCardPath("/blog/tag/privacy/2", ar)).toBe("/ar/blog/tag/privacy/2/share.jpg");
  });

  it("names the card, its size and its description in the page's language, and what to draw on it", () => {
    const t = translator(ja);
    const meta = pageMeta({
      title: "ブログ | Ember",
      description: "d",
      path: "/blog",
      locale: ja,
      card: pageCard(t, "ブログ", "d"),
    });
    expect(find(meta, "property", "og:image")).toEqual({
      property: "og:image",
      content: `${SITE_URL}/ja/blog/share.jpg`,
      "data-card-title": "ブログ",
      "data-card-text": "d",
    });
    expect(find(meta, "property", "og:image:alt")?.content).toBe("Ember：ブログ");
    expect(find(meta, "name", "twitter:image:alt")?.content).toBe("Ember：ブログ");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    const arabic = pageMeta({
      title: "t",
      description: "d",
      path: "/",
      locale: ar,
      card: pageCard(translator(ar), "المدونة"),
    });
    expect(find(arabic, "property", "og:image:alt")?.content).toBe("المدونة — \u2068Ember\u2069");
  });

  it("of an article is at its English address from every language", () => {
    const meta = pageMeta({
      title: "t",
      description: "d",
      path: "/blog/a",
      locale: ja,
      canonicalOnly: true,
      card: { title: "A", alt: "A" },
    });
    expect(find(meta, "property", "og:image")?.content).toBe(`${SITE_URL}/blog/a/share.jpg`);
  });
});

describe("siteMeta", () => {
  it("describes the site's image in the address's language", () => {
    const fa = LOCALES.find((locale) => locale.tag === "fa")!;
    expect(find(siteMeta(), "property", "og:image:alt")?.content).toBe("Ember: a private bitcoin wallet for iOS");
    expect(find(siteMeta(translator(fa)), "property", "og:image:alt")?.content).toBe(
      "\u2068Ember\u2069: کیف پول بیت‌کوین خصوصی برای \u2068iOS\u2069",
    );
    expect(find(siteMeta(translator(fa)), "property", "og:image")?.content).toBe(`${SITE_URL}/og-image.png`);
  });
});

describe("the default share image", () => {
  it("ships with the site as the 1200 x 630 PNG the share tags describe", () => {
    // public/ is copied into the build as it is: the file the pages name is this one.
    const png = readFileSync(`public${DEFAULT_SHARE_IMAGE}`);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const meta = pageMeta({ title: "t", description: "d", path: "/" });
    expect([
      find(meta, "property", "og:image:width")?.content,
      find(meta, "property", "og:image:height")?.content,
    ]).toEqual(["1200", "630"]);
  });
});

describe("mobileApplicationLd", () => {
  it("is schema.org MobileApplication data for the iOS app, with its store link", () => {
    const data = (mobileApplicationLd() as { "script:ld+json": Record<string, unknown> })["script:ld+json"];
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "MobileApplication",
      name: PRODUCT_NAME,
      operatingSystem: "iOS",
      applicationCategory: "FinanceApplication",
      installUrl: APP_STORE_URL,
      url: `${SITE_URL}/`,
    });
    expect(data).not.toHaveProperty("aggregateRating");
  });
});
