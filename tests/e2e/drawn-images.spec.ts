// Every pre-rendered page's own share card, read from the demo build and through the served site: the file its
// og:image names exists, is a 1200 x 630 JPEG under 100 KB, and its og:image:alt is in the page's language.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_BUILD_DIR } from "../../builder/build-dir.mjs";
import { listHtmlFiles } from "../../builder/postbuild/lib/html.mjs";

const CLIENT_DIR = fileURLToPath(new URL(`../../${DEMO_BUILD_DIR}/client`, import.meta.url));
const SITE = "https://ember.cash";
const PREFIXES = ["", "es/", "pt-br/", "fr/", "de/", "ru/", "tr/", "fa/", "ar/", "zh-cn/", "ja/", "en-xa/"];
const FIXED_PAGES = ["", "blog/", "test-flows/", "privacy/"];

function metaContent(html: string, key: string): string | undefined {
  const head = html.slice(0, html.indexOf("</head>"));
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head);
  return match?.[1];
}

/** Width and height from a JPEG's frame header (SOF0 or SOF2); undefined for a file that is no JPEG. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.readUInt16BE(0) !== 0xffd8) return undefined;
  for (let at = 2; at + 9 < bytes.length; ) {
    const marker = bytes.readUInt16BE(at);
    if (marker === 0xffc0 || marker === 0xffc2) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

test("every fixed page in every language, and every article, has its own card: 1200 x 630, under 100 KB", async () => {
  const pages: string[] = (await listHtmlFiles(CLIENT_DIR)).filter((file: string) => file.endsWith("index.html"));
  const withCards = new Map<string, string>();
  // What is wrong with each page, collected: one expect a page would take minutes over some 1,600 pages.
  const problems: string[] = [];
  for (const page of pages) {
    const html = readFileSync(join(CLIENT_DIR, page), "utf8");
    const image = metaContent(html, "og:image");
    if (!image?.endsWith("/share.jpg")) {
      // A page without a card of its own names the site's.
      if (image !== `${SITE}/og-image.png`) problems.push(`${page}: og:image ${image}`);
      continue;
    }
    if (!image.startsWith(`${SITE}/`)) problems.push(`${page}: og:image ${image}`);
    const file = decodeURIComponent(image.slice(SITE.length + 1));
    withCards.set(page, file);
    const bytes = readFileSync(join(CLIENT_DIR, file));
    const size = jpegSize(bytes);
    if (size?.width !== 1200 || size.height !== 630) problems.push(`${file}: ${JSON.stringify(size)}`);
    if (statSync(join(CLIENT_DIR, file)).size >= 100_000) problems.push(`${file}: ${bytes.length} bytes`);
    if (metaContent(html, "og:image:width") !== "1200") problems.push(`${page}: og:image:width`);
    if (metaContent(html, "og:image:height") !== "630") problems.push(`${page}: og:image:height`);
    if (!metaContent(html, "og:image:alt")) problems.push(`${page}: no og:image:alt`);
  }
  expect(problems).toEqual([]);
  for (const prefix of PREFIXES) {
    for (const fixed of FIXED_PAGES) {
      expect(withCards.get(`${prefix}${fixed}index.html`), `${prefix}${fixed}`).toBe(`${prefix}${fixed}share.jpg`);
    }
  }
  // An article's card is one, at its English address, whatever the language of its page.
  expect(withCards.get("blog/lightning-fees-explained/index.html")).toBe("blog/lightning-fees-explained/share.jpg");
  expect(withCards.get("ja/blog/lightning-fees-explained/index.html")).toBe("blog/lightning-fees-explained/share.jpg");
  expect(withCards.get("blog/rethinking-fee-bumping/index.html")).toBe("blog/rethinking-fee-bumping/share.jpg");
});

test("a card's description is in its page's language", async () => {
  const alt = (page: string) => metaContent(readFileSync(join(CLIENT_DIR, page), "utf8"), "og:image:alt");
  expect(alt("index.html")).toBe("Ember: Private bitcoin for everyday life");
  expect(alt("ja/blog/index.html")).toBe("Ember：ブログ");
  expect(alt("ar/index.html")).toBe("بيتكوين خاص لحياتك اليومية — \u2068Ember\u2069");
  expect(alt("de/privacy/index.html")).toBe("Ember: Datenschutz");
  expect(alt("blog/lightning-fees-explained/index.html")).toBe(
    "“Lightning Fees Explained” by Ember Team, on the Ember blog",
  );
  expect(alt("es/blog/lightning-fees-explained/index.html")).toBe(
    "«Lightning Fees Explained», de Ember Team, en el blog de Ember",
  );
  // The SPA fallback of a language names the site's image, described in its language.
  expect(alt("es/__spa-fallback.html")).toBe("Ember: un monedero de bitcoin privado para iOS");
  expect(alt("__spa-fallback.html")).toBe("Ember: a private bitcoin wallet for iOS");
});

test("the site serves each page's card as a JPEG", async ({ page, request }) => {
  for (const path of ["/", "/fa/blog", "/zh-cn/test-flows", "/blog/lightning-fees-explained"]) {
    await page.goto(path);
    const image = await page.locator('head meta[property="og:image"]').getAttribute("content");
    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("image/jpeg");
  }
});

const SCREENS = ["hero", "wallet", "social", "esims", "vpns", "faq"];

test("every language has its own phone screens, 450 x 1026 WebP, each in its own words", async () => {
  const heroes = new Set<string>();
  for (const prefix of PREFIXES) {
    const folder = prefix ? prefix.slice(0, -1) : "en";
    for (const screen of SCREENS) {
      const file = join(CLIENT_DIR, "landing/screens", folder, `${screen}.webp`);
      const { format, width, height } = await sharp(file).metadata();
      expect([format, width, height], `${folder}/${screen}`).toEqual(["webp", 450, 1026]);
      expect(statSync(file).size, `${folder}/${screen}`).toBeLessThan(40_000);
    }
    heroes.add(readFileSync(join(CLIENT_DIR, "landing/screens", folder, "hero.webp")).toString("base64"));
  }
  // Twelve languages, twelve different heroes: none is another's English.
  expect(heroes.size).toBe(PREFIXES.length);
});

test("the landing shows its language's screens", async ({ page }) => {
  for (const [path, folder] of [
    ["/ja", "ja"],
    ["/ar", "ar"],
    ["/", "en"],
  ]) {
    await page.goto(path!);
    // The desktop mockup's first screen, the hero's (the group's name is in the page's language).
    const hero = page.locator('[role="group"] img').first();
    await expect(hero).toHaveAttribute("src", `/landing/screens/${folder}/hero.webp`);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(450);
  }
});
