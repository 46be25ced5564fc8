// The hero on a phone (issue 56, "The hero on a phone"): below 768 px the App Store badge is the first action and
// no QR code stands where a phone cannot scan it; a browser not on iOS is told, in its language, that the app is for
// iPhone, with no request and the same pre-rendered page for everyone.
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import { message } from "./messages";
import { DESKTOP, MOBILE } from "./viewports";

const NAME = { name: "Ember" };
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const LANGUAGES = [
  { tag: "en", prefix: "" },
  { tag: "ja", prefix: "/ja" },
  { tag: "ar", prefix: "/ar" },
  { tag: "de", prefix: "/de" },
];

const hero = (page: Page) => page.locator("#hero");
const note = (page: Page, tag: string) => hero(page).getByText(message(tag, "home.hero.iphoneOnly", NAME));

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE });

  for (const { tag, prefix } of LANGUAGES) {
    test(`${tag}: the badge is the first action and no QR code is shown`, async ({ page }) => {
      await gotoHydrated(page, prefix || "/");
      const first = hero(page).getByRole("link").first();
      await expect(first).toHaveAccessibleName(message(tag, "home.hero.badge.label"));
      await expect(first).toBeInViewport();
      await expect(hero(page).getByRole("img", { name: message(tag, "home.hero.qr.label", NAME) })).toBeHidden();
      await expect(hero(page).getByText(message(tag, "home.hero.qr.caption", NAME))).toBeHidden();
    });
  }

  test("the phone does not fetch the QR code it is not shown", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/app-store-qr/.test(request.url())) fetched.push(request.url());
    });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
  });

  test.describe("in a browser not on iOS", () => {
    test.use({ userAgent: ANDROID });

    for (const { tag, prefix } of LANGUAGES) {
      test(`${tag}: the visitor is told the app is for iPhone, under the badge`, async ({ page }) => {
        await gotoHydrated(page, prefix || "/");
        await expect(note(page, tag)).toBeVisible();
        const badge = await hero(page).getByRole("link").first().boundingBox();
        const said = await note(page, tag).boundingBox();
        expect(said!.y).toBeGreaterThan(badge!.y + badge!.height);
      });
    }
  });

  test.describe("on an iPhone", () => {
    test.use({ userAgent: IPHONE });

    test("no note, once the page has started", async ({ page }) => {
      await gotoHydrated(page, "/ja");
      await expect(note(page, "ja")).toBeHidden();
      await expect(hero(page).getByRole("link").first()).toBeVisible();
    });
  });

  test("iOS's browsers hide the note from the first frame, before any script: the page's CSS says so", async ({
    page,
  }) => {
    // Chromium is not WebKit: the rule is read, not applied. It is the one that hides the note wherever
    // -webkit-touch-callout is supported, which only the browsers of iOS and iPadOS do.
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/");
    const hiding = await note(page, "en").evaluate((element) => {
      const rules: { condition: string; display: string }[] = [];
      const visit = (list: CSSRuleList, condition: string) => {
        for (const rule of list) {
          if (rule instanceof CSSSupportsRule) visit(rule.cssRules, rule.conditionText);
          else if (rule instanceof CSSGroupingRule) visit(rule.cssRules, condition);
          else if (rule instanceof CSSStyleRule && condition && element.matches(rule.selectorText)) {
            rules.push({ condition: condition.replace(/\s/g, ""), display: rule.style.display });
          }
        }
      };
      for (const sheet of document.styleSheets) visit(sheet.cssRules, "");
      return rules;
    });
    expect(hiding).toContainEqual({ condition: "(-webkit-touch-callout:none)", display: "none" });
    // Without scripts everyone else reads it.
    await expect(note(page, "en")).toBeVisible();
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("the QR code and its caption sit beside the badge, and the note follows", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(hero(page).getByRole("img", { name: message("en", "home.hero.qr.label", NAME) })).toBeVisible();
    await expect(hero(page).getByText(message("en", "home.hero.qr.caption", NAME))).toBeVisible();
    await expect(hero(page).getByRole("link", { name: message("en", "home.hero.badge.label") })).toBeVisible();
    await expect(note(page, "en")).toBeVisible();
  });
});
