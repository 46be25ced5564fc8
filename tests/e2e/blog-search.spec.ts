// The blog's search box (app/blog/components/blog-search.tsx) against the built site: the Pagefind index the
// build wrote from the seed's pre-rendered articles (builder/postbuild/70-search-index.mjs), loaded only once the
// reader starts to search, and the list's own articles for those published after the build.
import { axeViolations } from "./axe";
import type { Locator, Page } from "@playwright/test";
import { newArticle, SEARCH_ARTICLE, SEARCH_WORD } from "./blog-data";
import { waitForHydration } from "./hydration";
import { guardPage } from "./page-guard";
import { expect as baseExpect, test } from "./relay-control";
import { DESKTOP, MOBILE } from "./viewports";

// Relay answers can take up to the 5 s query timeout (more on a loaded machine): wait long enough.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A word only one article's body holds, in no title, summary or topic of the seed (tools/relay/demo-archive.mjs):
 * only the index can find it, and only in that article.
 */
const BODY_WORD = SEARCH_WORD;
const TARGET = SEARCH_ARTICLE;
const NOTHING = "qzxvwkjh";

/** The paths under /pagefind/ the page requests, as they happen (the worker's included). */
function indexRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/pagefind/")) paths.push(path);
  });
  return paths;
}

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const liveRegion = (page: Page) => page.getByRole("search").getByRole("status");
const results = (page: Page) => page.getByRole("list", { name: "Search results" });

/** Types a query once the page has hydrated (typed earlier, it would reach no handler), until `shown` appears. */
async function search(page: Page, query: string, shown: Locator) {
  await expect(async () => {
    await searchBox(page).fill("");
    await searchBox(page).fill(query);
    // The index loads on the first focus: 8 s a try, 40 s in all (20 s ran out on a loaded machine in CI).
    await expect(shown).toBeVisible({ timeout: 8000 });
  }).toPass({ timeout: 40_000 });
}

test.describe("blog search", () => {
  test.use({ viewport: DESKTOP });

  test("loads no index on / nor on /blog until the reader focuses the box", async ({ page }) => {
    const problems = await guardPage(page);
    const requested = indexRequests(page);
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).pathname.startsWith("/pagefind/")) {
        sizes.push(
          request.sizes().then(
            (size) => size.responseBodySize + size.responseHeadersSize,
            () => 0,
          ),
        );
      }
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.goto("/blog");
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await waitForHydration(page);
    expect(requested).toEqual([]);

    await searchBox(page).focus();
    await expect.poll(() => requested).toContain("/pagefind/pagefind.js");
    await searchBox(page).fill(BODY_WORD);
    await expect(results(page).getByRole("link", { name: TARGET.title })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    test.info().annotations.push({ type: "first search", description: `${requested.length} files, ${bytes} bytes` });
    console.log(`blog search: the first search fetched ${bytes} bytes in ${requested.length} files:`, requested);
    expect(await problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });

  test("a word of an article's body finds it, and its result opens the article", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await searchBox(page).fill(BODY_WORD);
    const link = results(page).getByRole("link", { name: TARGET.title });
    await expect(link).toHaveAttribute("href", `/blog/${TARGET.slug}`);
    await expect(liveRegion(page)).toHaveText(/^\d+ results?$/);
    // The excerpt around the match, the word marked.
    const item = results(page).getByRole("listitem").filter({ hasText: TARGET.title });
    await expect(item.locator("mark").first()).toHaveText(new RegExp(BODY_WORD, "i"));
    await link.click();
    await expect(page).toHaveURL(`/blog/${TARGET.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: TARGET.title })).toBeVisible();
  });

  test("a query that matches nothing says so", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await searchBox(page).fill(NOTHING);
    await expect(liveRegion(page)).toHaveText(`No articles match “${NOTHING}”`);
    await expect(results(page)).toHaveCount(0);
    await searchBox(page).fill("");
    await expect(liveRegion(page)).toHaveText("");
  });

  test("works from the keyboard alone, and announces the results", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press("Tab");
      if (await searchBox(page).evaluate((box) => box === document.activeElement)) break;
    }
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type(BODY_WORD);
    await expect(liveRegion(page)).toHaveText(/^\d+ results?$/);
    await expect(liveRegion(page)).toHaveAttribute("role", "status");
    const first = results(page).getByRole("link").first();
    await expect(first).toHaveText(TARGET.title);
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/blog/${TARGET.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: TARGET.title })).toBeVisible();
  });

  test("an article published after the build is found by its title once the list has it", async ({ page, relays }) => {
    const event = newArticle("Zephyrine Lanterns Tonight", "Published after the build, so in no index.");
    await relays.inject(0, event);
    await relays.inject(1, event);
    await page.goto("/blog");
    await expect(page.getByRole("article").filter({ hasText: "Zephyrine Lanterns Tonight" })).toBeVisible();
    await searchBox(page).fill("zéphyr lantern");
    await expect(results(page).getByRole("link", { name: "Zephyrine Lanterns Tonight" })).toHaveAttribute(
      "href",
      "/blog/zephyrine-lanterns-tonight",
    );
    await expect(liveRegion(page)).toHaveText("1 result");
  });
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`/blog with search results at ${viewport.width} px: no accessibility or CSP violations`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const problems = await guardPage(page);
    await page.goto("/blog");
    await search(page, BODY_WORD, results(page).getByRole("link", { name: TARGET.title }));
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page), "axe-core WCAG 2 A/AA violations").toEqual([]);
    expect(await problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });
}
