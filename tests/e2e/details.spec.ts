// The small things a designer would not ship (issue 56): the blog's search says what it searches in full, card
// summaries end at a word.
import { expect, test } from "@playwright/test";
import { message } from "./messages";
import { MOBILE } from "./viewports";

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
