import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { runnerImport } from "vite";
import { gotoHydrated, holdAppCode, holdBack, waitForHydration } from "./hydration";
import { QR_ENCODER, readQrCode } from "./qr";
import { DESKTOP, MOBILE } from "./viewports";
import { en } from "./messages";

// The site's own modules, evaluated the way Vite evaluates them (they read import.meta.env).
type Config = typeof import("../../app/config");
type Faq = typeof import("../../app/content/faq");
type Sections = typeof import("../../app/content/sections");
const siteModule = async <T>(file: string) =>
  (await runnerImport<T>(path.resolve(file), { configFile: false, logLevel: "silent" })).module;
let config: Config;
let faq: Faq;
let content: Sections;
test.beforeAll(async () => {
  [config, faq, content] = await Promise.all([
    siteModule<Config>("app/config.ts"),
    siteModule<Faq>("app/content/faq.ts"),
    siteModule<Sections>("app/content/sections.ts"),
  ]);
});

/** Opens the FAQ and waits until its own code has taken it over (it loads after the page's: faq-section.tsx). */
async function gotoFaq(page: Page) {
  await gotoHydrated(page, "/#faq");
  await page.locator("#faq[data-hydrated]").waitFor({ state: "attached" });
}

/** A section's screenshot's alt text, and a FAQ question's and answer's words, as the page says them in English. */
const imageAlt = (id: string) => en(`home.section.${id}.imageAlt`, { name: config.PRODUCT_NAME });
const question = (id: string) =>
  en(`faq.item.${id}.question`, { name: config.PRODUCT_NAME, url: config.APP_STORE_URL });
const answer_ = (id: string) => en(`faq.item.${id}.answer`, { name: config.PRODUCT_NAME, url: config.APP_STORE_URL });

/** A FAQ question's disclosure (its `<summary>`) in `scope`, by its words; its answer; whether it is open. */
const faqQuestion = (scope: Page | Locator, name: string | RegExp) =>
  scope.locator("#faq summary, summary[id^='faq-question-']").filter({ hasText: name });
const answerOf = (summary: Locator) => summary.locator("xpath=..").getByRole("region");
const isOpen = (summary: Locator) =>
  summary.locator("xpath=..").evaluate((details: HTMLDetailsElement) => details.open);

const SECTION_IDS = ["hero", "wallet", "social", "esims", "vpns", "faq"];
const TAB_SECTIONS = [
  ["wallet", "Wallet"],
  ["social", "Social"],
  ["esims", "eSIMs"],
  ["vpns", "VPNs"],
] as const;
const ITEM_STEP = 106;

async function scrollToSection(page: Page, id: string) {
  await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ behavior: "instant", block: "start" }), id);
}

/**
 * Waits until the page has stopped scrolling: ten frames in a row at the same place. A navigation to a hash scrolls
 * there smoothly, and the page can go on moving after a test's instant scroll.
 */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Snapping would pull a programmatic scroll to the nearest section; tests that need exact positions turn it off. */
async function scrollExactly(page: Page, y: number) {
  await page.evaluate((y) => {
    document.documentElement.style.scrollSnapType = "none";
    window.scrollTo({ top: y, behavior: "instant" });
  }, y);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/**
 * Waits until the browser has measured section `id` where the page now stands (`share` of it visible) and told the
 * page's observers, then two frames more, so that what the page does about it has rendered. Not a wait of so many
 * milliseconds: intersection observers are all told in one task, at a frame, and the test's own observer, first told
 * the section's state as the page now stands, is told in the same task as the page's.
 */
async function visibilityDelivered(page: Page, id: string, share: number) {
  const seen = await page.evaluate(
    (id) =>
      new Promise<number>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          const frames = (n: number): unknown => (n ? requestAnimationFrame(() => frames(n - 1)) : resolve(ratio));
          // The share docs/product.md means: of the section, or of the window when the section is taller.
          const ratio = entry!.intersectionRect.height / Math.min(entry!.boundingClientRect.height, innerHeight);
          frames(2);
        });
        observer.observe(document.getElementById(id)!);
      }),
    id,
  );
  expect(seen, `${id} is ${share * 100} % visible`).toBeCloseTo(share, 2);
}

function sectionsHaveTheirLayout() {
  test("the six sections come in order, each a full-height snapping anchor with 66 px top padding", async ({
    page,
  }) => {
    await page.goto("/");
    const layout = await page.evaluate((ids) => {
      const all = [...document.querySelectorAll("main section[id]")].map((el) => el.id);
      return {
        order: all.filter((id) => ids.includes(id)),
        snapType: getComputedStyle(document.documentElement).scrollSnapType,
        viewportHeight: window.innerHeight,
        sections: ids.map((id) => {
          const el = document.getElementById(id)!;
          const style = getComputedStyle(el);
          return { id, paddingTop: style.paddingTop, snap: style.scrollSnapAlign, height: el.offsetHeight };
        }),
      };
    }, SECTION_IDS);
    expect(layout.order).toEqual(SECTION_IDS);
    expect(layout.snapType).toMatch(/^y( proximity)?$/); // proximity is the default, so it may be omitted
    for (const section of layout.sections) {
      expect(section.paddingTop, section.id).toBe("66px");
      expect(section.snap, section.id).toBe("start");
      expect(section.height, section.id).toBeGreaterThanOrEqual(layout.viewportHeight);
    }
  });

  test("every section is reachable by its anchor, its top at the top of the window", async ({ page }) => {
    for (const id of SECTION_IDS) {
      await page.goto(`/#${id}`);
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((el) => Math.abs(Math.round(el.getBoundingClientRect().top))))
        .toBe(0);
    }
  });

  test("scroll snapping is off under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollSnapType)).toBe("none");
  });
}

/** How far left the partner strip has moved, in px. */
const stripOffset = (strip: Locator) => strip.evaluate((el) => -new DOMMatrix(getComputedStyle(el).transform).m41);

/**
 * Opens the home page on a clock the test drives (Playwright's, which also runs the page's animation frames) with the
 * partner strip in view and moving, then stops that clock: from here the page's time moves only by `page.clock`, and
 * the last frame was drawn at the page's `now`, so a run of N ms draws frames exactly 16 ms apart.
 */
async function carouselOnTheTestsClock(page: Page) {
  await page.clock.install();
  await page.goto("/");
  const strip = page.getByRole("list", { name: "Partners" });
  await strip.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect.poll(() => stripOffset(strip)).toBeGreaterThan(0);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // Frames fall on multiples of 16 ms of the page's clock: run to the next one, where the strip is drawn again.
  await page.clock.runFor((16 - ((await page.evaluate(() => performance.now())) % 16)) % 16);
  const loop = ((await strip.locator(":scope > li").count()) / 3) * ITEM_STEP;
  /** How far the strip moves while `run` moves the page's clock (it wraps after one copy of the list). */
  const moved = async (run: () => Promise<void>) => {
    const before = await stripOffset(strip);
    await run();
    return ((await stripOffset(strip)) - before + loop) % loop;
  };
  return { strip, moved };
}

function carouselMoves() {
  test("the partner carousel moves 0.5 px per 16 ms of the page's time, a late frame as far as its delay", async ({
    page,
  }) => {
    // Time is the test's own, not the machine's: the distances are the speed's, however loaded the machine (to a
    // twentieth of a pixel: the clock keeps fractions of a millisecond from before it stopped).
    const { moved } = await carouselOnTheTestsClock(page);
    // 100 frames 16 ms apart.
    expect(await moved(() => page.clock.runFor(1600))).toBeCloseTo(50, 1);
    // One frame 800 ms after the last (a busy phone): the strip moves what 800 ms are worth, not one frame's 0.5 px.
    expect(await moved(() => page.clock.fastForward(800))).toBeCloseTo(25, 1);
    expect(await moved(() => page.clock.runFor(160))).toBeCloseTo(5, 1);
  });
}

test.describe("landing page on desktop", () => {
  test.use({ viewport: DESKTOP });

  sectionsHaveTheirLayout();

  test("the active section's tab is highlighted as the page scrolls", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page).locator("[aria-current]")).toHaveCount(0);
    for (const [id, label] of TAB_SECTIONS) {
      await scrollToSection(page, id);
      await expect(mainNav(page).getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await expect(mainNav(page).locator("[aria-current]")).toHaveCount(1);
    }
    await scrollToSection(page, "hero");
    await expect(mainNav(page).locator("[aria-current]")).toHaveCount(0);
  });

  test("a section becomes active once 60 percent of it is visible", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const walletTab = mainNav(page).getByRole("link", { name: "Wallet", exact: true });
    const wallet = await page.locator("#wallet").evaluate((el: HTMLElement) => el.offsetTop);
    const height = DESKTOP.height;
    await scrollExactly(page, wallet - height * 0.45); // wallet 55 %, hero 45 % visible: hero stays active
    await visibilityDelivered(page, "wallet", 0.55);
    await expect(walletTab).not.toHaveAttribute("aria-current");
    await scrollExactly(page, wallet - height * 0.35); // wallet 65 % visible
    await expect(walletTab).toHaveAttribute("aria-current", "location");
  });

  test("the active section is cleared when leaving the page", async ({ page }) => {
    await page.goto("/#social");
    await expect(mainNav(page).getByRole("link", { name: "Social", exact: true })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await page.getByRole("link", { name: "Blog", exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(mainNav(page).locator('[aria-current="location"]')).toHaveCount(0);
  });

  test("a 245 x 533 phone beside the text shows the active section's screenshot", async ({ page }) => {
    await page.goto("/");
    const mockup = page.getByRole("group", { name: "App preview" });
    await expect(mockup).toBeVisible();
    const frame = (await mockup.locator(":scope > div").boundingBox())!;
    expect(frame.width).toBe(245);
    expect(frame.height).toBe(533);
    for (const section of content.sections.filter((s) => s.positionType === "fixed")) {
      await scrollToSection(page, section.id);
      const screenshot = mockup.getByRole("img", { name: imageAlt(section.id) });
      await expect(screenshot).toBeVisible();
      await expect(screenshot).toHaveAttribute("src", `/landing/screens/en/${section.id}.webp`);
      // The previous screenshot fades out and leaves the accessibility tree.
      await expect(mockup.getByRole("img")).toHaveCount(1);
      // Fixed, or parked at the very spot it had (the last section before the FAQ ends the track).
      expect(await mockup.locator(":scope > div").boundingBox()).toEqual(frame);
      const heading = (await page.locator(`#${section.id}-title`).boundingBox())!;
      expect(heading.x + heading.width, section.id).toBeLessThanOrEqual(frame.x);
    }
  });

  test("screenshots ship with the site with explicit sizes; only the hero's loads eagerly", async ({ page }) => {
    await page.goto("/");
    const images = await page
      .getByRole("group", { name: "App preview" })
      .locator("img")
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          src: img.getAttribute("src")!,
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
        })),
      );
    expect(images.map((img) => img.src)).toEqual([
      "/landing/screens/en/hero.webp",
      "/landing/screens/en/wallet.webp",
      "/landing/screens/en/social.webp",
      "/landing/screens/en/esims.webp",
      "/landing/screens/en/vpns.webp",
      "/landing/screens/en/faq.webp",
    ]);
    for (const img of images) {
      expect(img.src).toMatch(/^\/landing\//);
      expect([img.width, img.height]).toEqual(["225", "513"]);
      expect(img.loading).toBe(img.src.includes("hero") ? "eager" : "lazy");
      expect((await page.request.get(img.src)).status()).toBe(200);
    }
  });

  test("the phone stays fixed, then parks without a jump and never covers the FAQ", async ({ page }) => {
    await page.goto("/");
    const mockup = page.getByRole("group", { name: "App preview" });
    const frame = mockup.locator(":scope > div");
    const geometry = () =>
      page.evaluate(() => {
        const group = document.querySelector<HTMLElement>('[aria-label="App preview"]')!;
        const phone = group.firstElementChild!.getBoundingClientRect();
        const faq = document.getElementById("faq")!.getBoundingClientRect();
        return { position: getComputedStyle(group).position, top: phone.top, bottom: phone.bottom, faqTop: faq.top };
      });

    const vpnsTop = await page.locator("#vpns").evaluate((el: HTMLElement) => el.offsetTop);
    const faqTop = await page.locator("#faq").evaluate((el: HTMLElement) => el.offsetTop);
    const faqBottom = await page.locator("#faq").evaluate((el: HTMLElement) => el.offsetTop + el.offsetHeight);
    for (let y = vpnsTop; y <= faqBottom; y += 50) {
      await scrollExactly(page, y);
      await expect
        .poll(async () => (await geometry()).position)
        .toBe(y < faqTop - DESKTOP.height ? "fixed" : "absolute");
      const { bottom, faqTop: top } = await geometry();
      expect(bottom, `scrolled to ${y}`).toBeLessThanOrEqual(top);
    }

    // Across the switch the phone moves with the scroll, by a pixel, not by a jump.
    const switchAt = faqTop - DESKTOP.height;
    await scrollExactly(page, switchAt - 1);
    await expect.poll(async () => (await geometry()).position).toBe("fixed");
    const before = await geometry();
    await scrollExactly(page, switchAt + 1);
    await expect.poll(async () => (await geometry()).position).toBe("absolute");
    const after = await geometry();
    expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(2);
    await expect(frame).toBeVisible();
  });

  test("the QR code decodes to the App Store URL and the badge links there", async ({ page }) => {
    await page.goto("/");
    const qr = page.getByRole("img", { name: /QR code/ });
    await expect(qr).toBeVisible();
    expect(await readQrCode(qr)).toBe(config.APP_STORE_URL);

    const badge = page.getByRole("link", { name: "Download on the App Store" });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute("href", config.APP_STORE_URL);
    await expect(badge).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("without scripts the page is readable: screenshots inline, no floating phone", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("group", { name: "App preview" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    for (const section of content.sections.filter((s) => s.positionType === "fixed")) {
      await expect(page.locator(`#${section.id}`).getByRole("img", { name: imageAlt(section.id) })).toBeAttached();
      await expect(page.locator(`#${section.id}`).getByRole("img", { name: imageAlt(section.id) })).toBeVisible();
    }
    await context.close();
  });

  test("the QR code is drawn at build time: no QR library ships to the browser", async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.text());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => QR_ENCODER.test(script)).length).toBe(0);
  });

  test.describe("FAQ", () => {
    test.beforeEach(async ({ page }) => {
      await gotoFaq(page);
    });

    const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
    const search = (page: Page) => page.getByRole("searchbox", { name: "Search the FAQ" });
    const status = (page: Page) => page.locator("#faq").getByRole("status");

    test("starts on General with every item collapsed; a click toggles an item", async ({ page }) => {
      await expect(page.getByRole("tablist", { name: "FAQ categories" }).getByRole("tab")).toHaveText([
        "General",
        "Wallet",
        "Social",
        "eSIMs",
        "VPNs",
      ]);
      await expect(tab(page, "General")).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name: "General" });
      const questions = panel.locator("summary");
      const general = faq.faqCategories.find((c) => c.id === "general")!;
      await expect(questions).toHaveText(general.questions.map(question));
      await expect(panel.locator("details[open]")).toHaveCount(0);

      const first = questions.first();
      const answer = answerOf(first);
      await expect(answer).toBeHidden();
      await first.click();
      expect(await isOpen(first)).toBe(true);
      await expect(answer).toBeVisible();
      await expect(answer).toHaveText(answer_(general.questions[0]!).replace(/\n+/g, ""));
      await expect(answer).toHaveAccessibleName(question(general.questions[0]!));
      expect(await answer.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("384px");
      await first.click();
      await expect(answer).toBeHidden();
      expect(await isOpen(first)).toBe(false);
    });

    test("answers cover Lightning support and the open-source claim", async ({ page }) => {
      await expect(faqQuestion(page, /open source/i)).toBeVisible();
      await tab(page, "Wallet").click();
      await expect(faqQuestion(page, /support Lightning/i)).toBeVisible();
    });

    test("tabs switch by click and by arrow, Home and End keys", async ({ page }) => {
      await tab(page, "Wallet").click();
      await expect(tab(page, "Wallet")).toHaveAttribute("aria-selected", "true");
      await expect(tab(page, "General")).toHaveAttribute("aria-selected", "false");
      await expect(page.getByRole("tabpanel", { name: "Wallet" })).toBeVisible();
      await expect(page.getByRole("tabpanel", { name: "General" })).toBeHidden();

      await page.keyboard.press("ArrowRight");
      await expect(tab(page, "Social")).toBeFocused();
      await expect(tab(page, "Social")).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("End");
      await expect(tab(page, "VPNs")).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await expect(tab(page, "General")).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowLeft");
      await expect(tab(page, "VPNs")).toBeFocused();
      await page.keyboard.press("Home");
      await expect(tab(page, "General")).toBeFocused();
      // Only the selected tab is in the Tab order.
      await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    });

    test("the eSIMs and VPNs categories show an empty state, not a blank panel", async ({ page }) => {
      for (const name of ["eSIMs", "VPNs"]) {
        await tab(page, name).click();
        const panel = page.getByRole("tabpanel", { name });
        await expect(panel.getByText(`No questions about ${name} yet`)).toBeVisible();
        await expect(panel.locator("summary")).toHaveCount(0);
      }
    });

    test("search matches questions and answers, case-insensitively, across categories", async ({ page }) => {
      const all = faq.faqCategories.flatMap((c) => c.questions);
      const expected = (query: string) =>
        all.filter((q) => `${question(q)}\n${answer_(q)}`.toLowerCase().includes(query.toLowerCase()));

      for (const query of ["lightning", "LIGHTNING", "nostr"]) {
        await search(page).fill(query);
        const matches = expected(query);
        expect(matches.length).toBeGreaterThan(1);
        await expect(status(page)).toHaveText(`${matches.length} results found`);
        await expect(page.getByRole("tablist")).toHaveCount(0);
        await expect(page.locator("#faq summary")).toHaveCount(matches.length);
        await expect(page.locator("#faq details[open]")).toHaveCount(0);
      }

      // A word found only in one answer.
      await search(page).fill("Blindly");
      await expect(status(page)).toHaveText("1 result found");
      const result = faqQuestion(page, /What is ecash\?/);
      await expect(result).toContainText("Wallet");
      await result.click();
      expect(await isOpen(result)).toBe(true);
      await expect(answerOf(result)).toContainText("signing them blindly");
    });

    test("no match shows the spec's message and the categories below", async ({ page }) => {
      await search(page).fill("  quantum teleport ");
      await expect(status(page)).toContainText('No results found for "quantum teleport"');
      await expect(status(page)).toContainText("Try a different search term or browse categories below");
      await expect(page.getByRole("tablist", { name: "FAQ categories" })).toBeVisible();
    });

    test("a blank query is no search; clearing the input returns to the tabs", async ({ page }) => {
      await search(page).fill("   ");
      await expect(status(page)).toHaveText("");
      await expect(page.getByRole("tablist", { name: "FAQ categories" })).toBeVisible();

      await search(page).fill("wallet");
      await expect(page.getByRole("tablist")).toHaveCount(0);
      await search(page).fill("");
      await expect(status(page)).toHaveText("");
      await expect(page.getByRole("tablist", { name: "FAQ categories" })).toBeVisible();
      await expect(tab(page, "General")).toHaveAttribute("aria-selected", "true");
    });

    test("the Contact Support card writes to the support address", async ({ page }) => {
      const card = page.locator("#faq").getByRole("heading", { name: "Contact Support" });
      await expect(card).toBeVisible();
      await expect(page.getByRole("link", { name: `Email ${faq.SUPPORT_EMAIL}` })).toHaveAttribute(
        "href",
        `mailto:${faq.SUPPORT_EMAIL}`,
      );
    });
  });

  test.describe("partner carousel", () => {
    test("shows local wordmarks with alt text, tripled, only the first copy exposed", async ({ page }) => {
      await page.goto("/");
      const strip = page.getByRole("list", { name: "Partners" });
      const all = strip.locator(":scope > li");
      const count = await all.count();
      expect(count % 3).toBe(0);
      const exposed = strip.getByRole("listitem");
      await expect(exposed).toHaveCount(count / 3);
      await expect(strip.locator(':scope > li[aria-hidden="true"]')).toHaveCount((count / 3) * 2);
      for (const name of ["Cashu", "Damus"]) await expect(strip.getByRole("img", { name })).toHaveCount(1);

      const items = await all.evaluateAll((lis) =>
        lis.map((li) => ({
          width: li.getBoundingClientRect().width,
          alt: li.querySelector("img")!.getAttribute("alt"),
          src: li.querySelector("img")!.getAttribute("src")!,
          tabIndex: li.querySelector("a")?.tabIndex,
          rel: li.querySelector("a")?.getAttribute("rel"),
        })),
      );
      const copy = items.slice(0, count / 3).map((item) => item.alt);
      expect(items.map((item) => item.alt)).toEqual([...copy, ...copy, ...copy]);
      items.forEach((item, index) => {
        expect(item.width).toBe(ITEM_STEP);
        expect(item.alt).toBeTruthy();
        expect(item.src).toMatch(/^\/landing\/partners\/.+\.svg$/);
        expect(item.rel).toBe("noopener noreferrer");
        expect(item.tabIndex).toBe(index < count / 3 ? 0 : -1);
      });
    });

    carouselMoves();

    test("pauses while hovered and while a logo has focus, which it keeps in view", async ({ page }) => {
      const { strip, moved } = await carouselOnTheTestsClock(page);
      const viewport = (await strip.locator("..").boundingBox())!;

      // The page's time runs on while the pointer rests on the strip: the strip does not.
      await page.mouse.move(viewport.x + viewport.width / 2, viewport.y + viewport.height / 2);
      expect(await moved(() => page.clock.runFor(600))).toBeCloseTo(0, 1);
      // It goes on from where it stopped, without making up for the pause: ten frames, the first only starts it.
      await page.mouse.move(0, 0);
      expect(await moved(() => page.clock.runFor(160))).toBeCloseTo(4.5, 1);

      const last = strip.getByRole("listitem").last().getByRole("link");
      await last.focus();
      const box = (await last.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(viewport.x);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.x + viewport.width);
      expect(await moved(() => page.clock.runFor(600))).toBeCloseTo(0, 1);

      // Tab leaves the strip after the last exposed logo: the copies are not in the Tab order.
      await page.keyboard.press("Tab");
      expect(await strip.evaluate((el) => el.contains(document.activeElement))).toBe(false);
      expect(await moved(() => page.clock.runFor(160))).toBeCloseTo(4.5, 1);
    });

    test("loops without a visible jump", async ({ page }) => {
      await page.clock.install();
      await page.goto("/");
      const strip = page.getByRole("list", { name: "Partners" });
      await strip.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const loop = ((await strip.locator(":scope > li").count()) / 3) * ITEM_STEP;
      const frame = () =>
        strip.evaluate((el) => {
          const viewport = el.parentElement!.getBoundingClientRect();
          return {
            offset: -new DOMMatrix(getComputedStyle(el).transform).m41,
            logos: [...el.children]
              .map((li) => ({ alt: li.querySelector("img")!.alt, x: li.getBoundingClientRect().x }))
              .filter(({ x }) => x >= viewport.left && x + 106 <= viewport.right),
          };
        });

      const left = await strip.evaluate((el) => el.parentElement!.getBoundingClientRect().left);
      const { offset } = await frame();
      // Run to a little before the strip has moved by one copy, then watch it frame by frame.
      await page.clock.runFor(Math.max(0, ((loop - offset - 2) / 0.5) * 16));
      let previous = await frame();
      let wrapped = false;
      for (let i = 0; i < 12; i++) {
        await page.clock.runFor(16);
        const current = await frame();
        if (current.offset < previous.offset) wrapped = true;
        expect(current.logos.length).toBeGreaterThan(0);
        // Every logo fully in view is, one frame later, half a pixel further left.
        for (const logo of previous.logos) {
          const next = current.logos.filter((l) => l.alt === logo.alt).map((l) => l.x);
          if (logo.x - 0.5 < left) continue; // about to leave the view
          expect(
            next.some((x) => Math.abs(x - (logo.x - 0.5)) < 0.05),
            `${logo.alt} at ${logo.x}, then at ${next.join(", ")}`,
          ).toBe(true);
        }
        previous = current;
      }
      expect(wrapped).toBe(true);
    });

    test("stands still under reduced motion, every logo in view", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.clock.install();
      await page.goto("/");
      const strip = page.getByRole("list", { name: "Partners" });
      await strip.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await waitForHydration(page);
      await page.mouse.move(0, 0);
      // A second of the page's time, every frame of it drawn: nothing moves the strip.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.clock.runFor(1000);
      expect(await strip.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
      for (const logo of await strip.getByRole("listitem").all()) await expect(logo).toBeInViewport({ ratio: 1 });
      await expect(strip.locator(':scope > li[aria-hidden="true"]').first()).toBeHidden();
    });
  });
});

test.describe("landing page on mobile", () => {
  test.use({ viewport: MOBILE });

  sectionsHaveTheirLayout();

  test("no floating phone: each section shows its own screenshot", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("group", { name: "App preview" })).toBeHidden();
    for (const section of content.sections.filter((s) => s.positionType === "fixed")) {
      const screenshot = page.locator(`#${section.id}`).getByRole("img", { name: imageAlt(section.id) });
      await screenshot.scrollIntoViewIfNeeded();
      await expect(screenshot).toBeVisible();
      await expect(screenshot).toHaveAttribute("src", `/landing/screens/en/${section.id}.webp`);
      await expect(screenshot).toHaveAttribute("loading", section.id === "hero" ? "eager" : "lazy");
      // Drawn at twice the mockup's size.
      await expect.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(450);
    }
  });

  test("the active section is marked in the menu as the page scrolls", async ({ page }) => {
    await page.goto("/");
    for (const [id, label] of TAB_SECTIONS) {
      await scrollToSection(page, id);
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "location");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    }
  });

  test("the App Store badge is in the hero, and no QR code a phone could not scan (hero-phone.spec.ts)", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.locator("#hero");
    await expect(hero.getByRole("link", { name: "Download on the App Store" })).toBeInViewport();
    await expect(hero.getByRole("img", { name: /QR code/ })).toBeHidden();
  });

  test("a long FAQ answer scrolls inside its 24rem panel and can be scrolled by keyboard", async ({ page }) => {
    await gotoFaq(page);
    await page.getByRole("tab", { name: "Wallet", exact: true }).click();
    const question = faqQuestion(page, "What is ecash?");
    await question.click();
    const answer = answerOf(question);
    await expect(answer).toBeVisible();
    const size = await answer.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
    expect(size.client).toBeLessThanOrEqual(384);
    expect(size.scroll).toBeGreaterThan(size.client);
    await expect(answer).toHaveAttribute("tabindex", "0");
  });

  test("FAQ search counts results in the spec's words", async ({ page }) => {
    await gotoFaq(page);
    const search = page.getByRole("searchbox", { name: "Search the FAQ" });
    await search.fill("12-word");
    await expect(page.locator("#faq").getByRole("status")).toHaveText("1 result found");
    await search.fill("zzz");
    await expect(page.locator("#faq").getByRole("status")).toHaveText(
      'No results found for "zzz"Try a different search term or browse categories below',
    );
  });

  carouselMoves();
});

test("the FAQ's code loads only as the visitor nears it; until then its pre-rendered answers stay", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  const faqCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/faq-body-[\w-]+\.js$/.test(request.url())) faqCode.push(request.url());
  });
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  // The app has taken over the page: the FAQ far below is as the build wrote it, its code not even asked for.
  await expect(faqQuestion(page, question("whatIs"))).toBeAttached();
  expect(faqCode).toEqual([]);
  await scrollToSection(page, "faq");
  await expect.poll(() => faqCode.length).toBe(1);
  await expect(page.locator("#faq[data-hydrated]")).toBeAttached();
  await page.getByRole("searchbox", { name: "Search the FAQ" }).fill("quantum teleport");
  await expect(page.locator("#faq").getByRole("status")).toContainText('No results found for "quantum teleport"');
});

test("a question opens at once and a tab is acted on once the FAQ's code arrives, when clicked before", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  // The FAQ's code is held back until the test lets it go: a visitor on a slow link taps meanwhile.
  const { release, asked } = await holdBack(page, /\/assets\/faq-body-[\w-]+\.js$/);
  await gotoHydrated(page, "/#faq");
  await expect.poll(asked).toBe(true);
  const whatIs = faqQuestion(page, question("whatIs"));
  const tab = (name: string) => page.getByRole("tab", { name, exact: true });
  // A question is a disclosure: the browser opens it without the FAQ's code.
  await whatIs.click();
  await expect(answerOf(whatIs)).toBeVisible();
  // A tab is the FAQ's code's: nothing happens yet.
  await tab("Wallet").click();
  await expect(tab("Wallet")).toHaveAttribute("aria-selected", "false");
  release();
  await expect(page.locator("#faq[data-hydrated]")).toBeAttached();
  // The tab click, once the code is here; the question stays open, as the FAQ's own state.
  await expect(tab("Wallet")).toHaveAttribute("aria-selected", "true");
  await tab("General").click();
  expect(await isOpen(whatIs)).toBe(true);
  await expect(answerOf(whatIs)).toBeVisible();
  await whatIs.click();
  await expect(answerOf(whatIs)).toBeHidden();
});

test("a question tapped before the page hydrates opens at once, and stays open as the FAQ's code takes over", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  // Both the page's code and the FAQ's are held back.
  const faqCode = await holdBack(page, /\/assets\/faq-body-[\w-]+\.js$/);
  const releaseApp = await holdAppCode(page);
  await page.goto("/#faq", { waitUntil: "domcontentloaded" });
  const whatIs = faqQuestion(page, question("whatIs"));
  await whatIs.click();
  await expect(answerOf(whatIs)).toBeVisible();
  releaseApp();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect.poll(faqCode.asked).toBe(true);
  await expect(answerOf(whatIs)).toBeVisible();
  faqCode.release();
  await expect(page.locator("#faq[data-hydrated]")).toBeAttached();
  expect(await isOpen(whatIs)).toBe(true);
  // Searched for, the question shows among the results as open as it is in its tab.
  await page.getByRole("searchbox", { name: "Search the FAQ" }).fill(question("whatIs"));
  const result = faqQuestion(page, question("whatIs"));
  await expect(result).toContainText("General");
  expect(await isOpen(result)).toBe(true);
});

test("without scripts the FAQ's questions open and close", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
  const page = await context.newPage();
  await page.goto("/#faq");
  const whatIs = faqQuestion(page, question("whatIs"));
  await expect(answerOf(whatIs)).toBeHidden();
  await whatIs.click();
  await expect(answerOf(whatIs)).toBeVisible();
  await expect(answerOf(whatIs)).toHaveText(answer_("whatIs").replace(/\n+/g, ""));
  await whatIs.click();
  await expect(answerOf(whatIs)).toBeHidden();
  await context.close();
});

test("the FAQ reached by a navigation, twice, opens a question once per click", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/blog");
  const nav = mainNav(page);
  for (const visit of [1, 2]) {
    // The top bar's link into the home page is followed by the router: no new document, the FAQ renders in the page.
    await nav.getByRole("link", { name: "Wallet", exact: true }).click();
    await expect(page).toHaveURL(/\/#wallet$/);
    await expect(page.locator("#faq")).toBeAttached();
    // The page scrolls to #wallet smoothly: a click while it still moves can land beside the question.
    await scrollSettled(page);
    await scrollToSection(page, "faq");
    await scrollSettled(page);
    await expect(page.locator("#faq[data-hydrated]")).toBeAttached();
    const whatIs = faqQuestion(page, question("whatIs"));
    await whatIs.click();
    await expect(answerOf(whatIs), `visit ${visit}`).toBeVisible();
    expect(await isOpen(whatIs), `visit ${visit}`).toBe(true);
    await nav.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    // The URL changes before the blog is on screen: until it is, the home page (its FAQ open) is still there, and
    // a quick click back to it would keep that page, not render a new FAQ.
    await expect(page.locator("#faq")).not.toBeAttached();
  }
});

test("words typed into the FAQ's search before the app has taken over the page are searched for", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  // The page's own code is held back until the test lets it go: a visitor types into the pre-rendered box meanwhile.
  const release = await holdAppCode(page);
  await page.goto("/#faq", { waitUntil: "domcontentloaded" });
  await page.getByRole("searchbox", { name: "Search the FAQ" }).fill("quantum teleport");
  release();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.locator("#faq").getByRole("status")).toContainText('No results found for "quantum teleport"');
});
