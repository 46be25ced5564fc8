import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Hovers a top-bar tab until its dropdown panel opens: on a loaded machine the pointer can arrive before the
 * page has hydrated (no handler yet), so the hover is repeated from elsewhere until it takes.
 */
export async function hoverOpen(page: Page, tab: Locator, panel: Locator) {
  await expect(async () => {
    await page.mouse.move(1, 700);
    await tab.hover();
    await expect(panel).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Waits until the page has hydrated (a dropdown opens on hover, so React handles events), then moves the
 * pointer away and waits for the dropdown to close. For tests that scroll or measure right after loading,
 * which would otherwise race the page's own start-up.
 */
export async function waitForHydration(page: Page) {
  const panel = page.locator("#nav-panel-wallet");
  await hoverOpen(
    page,
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wallet", exact: true }),
    panel,
  );
  await page.mouse.move(1, 700);
  await expect(panel).toBeHidden();
}

/**
 * Opens a page and waits until the app has taken it over (`data-hydrated` on <html>, set by app/root.tsx): for
 * tests that type or press keys at once, which before hydration reach fields and buttons with no handler yet.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Holds back the site's files whose address matches `file` until `release` is called, as a slow link would;
 * `asked` tells whether the page has asked for one yet. Call before the page asks.
 */
export async function holdBack(page: Page, file: RegExp): Promise<{ release: () => void; asked: () => boolean }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(file, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/**
 * Holds the app's entry module back until `release` is called: the page shows as the build wrote it, and nothing
 * hydrates it meanwhile (a visitor on a slow link). Call before opening the page.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  return (await holdBack(page, /\/assets\/entry\.client-[\w-]+\.js$/)).release;
}
