import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, waitForHydration } from "./hydration";
import { afterFrames, imagesInViewDecoded } from "./settle";
import { DESKTOP, MOBILE } from "./viewports";

/** docs/product.md, the test-flow table, with the media paths of app/content/flows.ts. */
const FLOWS = [
  { title: "Create Account", path: "create-account", steps: 16, tags: ["onboarding", "wallet", "recovery phrase"] },
  { title: "Send Ecash", path: "send-ecash", steps: 5, tags: ["ecash", "send"] },
  { title: "Send Ecash: Copy", path: "send-ecash-copy", steps: 2, tags: ["ecash", "send", "clipboard"] },
  { title: "Send Ecash: Check Status", path: "send-ecash-check-status", steps: 3, tags: ["ecash", "send", "status"] },
  { title: "Send Ecash: Cancel", path: "send-ecash-cancel", steps: 3, tags: ["ecash", "send", "cancel"] },
  { title: "Send Ecash: Copy as Emoji", path: "send-ecash-copy-as-emoji", steps: 4, tags: ["ecash", "send", "emoji"] },
  { title: "Send Ecash: Share", path: "send-ecash-share", steps: 1, tags: ["ecash", "send", "share sheet"] },
  {
    title: "Receive Lightning (with note confirm)",
    path: "receive-lightning-note-confirm",
    steps: 10,
    tags: ["lightning", "receive", "invoice note"],
  },
  {
    title: "Receive Lightning (skip note)",
    path: "receive-lightning-skip-note",
    steps: 8,
    tags: ["lightning", "receive"],
  },
];
const SEND_ECASH_STEPS = 5;
const SUBFLOWS = FLOWS.filter((flow) => flow.title.startsWith("Send Ecash: "));

const card = (page: Page, title: string) => page.getByRole("main").getByRole("article", { name: title, exact: true });
const strip = (page: Page, title: string) => page.getByRole("region", { name: `${title} steps`, exact: true });
const video = (page: Page, title: string) => card(page, title).locator("video");
const playIcon = (page: Page, title: string) => card(page, title).locator('[data-icon="play"]');

test.describe("test flows on desktop", () => {
  test.use({ viewport: DESKTOP });

  test("one card per flow and subflow, each with its label and tags", async ({ page }) => {
    await gotoHydrated(page, "/test-flows");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test Flows Dashboard");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(9);
    let previousTop = 0;
    for (const flow of FLOWS) {
      await expect(card(page, flow.title).getByRole("heading", { level: 2 })).toHaveAccessibleName(flow.title);
      const top = (await card(page, flow.title).boundingBox())!.y;
      expect(top, `${flow.title} comes after the card before it`).toBeGreaterThan(previousTop);
      previousTop = top;
    }
    for (const flow of FLOWS) {
      await expect(card(page, flow.title).getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(
        flow.tags,
      );
    }
  });

  test("media URLs are built from the base and the path, for a flow and a subflow, and are served", async ({
    page,
  }) => {
    await gotoHydrated(page, "/test-flows");
    const account = card(page, "Create Account");
    await expect(video(page, "Create Account")).toHaveAttribute("src", "/flows/create-account-video.mp4");
    await expect(video(page, "Create Account")).toHaveAttribute("poster", "/flows/create-account-step_1.png");
    await expect(account.getByRole("img", { name: "Create Account, step 1", exact: true })).toHaveAttribute(
      "src",
      "/flows/create-account-step_1.png",
    );
    await expect(account.getByRole("img", { name: "Create Account, step 16", exact: true })).toHaveAttribute(
      "src",
      "/flows/create-account-step_16.png",
    );

    const copy = card(page, "Send Ecash: Copy");
    await expect(video(page, "Send Ecash: Copy")).toHaveAttribute("src", "/flows/send-ecash-copy-video.mp4");
    await expect(video(page, "Send Ecash: Copy")).toHaveAttribute("poster", "/flows/send-ecash-step_1.png");
    await expect(copy.getByRole("img", { name: "Send Ecash: Copy, step 5", exact: true })).toHaveAttribute(
      "src",
      "/flows/send-ecash-step_5.png",
    );
    await expect(copy.getByRole("img", { name: "Send Ecash: Copy, step 6", exact: true })).toHaveAttribute(
      "src",
      "/flows/send-ecash-copy-step_1.png",
    );

    for (const [url, type] of [
      ["/flows/create-account-video.mp4", "video/mp4"],
      ["/flows/send-ecash-copy-video.mp4", "video/mp4"],
      ["/flows/send-ecash-copy-step_2.png", "image/png"],
    ]) {
      const response = await page.request.get(url!);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
    }
  });

  test("every subflow card shows the parent's steps, then its own, numbered continuously", async ({ page }) => {
    await gotoHydrated(page, "/test-flows");
    for (const sub of SUBFLOWS) {
      const total = SEND_ECASH_STEPS + sub.steps;
      const numbers = Array.from({ length: total }, (_, i) => i + 1);
      await expect(strip(page, sub.title).locator("figcaption")).toHaveText(
        numbers.map((n) => new RegExp(`^Step ${n}\\b`)),
      );
      const sources = await strip(page, sub.title)
        .getByRole("img")
        .evaluateAll((imgs) => imgs.map((img) => [img.getAttribute("alt"), img.getAttribute("src")]));
      expect(sources).toEqual(
        numbers.map((n) => [
          `${sub.title}, step ${n}`,
          n <= SEND_ECASH_STEPS
            ? `/flows/send-ecash-step_${n}.png`
            : `/flows/${sub.path}-step_${n - SEND_ECASH_STEPS}.png`,
        ]),
      );
    }
    // Flow cards number their own steps only.
    await expect(strip(page, "Send Ecash").getByRole("img")).toHaveCount(SEND_ECASH_STEPS);
    await expect(strip(page, "Create Account").getByRole("img")).toHaveCount(16);
  });

  test("clicking the video plays and pauses it; a play icon overlays it while paused", async ({ page }) => {
    const mediaRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".mp4")) mediaRequests.push(request.url());
    });
    await gotoHydrated(page, "/test-flows");
    await page.waitForLoadState("networkidle");
    expect(mediaRequests, "no video data before a video is played").toEqual([]);

    const element = video(page, "Create Account");
    await expect(element).toHaveJSProperty("muted", true);
    await expect(element).toHaveJSProperty("playsInline", true);
    await expect(element).toHaveAttribute("preload", "none");
    await expect(playIcon(page, "Create Account")).toBeVisible();

    await page.getByRole("button", { name: "Play Create Account video" }).click();
    await expect(page.getByRole("button", { name: "Pause Create Account video" })).toBeVisible();
    await expect(element).toHaveJSProperty("paused", false);
    await expect(playIcon(page, "Create Account")).toHaveCount(0);
    // Chromium decodes and plays the committed H.264 file.
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => element.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
    expect(mediaRequests.some((url) => url.endsWith("/flows/create-account-video.mp4"))).toBe(true);

    await page.getByRole("button", { name: "Pause Create Account video" }).click();
    await expect(element).toHaveJSProperty("paused", true);
    await expect(page.getByRole("button", { name: "Play Create Account video" })).toBeVisible();
    await expect(playIcon(page, "Create Account")).toBeVisible();
    // Each video keeps its own state.
    await expect(video(page, "Send Ecash")).toHaveJSProperty("paused", true);
  });

  test("while a video plays, the pause icon shows under the pointer and on keyboard focus, never after a click alone", async ({
    page,
  }) => {
    await gotoHydrated(page, "/test-flows");
    await waitForHydration(page);
    const title = "Send Ecash";
    const pauseOverlay = card(page, title).locator('[data-icon="pause"]').locator("xpath=..");
    const overlayOpacity = () => pauseOverlay.evaluate((el) => Number(getComputedStyle(el).opacity));

    // A mouse click starts the video and leaves focus on the button; the pointer then moves away.
    await page.getByRole("button", { name: `Play ${title} video` }).click();
    await expect(video(page, title)).toHaveJSProperty("paused", false);
    const pause = page.getByRole("button", { name: `Pause ${title} video` });
    await expect(pause).toBeFocused();
    await expect.poll(overlayOpacity, "under the pointer").toBeGreaterThan(0.5);
    await page.mouse.move(1, 700);
    await expect.poll(overlayOpacity, "after the pointer left").toBe(0);
    expect(await pause.evaluate((el) => el.matches(":focus-visible"))).toBe(false);
    await expect(video(page, title)).toHaveJSProperty("paused", false);

    // Keyboard focus (Tab away and back) shows it, still without the pointer.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(pause).toBeFocused();
    expect(await pause.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
    await expect.poll(overlayOpacity, "on keyboard focus").toBeGreaterThan(0.5);
    await expect(video(page, title)).toHaveJSProperty("paused", false);
  });

  test("the video toggles from the keyboard with Enter and Space", async ({ page }) => {
    await gotoHydrated(page, "/test-flows");
    const button = page.getByRole("button", { name: "Play Send Ecash: Copy video" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(video(page, "Send Ecash: Copy")).toHaveJSProperty("paused", false);
    await expect(page.getByRole("button", { name: "Pause Send Ecash: Copy video" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(video(page, "Send Ecash: Copy")).toHaveJSProperty("paused", true);
    await expect(page.getByRole("button", { name: "Play Send Ecash: Copy video" })).toBeFocused();
  });

  test("a screenshot that fails to load shows a placeholder naming the step", async ({ page }) => {
    await page.route("**/flows/create-account-step_3.png", (route) => route.abort());
    await page.route("**/flows/create-account-step_16.png", (route) => route.fulfill({ status: 404 }));
    await gotoHydrated(page, "/test-flows");
    const account = card(page, "Create Account");
    const placeholder = account.getByRole("img", { name: "Create Account, step 3: screenshot unavailable" });
    // Generous: on a loaded machine the page may hydrate slowly (the failure itself comes at once).
    await expect(placeholder).toBeVisible({ timeout: 15_000 });
    await expect(placeholder).toContainText("Step 3");
    await expect(placeholder).toContainText("Screenshot unavailable");
    await expect(account.locator('img[src$="/create-account-step_3.png"]')).toHaveCount(0);
    // Its neighbours load, and the placeholder keeps the screenshot's size.
    const neighbour = account.getByRole("img", { name: "Create Account, step 2", exact: true });
    await expect.poll(() => neighbour.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect((await placeholder.boundingBox())?.height).toBe((await neighbour.boundingBox())?.height);

    // A lazy screenshot further along the strip fails once it is scrolled into view.
    await strip(page, "Create Account").evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
    await expect(account.getByRole("img", { name: "Create Account, step 16: screenshot unavailable" })).toBeVisible();
  });

  test("a video that fails to load shows a placeholder naming the flow", async ({ page }) => {
    await page.route("**/flows/create-account-video.mp4", (route) => route.fulfill({ status: 404 }));
    await gotoHydrated(page, "/test-flows");
    await page.getByRole("button", { name: "Play Create Account video" }).click();
    const placeholder = card(page, "Create Account").getByRole("img", { name: "Create Account video unavailable" });
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toContainText("Video unavailable");
    await expect(card(page, "Create Account").locator("video")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Create Account video/ })).toHaveCount(0);
    // Other videos are unaffected.
    await expect(page.getByRole("button", { name: "Play Send Ecash video" })).toBeVisible();
  });

  test("the strip scrolls by keyboard and wheel, and lazy screenshots load as they come into view", async ({
    page,
  }) => {
    await gotoHydrated(page, "/test-flows");
    const region = strip(page, "Create Account");
    const scrollLeft = () => region.evaluate((el) => el.scrollLeft);
    const last = region.getByRole("img", { name: "Create Account, step 16", exact: true });
    await expect(last).toHaveAttribute("loading", "lazy");
    await expect(last).toHaveAttribute("width", "144");
    await expect(last).toHaveAttribute("height", "312");

    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await page.keyboard.press("End");
    await expect
      .poll(async () => region.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1))
      .toBe(true);
    await expect(last).toBeInViewport();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press("Home");
    await expect.poll(scrollLeft).toBe(0);

    const box = (await region.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(400, 0);
    await expect.poll(scrollLeft).toBeGreaterThan(0);
  });

  test("the video sits beside the strip, and media do not shift the layout", async ({ page }) => {
    await gotoHydrated(page, "/test-flows");
    const videoBox = (await video(page, "Create Account").boundingBox())!;
    const stripBox = (await strip(page, "Create Account").boundingBox())!;
    expect(videoBox.width).toBe(240);
    expect(videoBox.height).toBe(520);
    expect(stripBox.x).toBeGreaterThan(videoBox.x + videoBox.width);
    expect(Math.abs(stripBox.y - videoBox.y)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(DESKTOP.width);

    // Scroll through the page, each screenshot in view loaded and drawn before the next scroll, then add up the
    // layout shifts.
    for (let y = 0; y < 8000; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await imagesInViewDecoded(page);
      await afterFrames(page, 2);
    }
    const shift = await page.evaluate(() => {
      // The shifts so far, buffered for the observer as it starts: taken at once, none waited for.
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const entries = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[];
      observer.disconnect();
      return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
    });
    console.log(`test-flows: cumulative layout shift while scrolling at 1280 px: ${shift.toFixed(4)}`);
    expect(shift).toBeLessThanOrEqual(0.02);
  });

  test("the flow links jump to their cards", async ({ page }) => {
    await gotoHydrated(page, "/test-flows");
    await page.getByRole("navigation", { name: "Flows" }).getByRole("link", { name: "Send Ecash: Share" }).click();
    await expect(page).toHaveURL(/\/test-flows#flow-send-ecash-share$/);
    await expect(card(page, "Send Ecash: Share").getByRole("heading")).toBeInViewport();
  });

  test("nothing plays by itself, with or without reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/test-flows");
    await page.waitForLoadState("networkidle");
    const states = await page
      .locator("video")
      .evaluateAll((videos) => videos.map((v) => (v as HTMLVideoElement).paused && !(v as HTMLVideoElement).autoplay));
    expect(states).toEqual(Array(9).fill(true));
  });

  test("has no detectable accessibility violations", async ({ page }) => {
    await gotoHydrated(page, "/test-flows");
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("the pre-rendered page lists every card and screenshot before scripts run", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/test-flows");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);
    await expect(page.getByRole("main").locator("img")).toHaveCount(
      FLOWS.reduce((sum, flow) => sum + flow.steps + (flow.title.startsWith("Send Ecash: ") ? SEND_ECASH_STEPS : 0), 0),
    );
    await context.close();
  });
});

test.describe("test flows on mobile", () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test("the page fits the phone: the video above its strip, no sideways page scroll", async ({ page }) => {
    await gotoHydrated(page, "/test-flows");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    const videoBox = (await video(page, "Send Ecash: Copy").boundingBox())!;
    const stripBox = (await strip(page, "Send Ecash: Copy").boundingBox())!;
    expect(videoBox.x).toBeGreaterThanOrEqual(0);
    expect(videoBox.x + videoBox.width).toBeLessThanOrEqual(MOBILE.width);
    expect(stripBox.y).toBeGreaterThan(videoBox.y + videoBox.height);
    expect(stripBox.x + stripBox.width).toBeLessThanOrEqual(MOBILE.width);
  });

  test("the strip scrolls sideways by touch, and the video plays on a tap", async ({ page }) => {
    await gotoHydrated(page, "/test-flows");
    const region = strip(page, "Send Ecash: Copy");
    await region.scrollIntoViewIfNeeded();
    const box = (await region.boundingBox())!;
    // A finger swipes from right to left across the strip.
    const cdp = await page.context().newCDPSession(page);
    const x = Math.round(box.x + box.width * 0.8);
    const y = Math.round(box.y + box.height / 2);
    const pageScroll = await page.evaluate(() => window.scrollY);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let i = 1; i <= 10; i++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x - i * 25, y }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);

    await page.getByRole("button", { name: "Play Send Ecash: Copy video" }).tap();
    await expect(video(page, "Send Ecash: Copy")).toHaveJSProperty("paused", false);
    await page.getByRole("button", { name: "Pause Send Ecash: Copy video" }).tap();
    await expect(video(page, "Send Ecash: Copy")).toHaveJSProperty("paused", true);
    await expect(playIcon(page, "Send Ecash: Copy")).toBeVisible();
  });
});
