import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, holdAppCode, hoverOpen } from "./hydration";
import { message } from "./messages";
import { afterFrames } from "./settle";
import { DESKTOP, MOBILE } from "./viewports";

/** Stops the page's (installed) clock, so only `clock.runFor` moves its timers on. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test.describe("shell on desktop", () => {
  test.use({ viewport: DESKTOP });

  test("a dropdown opens on hover, survives a short leave and closes after the delay", async ({ page }) => {
    // The page's clock is driven by the test, so the 100 ms delay is checked exactly, whatever the machine's load.
    await page.clock.install();
    await page.goto("/test-flows");
    const nav = page.getByRole("navigation", { name: "Main" });
    const panel = page.locator("#nav-panel-wallet");
    await expect(panel).toBeHidden();
    await hoverOpen(page, nav.getByRole("link", { name: "Wallet", exact: true }), panel);
    await expect(panel.getByText("Wallet", { exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Lightning/ })).toHaveAttribute("href", "/#wallet");

    await pauseClock(page);
    await page.mouse.move(640, 700);
    await page.clock.runFor(90);
    await expect(panel).toBeVisible();
    await page.clock.runFor(20);
    await expect(panel).toBeHidden();
  });

  test("a dropdown stays open when the pointer comes back within the delay", async ({ page }) => {
    await page.clock.install();
    await page.goto("/test-flows");
    const tab = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Social", exact: true });
    const panel = page.locator("#nav-panel-social");
    await hoverOpen(page, tab, panel);
    const box = (await tab.boundingBox())!;
    await pauseClock(page);
    await page.mouse.move(640, 700);
    await page.clock.runFor(50);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(500);
    await expect(panel).toBeVisible();
  });

  test("a tab's dropdown opens before the page has hydrated, and stays open as the app takes the page over", async ({
    page,
  }) => {
    // A slow link: the page shows as the build wrote it, and its code is still on its way.
    const release = await holdAppCode(page);
    await page.goto("/fa", { waitUntil: "domcontentloaded" });
    const wallet = message("fa", "shell.nav.wallet");
    const toggle = page.getByLabel(message("fa", "shell.nav.tabMenu", { tab: wallet }), { exact: true });
    await toggle.click();
    // The browser opens it: a disclosure needs no script.
    await expect(page.locator("#nav-panel-wallet")).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("#nav-panel-wallet")).toBeVisible();
    // The app's own behaviour from then on: Escape closes it and gives the focus back.
    await page.keyboard.press("Escape");
    await expect(page.locator("#nav-panel-wallet")).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("every tab has a dropdown with a title and items", async ({ page }) => {
    await page.goto("/test-flows");
    for (const [label, id] of [
      ["Wallet", "wallet"],
      ["Social", "social"],
      ["eSIMs", "esims"],
      ["VPNs", "vpns"],
      ["Blog", "blog"],
    ] as const) {
      const panel = page.locator(`#nav-panel-${id}`);
      const tab = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true });
      await hoverOpen(page, tab, panel);
      expect(await panel.getByRole("link").count()).toBeGreaterThan(0);
      for (const href of await panel
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
        expect(href).toMatch(/^\/(#(wallet|social|esims|vpns|faq))?$|^\/blog$/);
      }
    }
  });

  test("a dropdown opens from the keyboard and Escape closes it, returning focus", async ({ page }) => {
    // Escape is the app's: the browser opens and closes a disclosure, but does not close it on Escape.
    await gotoHydrated(page, "/test-flows");
    const button = page.getByLabel("eSIMs menu", { exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details", { has: button })).toHaveJSProperty("open", true);
    await expect(page.locator("#nav-panel-esims")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#nav-panel-esims a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#nav-panel-esims")).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the Blog tab is marked current on blog pages", async ({ page }) => {
    await page.goto("/blog");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("the title and the tabs land on their sections", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "VPNs", exact: true }).click();
    await expect(page).toHaveURL(/\/#vpns$/);
    // The landing page loads after the click, then scrolls (15 s: a loaded machine took more than 5 in CI).
    await expect
      .poll(() => page.locator("#vpns").evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 15_000,
      })
      .toBe(0);

    await page
      .getByRole("link", { name: /^Ember$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/#hero$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBe(0);
    await expect(page.locator("#hero")).toBeInViewport();
  });

  test("a hash link scrolls once: a re-render does not jump back", async ({ page }) => {
    await page.goto("/#faq");
    await expect.poll(() => page.locator("#faq").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    // Hovering a tab re-renders the shell (its dropdown opens); the page must stay where the reader put it.
    const nav = page.getByRole("navigation", { name: "Main" });
    await hoverOpen(page, nav.getByRole("link", { name: "Wallet", exact: true }), page.locator("#nav-panel-wallet"));
    // The re-render's effects have run and any scroll they started is under way.
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a reader who scrolls away before the page hydrates is not pulled back to the hash", async ({ page }) => {
    // Scripts arrive late, as on a slow link: the browser has scrolled to #faq and the reader scrolls up first.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/#faq", { waitUntil: "commit" });
    await expect.poll(() => page.locator("#faq").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const nav = page.getByRole("navigation", { name: "Main" });
    await hoverOpen(page, nav.getByRole("link", { name: "Wallet", exact: true }), page.locator("#nav-panel-wallet"));
    // The page has hydrated (the dropdown opened): its effects have run, and any scroll they started is under way.
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("social links have accessible names and the footer shows the current year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-01T12:00:00Z"));
    await page.goto("/test-flows");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("© 2031", { exact: false })).toBeVisible();
    const follow = footer.getByRole("region", { name: "Follow Us" });
    await expect(follow.getByRole("link")).toHaveCount(3);
    for (const name of [/X \(Twitter\)/, /GitHub/, /nostr/]) {
      await expect(page.getByRole("banner").getByRole("link", { name })).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test.describe("shell on mobile", () => {
  test.use({ viewport: MOBILE });

  test("there are no desktop tabs; the menu opens full screen, locks scroll and closes on navigation", async ({
    page,
  }) => {
    // Hydrated first: a tap before the app has taken the page over opens the menu only once it has (tested below).
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    const open = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu", includeHidden: true });
    // The button names the menu it opens (a popover: the browser opens it, and tells whether it is open).
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute("popovertarget", (await menu.getAttribute("id"))!);
    await open.click();
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.width).toBe(MOBILE.width);
    expect(box.height).toBe(MOBILE.height);
    await expect(menu.getByText("Self-custody")).toBeVisible();
    // Each group is named once, by its tab's link: no second, upper-case title under it ("Wallet" / "WALLET").
    for (const name of ["Wallet", "Social", "eSIMs", "VPNs", "Blog"])
      await expect(menu.getByText(name, { exact: true })).toHaveCount(1);

    // Scroll is locked: the wheel does not move the page behind the menu.
    await page.mouse.wheel(0, 600);
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe("fixed");
    expect(await page.evaluate(() => document.body.style.top)).toBe("-300px");

    await menu.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).not.toBe("fixed");
  });

  test("the menu opens before the page has hydrated, and the app takes it over open", async ({ page }) => {
    // A phone on a slow link: the page shows as the build wrote it, and its code is still on its way.
    const release = await holdAppCode(page);
    await page.goto("/es/blog", { waitUntil: "domcontentloaded" });
    const open = page.getByRole("button", { name: message("es", "shell.menu.open") });
    const menu = page.getByRole("dialog", { name: message("es", "shell.menu.label") });
    // The browser opens it at once: a tap needs no script.
    await open.click();
    await expect(menu).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // The app finds it open: the page's scroll is locked and the focus kept inside.
    await expect(menu).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).position)).toBe("fixed");
    await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    // Taps after that are the app's own, once each: the menu opens and stays open.
    await open.click();
    await expect(menu).toBeVisible();
  });

  test("Escape closes the menu, restores the scroll position and returns focus; Tab stays inside", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    // Where the page's scroll snapping left it (at the hero's end when that is near).
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test("an unknown path shows the not-found page with a way home, with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("without scripts a phone has the same menu: every tab, item and language, in the page's language", async ({
  browser,
}) => {
  // Tor Browser's Safest level runs no script: the browser opens and closes the menu itself.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
  const page = await context.newPage();
  await page.goto("/fa/blog");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const menu = page.getByRole("dialog", { name: message("fa", "shell.menu.label") });
  const nav = menu.getByRole("navigation", { name: message("fa", "shell.nav.mobile") });
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: message("fa", "shell.menu.open") }).click();
  await expect(nav).toBeVisible();
  // The five tabs and the dropdowns' twelve items.
  await expect(nav.getByRole("link")).toHaveCount(17);
  await expect(nav.getByRole("link", { name: message("fa", "shell.nav.blog") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The whole screen, without a horizontal scroll.
  expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
  // Its close button and Escape close it.
  await menu.getByRole("button", { name: message("fa", "shell.menu.close") }).click();
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: message("fa", "shell.menu.open") }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  // A language leads to the same page in it; its menu speaks it.
  await page.getByRole("button", { name: message("fa", "shell.menu.open") }).click();
  await menu.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/blog$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("button", { name: message("es", "shell.menu.open") }).click();
  await expect(page.getByRole("navigation", { name: message("es", "shell.nav.mobile") })).toBeVisible();
  await context.close();
});

test("pre-rendered pages carry the shell before any script runs, its dropdowns included", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  for (const path of ["/", "/blog", "/test-flows"]) {
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("link", { name: "Ember", exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Follow Us");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(5);
    // A tab's dropdown opens and closes from its disclosure, without scripts.
    const toggle = page.getByLabel("Social menu", { exact: true });
    const panel = page.locator("#nav-panel-social");
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel.getByRole("link")).toHaveCount(3);
    await expect(panel.getByRole("link", { name: /Contacts/ })).toBeVisible();
    await toggle.click();
    await expect(panel).toBeHidden();
  }
  await context.close();
});
