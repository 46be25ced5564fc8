// The small things a designer would not ship (issue 56): the blog's search says what it searches in full, card
// summaries end at a word, a strip of screenshots that goes on past its edge shows it, the footer lines up with the
// page, language names line up in their list.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { message } from "./messages";
import { DESKTOP, MOBILE } from "./viewports";

test.describe("the blog's search at 375 px", () => {
  test.use({ viewport: MOBILE });

  for (const { tag, prefix } of [
    { tag: "en", prefix: "" },
    { tag: "es", prefix: "/es" },
    { tag: "de", prefix: "/de" },
    { tag: "ru", prefix: "/ru" },
  ]) {
    test(`${tag}: says in full what it searches, and its box cuts no words`, async ({ page }) => {
      await page.goto(`${prefix}/blog`);
      const box = page.getByRole("searchbox", { name: message(tag, "blog.search.label") });
      await expect(box).toHaveAccessibleDescription(message(tag, "blog.search.placeholder"));
      // A placeholder, if any, fits the box's width.
      const fits = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
      expect(fits).toBe(true);
      const hint = page.getByText(message(tag, "blog.search.placeholder"), { exact: true });
      await expect(hint).toBeVisible();
      expect(await hint.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    });
  }
});

test("a card's summary made from the article's start ends where a word ends", async ({ page }) => {
  await page.goto("/blog");
  const card = page.getByRole("article").filter({ hasText: "Privacy Is a Practice, Not a Feature" });
  await expect(card.getByText(/^No single tool/)).toHaveText(
    "No single tool makes you private. Privacy is a set of habits, and each tool covers one part of the...",
  );
});

test.describe("the test flows' strips of steps", () => {
  /** A card's strip of screenshots, by the card's title. */
  const strip = (page: Page, title: string) =>
    page.getByRole("region", { name: message("en", "flows.steps.label", { title }) });
  const fades = (element: Locator) =>
    element.evaluate((node) => {
      const style = getComputedStyle(node);
      return {
        start: style.getPropertyValue("--fade-start"),
        end: style.getPropertyValue("--fade-end"),
        mask: style.maskImage !== "none",
      };
    });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`at ${viewport.width} px, a strip cut at the card's edge fades out where more steps are`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/test-flows");
      const steps = strip(page, "Create Account");
      await steps.scrollIntoViewIfNeeded();
      expect(await steps.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
      await expect.poll(() => fades(steps)).toEqual({ start: "0px", end: "48px", mask: true });
      await steps.evaluate((node) => node.scrollTo({ left: node.scrollWidth, behavior: "instant" }));
      await expect.poll(() => fades(steps)).toEqual({ start: "48px", end: "0px", mask: true });
    });
  }

  test("right to left, the fade is at the strip's left, where its later steps are", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/ar/test-flows");
    const steps = page.getByRole("region").first();
    await steps.scrollIntoViewIfNeeded();
    const mask = await steps.evaluate((node) => getComputedStyle(node).maskImage);
    expect(mask).toMatch(/^linear-gradient\(to left,/);
    await expect.poll(() => fades(steps)).toEqual({ start: "0px", end: "48px", mask: true });
  });

  test("a strip whose steps all fit shows no fade", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/test-flows");
    const steps = strip(page, "Send Ecash");
    await steps.scrollIntoViewIfNeeded();
    expect(await steps.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await expect.poll(() => fades(steps)).toEqual({ start: "0px", end: "0px", mask: true });
  });
});

const boxEdges = async (element: Locator) => {
  const box = (await element.boundingBox())!;
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
};

/** The footer's first column (the company's name and blurb). */
const footerStart = (page: Page) => page.locator("footer").getByText("Ember", { exact: true });

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ["/", "/blog", "/test-flows", "/ja", "/de/blog"]) {
      test(`the footer starts where ${path}'s content starts`, async ({ page }) => {
        await page.goto(path);
        const content = await boxEdges(page.locator("main h1"));
        expect((await boxEdges(footerStart(page))).left).toBe(content.left);
      });
    }

    for (const path of ["/ar", "/fa/blog"]) {
      test(`right to left, the footer starts where ${path}'s content starts, at the right`, async ({ page }) => {
        await page.goto(path);
        const content = await boxEdges(page.locator("main h1"));
        expect((await boxEdges(footerStart(page))).right).toBe(content.right);
      });
    }
  });
}

/** The left and right edges of an element's text (not of its box). */
const textEdges = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    return { left: Math.round(box.left), right: Math.round(box.right) };
  });
test.describe("the language list", () => {
  test.use({ viewport: DESKTOP });

  for (const { path, side } of [
    { path: "/", side: "left" },
    { path: "/ar", side: "right" },
  ] as const) {
    test(`on ${path}, every language's name starts at the list's ${side} edge, Arabic and Persian too`, async ({
      page,
    }) => {
      await page.goto(path);
      // The language switcher: the top bar's disclosure that holds the language links (the tabs' dropdowns do not).
      const switcher = page.locator("header details").filter({ has: page.locator("a[hreflang]") });
      await switcher.locator("summary").click();
      const names = switcher.getByRole("link");
      // The eleven languages, and the demo build's pseudo-locale.
      await expect(names).toHaveCount(12);
      const edges = await Promise.all((await names.all()).map(textEdges));
      expect(new Set(edges.map((edge) => edge[side])).size, JSON.stringify(edges)).toBe(1);
    });
  }
});
