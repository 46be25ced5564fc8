import { describe, expect, it } from "vitest";
import { APP_STORE_URL, PRODUCT_NAME, SITE_URL } from "./config";
import { mobileApplicationLd, pageMeta } from "./seo";

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
