import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_STORE_URL, PRODUCT_NAME, SITE_URL } from "./config";
import { DEFAULT_SHARE_IMAGE, mobileApplicationLd, pageMeta } from "./seo";

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
