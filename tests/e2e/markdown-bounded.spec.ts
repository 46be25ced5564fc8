// Markdown that would freeze a tab (superlinear to parse) shows as plain text, and the page stays usable.
// The articles are signed with a DEMO ONLY key of a configured author and served by this test's scoped relays.
import { HOSTILE_MARKDOWN, SLOW_PAST_THE_PRECHECK } from "../fixtures/hostile-markdown";
import { newArticle } from "./blog-data";
import { guardPage } from "./page-guard";
import { RELAY_URLS, expect, test } from "./relay-control";
import { DESKTOP } from "./viewports";

const CASES = [
  {
    what: "the pre-check refuses",
    title: "Hostile markdown: an emphasis flood",
    slug: "hostile-markdown-an-emphasis-flood",
    content: HOSTILE_MARKDOWN[0]!.content, // "*a" repeated, 20 KB
  },
  {
    what: "the worker is still parsing at the deadline",
    title: "Hostile markdown: slow past the pre-check",
    slug: "hostile-markdown-slow-past-the-precheck",
    content: SLOW_PAST_THE_PRECHECK,
  },
];

test.use({ viewport: DESKTOP });

test("an ordinary article is parsed in the markdown worker: markup, aligned table columns by class", async ({
  page,
  relays,
}) => {
  const title = "Ordinary markdown beside the hostile";
  const event = newArticle(title, "Some **bold** text.\n\n| left | center | right |\n|:--|:-:|--:|\n| 1 | 2 | 3 |");
  for (const index of RELAY_URLS.keys()) await relays.inject(index, event);
  const problems = await guardPage(page);

  await page.goto("/blog/ordinary-markdown-beside-the-hostile");
  await expect(page.locator(".article-body strong")).toHaveText("bold", { timeout: 15_000 });
  await expect(page.getByText("This article is shown as plain text.")).toHaveCount(0);
  const header = page.getByRole("columnheader");
  await expect(header).toHaveText(["left", "center", "right"]);
  expect(await header.evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign))).toEqual([
    "left",
    "center",
    "right",
  ]);
  await expect(page.locator(".article-body [style]")).toHaveCount(0);
  expect((await problems()).cspViolations).toEqual([]);
});

for (const { what, title, slug, content } of CASES) {
  test(`an article whose markdown ${what} shows as plain text, and the page stays responsive`, async ({
    page,
    relays,
  }) => {
    const event = newArticle(title, content);
    for (const index of RELAY_URLS.keys()) await relays.inject(index, event);
    const problems = await guardPage(page);

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("This article is shown as plain text.")).toBeVisible({ timeout: 15_000 });
    const paragraphs = page.locator(".article-body p.whitespace-pre-wrap");
    const expected = content.split("\n\n").filter(Boolean);
    await expect(paragraphs).toHaveCount(expected.length);
    expect(await paragraphs.first().textContent()).toBe(expected[0]);
    await expect(page.locator(".article-body :is(em, strong, a, img)")).toHaveCount(0);

    // Responsive: the page answers input at once and navigates in place.
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("article").filter({ hasText: title })).toBeVisible({ timeout: 15_000 });

    const { pageErrors, cspViolations } = await problems();
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}
