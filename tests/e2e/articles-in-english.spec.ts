// Articles past the blog's first page are pre-rendered in English only (docs/decisions/articles-in-english-only.md):
// under another language's prefix they load through that language's SPA fallback and show the build's copy (the
// English page's data), in that language's page, whether or not a relay still holds them.
import type { Page } from "@playwright/test";
import { ALL_ARTICLES, PAGE_SIZE } from "./blog-data";
import { expect as baseExpect, test } from "./relay-control";
import { guardPage } from "./page-guard";
import { gotoHydrated } from "./hydration";
import { message } from "./messages";
import { DESKTOP } from "./viewports";

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: DESKTOP });

/** The first article of /blog/page/2, and the oldest: neither is pre-rendered under a language's prefix. */
const OLDER = ALL_ARTICLES[PAGE_SIZE]!;
const OLDEST = ALL_ARTICLES.at(-1)!;

/** Every request the page makes for a `.data` file, by path. */
function dataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data")) paths.push(decodeURIComponent(pathname));
  });
  return paths;
}

/** The article's body text on its English page, pre-rendered. */
async function englishBody(page: Page, slug: string): Promise<string> {
  await page.goto(`/blog/${slug}`);
  return page.locator(".article-body").innerText();
}

test("an older article under another language shows the build's copy in that language, relays up", async ({ page }) => {
  const problems = await guardPage(page);
  const body = await englishBody(page, OLDEST.slug);
  const requests = dataRequests(page);
  const response = await page.goto(`/es/blog/${OLDEST.slug}`);
  // The Spanish fallback, not a page of its own.
  expect(await response!.text()).not.toContain(OLDEST.title);
  await expect(page.getByRole("heading", { level: 1, name: OLDEST.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("link", { name: message("es", "blog.back") }).first()).toBeVisible();
  await expect(page.locator(".article-body")).toHaveText(body);
  await expect(page).toHaveTitle(new RegExp(OLDEST.title));
  expect(requests).toEqual([`/blog/${OLDEST.slug}.data`]);
  expect(await problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

test("an older article under another language shows the build's copy when no relay answers", async ({
  page,
  relays,
}) => {
  const body = await englishBody(page, OLDEST.slug);
  for (const index of [0, 1, 2]) await relays.stop(index);
  await page.goto(`/fa/blog/${OLDEST.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: OLDEST.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".article-body")).toHaveText(body);
});

test("a card of an older page opens its article from the build's copy when no relay answers", async ({
  page,
  relays,
}) => {
  const body = await englishBody(page, OLDER.slug);
  for (const index of [0, 1, 2]) await relays.stop(index);
  await gotoHydrated(page, "/de/blog/page/2");
  const requests = dataRequests(page);
  await page.getByRole("article").getByRole("link", { name: OLDER.title }).click();
  await expect(page).toHaveURL(`/de/blog/${OLDER.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: OLDER.title })).toBeVisible();
  await expect(page.locator(".article-body")).toHaveText(body);
  expect(requests).toEqual([`/blog/${OLDER.slug}.data`]);
});

test("a newer article's page in another language is its own, and reads no data file", async ({ page }) => {
  const newest = ALL_ARTICLES[0]!;
  const requests = dataRequests(page);
  const response = await page.goto(`/ja/blog/${newest.slug}`);
  expect(await response!.text()).toContain(newest.id);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
  expect(requests).toEqual([]);
});
