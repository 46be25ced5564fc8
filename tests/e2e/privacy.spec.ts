import { expect, test } from "@playwright/test";
import { DESKTOP } from "./viewports";

/** The relays this build was made with (tools/e2e.mjs builds against the local ones). */
const RELAYS = (process.env.VITE_RELAYS ?? "").split(",").filter(Boolean);

test.use({ viewport: DESKTOP });

test("the footer links to the privacy page", async ({ page }) => {
  await page.goto("/test-flows");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
});

test("the pre-rendered privacy page says what the site does, naming the build's relays", async ({ browser }) => {
  expect(RELAYS.length, "the build's relays are known to the test").toBeGreaterThan(0);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/privacy");
  const main = page.getByRole("main");
  for (const heading of [
    "No cookies, no analytics",
    "The blog reads nostr relays",
    "Images: copies on this site, the rest from the authors' hosts",
    "Referrer policy",
    "Test flows",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const relays = main.getByRole("region", { name: "The blog reads nostr relays" }).getByRole("listitem");
  await expect(relays).toHaveText(RELAYS);
  await expect(main).toContainText("WebSockets");
  await expect(main.getByRole("region", { name: "Referrer policy" })).toContainText("same-origin");
  // The build's media base is the site's own /flows folder.
  await expect(main.getByRole("region", { name: "Test flows" })).toContainText("this site itself");
  await context.close();
});
