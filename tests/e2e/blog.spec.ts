import {
  LISTED,
  ARTICLES,
  articlePageCounts,
  DELETED_ARTICLE,
  FORGED_ZAP_ARTICLE,
  FORGED_ZAP_TOTAL,
  LIST_COUNTS,
  newArticle,
} from "./blog-data";
import { expect as baseExpect, test } from "./relay-control";
import { DESKTOP, MOBILE } from "./viewports";

// Relay answers can take up to the 5 s query timeout (more on a loaded machine): wait long enough.
const expect = baseExpect.configure({ timeout: 15_000 });

const FIRST = ARTICLES[0]!;
const WITHOUT_IMAGE = LISTED.find((article) => !article.image)!;

test.describe("blog list", () => {
  test.use({ viewport: DESKTOP });

  test("shows every article newest first, the first featured, with its details and counts", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(LISTED.length);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(LISTED.map((article) => article.title));
    await expect(cards.first()).toHaveAttribute("data-featured", "true");
    await expect(page.locator("[data-featured]")).toHaveCount(1);

    for (const [index, article] of LISTED.entries()) {
      const card = cards.nth(index);
      const counts = LIST_COUNTS.get(article.id)!;
      await expect(card.getByText(`${article.minutes} min read`)).toBeVisible();
      await expect(card.getByText("Promoted")).toBeVisible();
      const counters = card.getByRole("list", { name: "Interactions" });
      for (const key of ["comments", "reposts", "likes", "zaps"] as const) {
        await expect(counters.locator(`[data-counter=${key}] .tabular-nums`)).toHaveText(String(counts[key]));
      }
    }
    await expect(cards.filter({ hasText: WITHOUT_IMAGE.title }).getByText("No image", { exact: true })).toBeVisible();
    await expect(cards.first().getByText("Ember Team")).toBeVisible();
  });

  test("the list and the feed are in the pre-rendered HTML", async ({ request }) => {
    const html = await (await request.get("/blog")).text();
    for (const article of LISTED) expect(html).toContain(article.title.replace(/&/g, "&amp;"));
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    const feed = await (await request.get("/blog/feed.xml")).text();
    expect(feed).toContain(`<link>https://ember.cash/blog/${FIRST.slug}</link>`);
    expect(feed.match(/<item>/g)).toHaveLength(LISTED.length);
  });
});

test.describe("article page", () => {
  test.use({ viewport: DESKTOP });

  test("a card of the list read from the relays opens its article in place, from the keyboard", async ({ page }) => {
    // A client-side navigation to /blog reads the list from the relays, bodies and all: a card hands its article over.
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("navigation").first().getByRole("link", { name: "Blog", exact: true }).click();
    const card = page.getByRole("article").nth(1);
    const article = ARTICLES[1]!;
    const counts = LIST_COUNTS.get(article.id)!;
    await expect(card.locator("[data-counter=likes] .tabular-nums")).toHaveText(String(counts.likes));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await card.getByRole("link", { name: article.title }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/blog/${article.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const counters = page.getByRole("list", { name: "Interactions" });
    await expect(counters.locator("[data-counter=comments] .tabular-nums")).toHaveText(
      String(articlePageCounts(article).comments),
    );
    await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();
    await expect(page).toHaveTitle(`${article.title} | Ember`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a pre-rendered article has its content, share tags and JSON-LD in the HTML", async ({ page, request }) => {
    const html = await (await request.get(`/blog/${FIRST.slug}`)).text();
    expect(html).toContain(`<title>${FIRST.title} | Ember</title>`);
    expect(html).toContain(`<meta property="og:title" content="${FIRST.title} | Ember"/>`);
    expect(html).toContain(`<link rel="canonical" href="https://ember.cash/blog/${FIRST.slug}"/>`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain("<table>");

    await page.goto(`/blog/${FIRST.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: FIRST.title })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByText(/· \d+ min read$/)).toBeVisible();
  });

  test("renders without JavaScript when pre-rendered", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`/blog/${FIRST.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: FIRST.title })).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
    await context.close();
  });

  test("an article published after the build loads by direct link through the SPA fallback", async ({
    page,
    relays,
    request,
  }) => {
    const event = newArticle("Published After The Build", "Fresh **content** from the relays.");
    await relays.inject(0, event);
    await relays.inject(1, event);
    const html = await (await request.get("/blog/published-after-the-build")).text();
    expect(html).not.toContain("Published After The Build");
    await page.goto("/blog/published-after-the-build");
    await expect(page.getByRole("heading", { level: 1, name: "Published After The Build" })).toBeVisible();
    await expect(page.getByText("No image available")).toBeVisible();
    await expect(page.getByRole("link", { name: "Mara Quill", exact: true })).toBeVisible();
  });

  test('an unknown slug shows "Article not found" and leads back to the blog', async ({ page }) => {
    await page.goto("/blog/no-such-article");
    await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
    await expect(page.getByRole("alert").getByText("Article not found", { exact: true })).toHaveCount(2);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});

test.describe("deletions and forged zaps from the seed", () => {
  test.use({ viewport: DESKTOP });

  test("an article its author deleted is not listed, not pre-rendered, not in the feed, and not found", async ({
    page,
    request,
  }) => {
    expect(DELETED_ARTICLE.slug).toBe("retracted-fee-estimates-for-march");
    expect(ARTICLES.map((article) => article.id)).not.toContain(DELETED_ARTICLE.id);
    const list = await (await request.get("/blog")).text();
    expect(list).not.toContain(DELETED_ARTICLE.title);
    expect(await (await request.get("/blog/feed.xml")).text()).not.toContain(DELETED_ARTICLE.slug);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(DELETED_ARTICLE.slug);
    expect(await (await request.get(`/blog/${DELETED_ARTICLE.slug}`)).text()).not.toContain(DELETED_ARTICLE.title);

    await page.goto("/blog");
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
    await expect(page.getByText(DELETED_ARTICLE.title)).toHaveCount(0);

    await page.goto(`/blog/${DELETED_ARTICLE.slug}`);
    await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
    await expect(page.getByText(DELETED_ARTICLE.title)).toHaveCount(0);
  });

  test("a forged zap counts as a zap but never adds its sats", async ({ page }) => {
    await page.goto("/blog");
    const card = page.getByRole("article").filter({ hasText: FORGED_ZAP_ARTICLE.title });
    const zaps = card.locator("[data-counter=zaps]");
    // The forged receipt among them.
    await expect(zaps.locator(".tabular-nums")).toHaveText(String(FORGED_ZAP_ARTICLE.counts.zaps));
    // The total the build checked: the valid receipts' sats, without the forged receipt's million.
    await expect(zaps).toContainText(`(${FORGED_ZAP_TOTAL})`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(zaps).toContainText(`(${FORGED_ZAP_TOTAL})`);
  });
});

test.describe("blog on mobile", () => {
  test.use({ viewport: MOBILE });

  test("cards and articles fit the screen", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
    await page.goto(`/blog/${FIRST.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: FIRST.title })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
