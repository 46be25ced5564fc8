// The site in every language (docs/languages.md): addresses and hreflang, the switcher, the language note,
// right-to-left layouts, formats, and the pseudo-locale that shows any string that escaped translation.
import { axeViolations } from "./axe";
import MessageFormat from "@messageformat/core";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import type { NostrEvent } from "nostr-tools/pure";
import { pseudoMessage, readCatalogues } from "../../builder/i18n/catalogue.mjs";
import { ARTICLES, SEED, newArticle } from "./blog-data";
import { DESKTOP, MOBILE } from "./viewports";
import { guardPage } from "./page-guard";
import { gotoHydrated, holdBack, hoverOpen } from "./hydration";
import { message } from "./messages";
import { readFileSync } from "node:fs";
import { test as relayTest, type RelayControl } from "./relay-control";

const expect = baseExpect.configure({ timeout: 15_000 });
const ARTICLE = ARTICLES[0]!;
const LANGUAGES = ["en", "es", "pt-BR", "fr", "de", "ru", "tr", "fa", "ar", "zh-CN", "ja", "en-XA"];
const PREFIXES: Record<string, string> = { en: "", "pt-BR": "/pt-br", "zh-CN": "/zh-cn", "en-XA": "/en-xa" };
const prefixOf = (tag: string) => PREFIXES[tag] ?? `/${tag}`;

async function noHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe("addresses", () => {
  test.use({ viewport: DESKTOP });

  test("each page names itself in every language, with English as x-default", async ({ page }) => {
    await page.goto("/es/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    const byLanguage = Object.fromEntries(
      await alternates.evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      ),
    );
    for (const tag of LANGUAGES) {
      expect(new URL(byLanguage[tag]).pathname, tag).toBe(`${prefixOf(tag)}/blog`);
    }
    expect(new URL(byLanguage["x-default"]).pathname).toBe("/blog");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/es\/blog$/);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "es_ES");
    await expect(page.locator('head meta[property="og:locale:alternate"]')).toHaveCount(LANGUAGES.length - 1);
  });

  test("an article exists once for search engines: every copy names its English address", async ({ page }) => {
    await page.goto(`/fa/blog/${ARTICLE.slug}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`[^a]/blog/${ARTICLE.slug}$`),
    );
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  test("the sitemap lists every language of a page, and an article once", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://ember.cash/fa/test-flows</loc>");
    expect(sitemap).toContain('hreflang="zh-CN" href="https://ember.cash/zh-cn/blog"');
    expect(sitemap).toContain(`<loc>https://ember.cash/blog/${ARTICLE.slug}</loc>`);
    expect(sitemap).not.toContain(`/es/blog/${ARTICLE.slug}<`);
  });

  test("links stay in the language: the menu, the cards, the footer", async ({ page }) => {
    await page.goto("/es/blog");
    const main = page.getByRole("navigation").first();
    for (const href of await main
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href, "a tab").toMatch(/^\/es(\/|#|$)/);
    }
    await expect(page.getByRole("article").first().getByRole("link").first()).toHaveAttribute("href", /^\/es\/blog\//);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /privacidad/i })).toHaveAttribute(
      "href",
      "/es/privacy",
    );
  });

  test("the Blog tab is marked current on blog pages in every language", async ({ page }) => {
    for (const [tag, path] of [
      ["es", "/es/blog"],
      ["fa", `/fa/blog/${ARTICLE.slug}`],
      ["en-XA", "/en-xa/blog/page/2"],
    ] as const) {
      await page.goto(path);
      const blogTab = page
        .getByRole("navigation")
        .first()
        .getByRole("link", { name: words(tag, "shell.nav.blog"), exact: true });
      await expect(blogTab, path).toHaveAttribute("aria-current", "page");
    }
  });

  test("a first segment that names no language is a page that does not exist", async ({ page }) => {
    await page.goto("/xx/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});

test.describe("the switcher", () => {
  test("by keyboard, from the top bar: the same page in the chosen language", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/test-flows");
    const switcher = page.locator("summary", { hasText: "English" });
    await switcher.focus();
    await page.keyboard.press("Enter");
    const spanish = page.getByRole("link", { name: "Español" });
    await expect(spanish).toBeVisible();
    await expect(page.getByRole("link", { name: "فارسی" })).toHaveAttribute("lang", "fa");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await spanish.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/es/test-flows");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("Escape closes it and gives focus back", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    const switcher = page.locator("summary", { hasText: "English" });
    await switcher.click();
    await expect(page.getByRole("link", { name: "Deutsch" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Deutsch" })).toBeHidden();
    await expect(switcher).toBeFocused();
  });

  test("in the mobile menu", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, "/blog");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL("/ar/blog");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

test.describe("the language note", () => {
  test.use({ locale: "es-AR", viewport: DESKTOP });

  test("offers the browser's language, in it, and stays away once dismissed", async ({ page }) => {
    await page.goto("/test-flows");
    const note = page.getByRole("complementary").filter({ has: page.getByRole("link", { name: /español/i }) });
    await expect(note).toHaveAttribute("lang", "es");
    await expect(note.getByRole("link")).toHaveAttribute("href", "/es/test-flows");
    await note.getByRole("button").click();
    await expect(note).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("link", { name: /español/i }).and(page.locator("aside a"))).toHaveCount(0);
  });

  test("sits at the foot of a phone's screen, where it hides none of the page's first controls", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(`/blog/${ARTICLE.slug}`);
    const note = page.getByRole("complementary", { name: message("es", "languageNote.label") });
    await expect(note.getByRole("link")).toBeVisible();
    const pill = (await note.getByRole("link").boundingBox())!;
    // The back link and the title, the first things on the page, are not under the note: a click reaches them.
    const back = page.getByRole("link", { name: message("en", "blog.back") });
    const title = page.getByRole("heading", { level: 1, name: ARTICLE.title });
    for (const target of [back, title]) {
      const box = (await target.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("aside")?.getAttribute("lang") ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit, "the note covers it").toBeNull();
    }
    expect(pill.y + pill.height, "the note's bottom edge").toBeGreaterThan(MOBILE.height - 80);
    // The strip on either side of the pill lets clicks through to the page.
    const side = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("aside[lang]") === null,
      [4, pill.y + pill.height / 2],
    );
    expect(side, "a click beside the note reaches the page").toBe(true);
  });

  test("asks for its words with its view, not once the view has arrived", async ({ page }) => {
    // The view is held back: its words (the offered language's, a file of their own: not its whole shell) must be
    // on their way all the same, so the note costs a slow link one round trip, not two.
    const view = await holdBack(page, /\/assets\/language-note-view-[\w-]+\.js$/);
    const words = new Set<string>();
    const shells = new Set<string>();
    page.on("request", (request) => {
      if (/\/assets\/languageNote-[\w-]+\.js$/.test(request.url())) words.add(request.url());
      if (/\/assets\/shell-[\w-]+\.js$/.test(request.url())) shells.add(request.url());
    });
    await page.goto("/test-flows");
    await expect.poll(view.asked).toBe(true);
    await expect.poll(() => words.size).toBe(1);
    // Only the page's own shell words.
    expect(shells.size).toBe(1);
    view.release();
    await expect(page.getByRole("complementary", { name: message("es", "languageNote.label") })).toBeVisible();
  });

  test("says nothing on a page already in that language, and never moves the visitor", async ({ page }) => {
    await page.goto("/es/test-flows");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("aside[lang]")).toHaveCount(0);
    await page.goto("/");
    await expect(page).toHaveURL("/");
  });
});

test.describe("every language on a phone", () => {
  test.use({ viewport: MOBILE });

  for (const tag of LANGUAGES) {
    test(`${tag}: no page scrolls sideways at ${MOBILE.width} px`, async ({ page }) => {
      // Long words are the risk: a Russian, German or pseudo-locale heading wider than the screen.
      for (const path of ["", "/blog", `/blog/${ARTICLE.slug}`, "/blog/tag/privacy", "/test-flows", "/privacy"]) {
        const address = `${prefixOf(tag)}${path}` || "/";
        await page.goto(address);
        expect(await noHorizontalScroll(page), `${address} scrolls sideways`).toBe(true);
      }
    });
  }
});

test.describe("right to left", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`Persian and Arabic pages mirror, never scroll sideways and are axe-clean at ${viewport.width} px`, async ({
      page,
    }) => {
      // Six pages, each loaded to network idle and checked by axe: more than the default 30 s on a loaded machine.
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      for (const path of ["/fa", "/fa/blog", `/fa/blog/${ARTICLE.slug}`, "/fa/test-flows", "/ar", "/ar/privacy"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expect(page.locator("html"), path).toHaveAttribute("dir", "rtl");
        expect(await noHorizontalScroll(page), `${path} scrolls sideways`).toBe(true);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }

  test("hydrating leaves <html>'s language and direction as the build wrote them: no write restyles the page", async ({
    page,
  }) => {
    // Chromium restyles the page for a write to <html lang> or <html dir>, even of the value it already has.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { rootWrites: string[] }).rootWrites = writes;
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target === document.documentElement) writes.push(record.attributeName!);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["lang", "dir"] });
    });
    for (const path of ["/ar/blog", "/fa", `/es/blog/${ARTICLE.slug}`, "/blog"]) {
      await gotoHydrated(page, path);
      expect(await page.evaluate(() => (window as unknown as { rootWrites: string[] }).rootWrites), path).toEqual([]);
    }
    // A language switch inside the app does write them: the new page's.
    const switcher = page.getByRole("banner").locator("details", { has: page.locator("a[hreflang]") });
    await switcher.locator("summary").click();
    await switcher.getByRole("link", { name: "العربية", exact: true }).click();
    await expect(page).toHaveURL("/ar/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await page.evaluate(() => (window as unknown as { rootWrites: string[] }).rootWrites)).toEqual([
      "lang",
      "dir",
    ]);
  });

  test('Latin topics and handles read "#privacy" and "@name" on a Persian page, not "privacy#"', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/fa/blog/tag/privacy");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("#privacy");
    // The heading stays a right-to-left block; only the topic inside it runs left to right.
    const directions = await heading.evaluate((h1) => ({
      heading: getComputedStyle(h1).direction,
      topic: getComputedStyle(h1.firstElementChild ?? h1).direction,
      topicIsolated: getComputedStyle(h1.firstElementChild ?? h1).unicodeBidi,
    }));
    expect(directions).toEqual({ heading: "rtl", topic: "ltr", topicIsolated: "isolate" });
    const chip = page
      .getByRole("list", { name: message("fa", "blog.topics.label") })
      .first()
      .getByRole("link")
      .first();
    await expect(chip).toHaveText(/^#[a-z0-9-]+$/);
    expect(await chip.evaluate((link) => getComputedStyle(link).direction)).toBe("ltr");
    // So does an author's handle: "@maraquill", not "maraquill@".
    await page.goto("/fa/blog");
    const handles = page.locator("main span").filter({ hasText: /^@\S+$/ });
    await expect(handles.first()).toBeVisible();
    expect(await handles.evaluateAll((spans) => spans.map((span) => getComputedStyle(span).direction))).not.toContain(
      "rtl",
    );
  });

  test("a right-to-left desktop page does not move sideways when its scrollbar comes or goes", async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    // Playwright hides scrollbars by default; a desktop browser's take room, as Lighthouse's desktop run has them.
    const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] });
    try {
      const page = await browser.newPage({ viewport: DESKTOP, baseURL });
      for (const path of ["/ar", "/fa/blog", `/fa/blog/${ARTICLE.slug}`]) {
        await page.goto(path);
        const logo = page.getByRole("banner").getByRole("link").first();
        const scrolling = await logo.boundingBox();
        // The scrollbar takes room here, or the check below would prove nothing.
        expect(
          await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
          path,
        ).toBeGreaterThan(0);
        // A page too short to scroll, as a page is in its first frames before the rest of it has been parsed.
        await page.evaluate(() => {
          for (const part of document.querySelectorAll<HTMLElement>("main, footer")) part.style.display = "none";
        });
        expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight), path).toBe(true);
        expect(await logo.boundingBox(), path).toEqual(scrolling);
      }
    } finally {
      await browser.close();
    }
  });

  test("the logo sits at the right edge and the phone mockup on the left", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/fa");
    const logo = await page.getByRole("banner").getByRole("link").first().boundingBox();
    expect(logo!.x).toBeGreaterThan(DESKTOP.width / 2);
  });
});

test.describe("formats", () => {
  test.use({ viewport: DESKTOP });

  test("dates and read times follow the page's language", async ({ page }) => {
    const date = (tag: string) =>
      new Intl.DateTimeFormat(tag, { dateStyle: "medium" }).format(new Date(ARTICLE.publishedAt * 1000));
    await page.goto(`/ru/blog/${ARTICLE.slug}`);
    await expect(page.getByText(date("ru")).first()).toBeVisible();
    await page.goto(`/es/blog/${ARTICLE.slug}`);
    await expect(page.getByText(date("es")).first()).toBeVisible();
  });

  test("a page in another language loads its Intl data in a worker, allowed by its policy; English starts none", async ({
    page,
  }) => {
    // docs/decisions/intl-warmed-in-a-worker.md: a line in <head> starts the worker before the page's scripts.
    const problems = await guardPage(page);
    const warmups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/assets/intl-warmup-")) warmups.push(request.url());
    });
    const visit = async (address: string) => {
      await page.goto(address);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
    };
    for (const address of ["/es/blog", `/fa/blog/${ARTICLE.slug}`, "/ja/"]) await visit(address);
    expect(warmups).toHaveLength(3);
    for (const address of ["/blog", `/blog/${ARTICLE.slug}`, "/en-xa/blog"]) await visit(address);
    expect(warmups).toHaveLength(3);
    expect(await problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });

  test("a pre-rendered page keeps the build's dates while it hydrates; dates rendered later are formatted", async ({
    page,
  }) => {
    // Counts the page's date formats, and notes how many there were when the app marked itself hydrated.
    await page.addInitScript(() => {
      const Real = Intl.DateTimeFormat;
      const counts = { made: 0, atHydration: -1 };
      (window as unknown as { dateFormats: typeof counts }).dateFormats = counts;
      Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Real>) {
        counts.made += 1;
        return new Real(...args);
      } as typeof Intl.DateTimeFormat;
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        counts.atHydration = counts.made;
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    const dateFormats = () =>
      page.evaluate(() => (window as unknown as { dateFormats: { made: number; atHydration: number } }).dateFormats);
    const date = (at: number) =>
      new Intl.DateTimeFormat("es", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(
        new Date(at * 1000),
      );
    await gotoHydrated(page, "/es/blog");
    const first = page.locator("article time").first();
    await expect(first).toHaveText(date(ARTICLES[0]!.publishedAt));
    expect((await dateFormats()).atHydration, "date formats made while hydrating").toBe(0);
    // The next page's cards are rendered by the app (a navigation inside it): their dates are formatted here.
    await page
      .getByRole("link", { name: new RegExp(message("es", "blog.pagination.older")) })
      .first()
      .click();
    await expect(page).toHaveURL("/es/blog/page/2");
    await expect(page.locator("article time").first()).toHaveText(date(ARTICLES[30]!.publishedAt));
    expect((await dateFormats()).made, "date formats made once the app renders").toBeGreaterThan(0);
  });
});

type AfterBuildTag = "en" | "es" | "fa" | "en-XA";
/**
 * The languages an article published after the build is opened in, each with a title of its own (the tests run in
 * parallel), and the language its switcher test goes on to.
 */
const AFTER_BUILD: Record<
  AfterBuildTag,
  { tag: AfterBuildTag; prefix: string; dir: string; name: string; title: string; switchTo: AfterBuildTag }
> = {
  en: { tag: "en", prefix: "", dir: "ltr", name: "English", title: "Channel Reserves After The Build", switchTo: "es" },
  es: { tag: "es", prefix: "/es", dir: "ltr", name: "Español", title: "Fee Bumping After The Build", switchTo: "fa" },
  fa: { tag: "fa", prefix: "/fa", dir: "rtl", name: "فارسی", title: "Ecash Mints After The Build", switchTo: "en" },
  "en-XA": {
    tag: "en-XA",
    prefix: "/en-xa",
    dir: "ltr",
    name: "[Ëñğļîšĥ]",
    title: "Watchtowers After The Build",
    switchTo: "es",
  },
};
/** When the articles published after the build say they were first published: noon UTC, the same day everywhere. */
const PUBLISHED_AT = Date.UTC(2025, 2, 14, 12) / 1000;
const publishedDate = (tag: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(PUBLISHED_AT * 1000));
/** A long unbroken address in the articles' bodies: what would push a narrow page sideways. */
const LONG_ADDRESS = `https://example.com/${"a-long-address-without-a-break-".repeat(4)}end`;

/** A new article on every relay (for this test's scope only), the way an author publishes one: its slug and event. */
async function publishAfterBuild(relays: RelayControl, title: string) {
  const event = newArticle(
    title,
    `Written after the build, so no page of it was pre-rendered.\n\n- One point\n- Another point\n\nMore at ${LONG_ADDRESS}\n\n\`\`\`\nlightning-cli pay ${"lnbc1500n1pj9x7zz".repeat(6)}\n\`\`\`\n`,
    [
      ["published_at", String(PUBLISHED_AT)],
      ["summary", "Written after the build."],
    ],
  );
  for (const index of [0, 1, 2]) await relays.store(index, [event]);
  return { slug: title.toLowerCase().replace(/\s+/g, "-"), event };
}

/** The site's words in a language; the pseudo-locale's made from English as the build makes them. */
const ENGLISH_MESSAGES = readCatalogues().en!.messages;
function words(tag: string, key: string, values?: Record<string, unknown>): string {
  if (tag !== "en-XA") return message(tag, key, values);
  return new MessageFormat("en", { strictPluralKeys: false }).compile(pseudoMessage(ENGLISH_MESSAGES[key]!))(values);
}

/**
 * What a page's head tells search engines and link previews about its address and language: its canonical and
 * alternate links and og:locale, one line each (attributes sorted). With `path`, the same for the page the server
 * sends at that address, as it is sent.
 */
async function headForSearchEngines(page: Page, path?: string): Promise<string[]> {
  return page.evaluate(async (path) => {
    const root = path ? new DOMParser().parseFromString(await (await fetch(path)).text(), "text/html") : document;
    return [...root.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"], meta[property="og:locale"]')]
      .map((element) =>
        [...element.attributes]
          .map((attribute) => `${attribute.name}=${attribute.value}`)
          .sort()
          .join(" "),
      )
      .sort();
  }, path);
}

relayTest.describe("an article published after the build", () => {
  relayTest.use({ viewport: DESKTOP });

  relayTest("opens in another interface, with its words and the page's", async ({ page, relays }) => {
    const problems = await guardPage(page);
    const article = newArticle("Escrito Despues Del Build", "Recién llegado.", [
      ["L", "ISO-639-1"],
      ["l", "es", "ISO-639-1"],
    ]);
    for (const index of [0, 1, 2]) await relays.store(index, [article]);
    await page.goto("/fa/blog/escrito-despues-del-build");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const title = page.getByRole("heading", { level: 1, name: "Escrito Despues Del Build" });
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute("lang", "es");
    await expect(page.getByRole("navigation").first().getByRole("link").first()).toHaveText(
      message("fa", "shell.nav.wallet"),
    );
    expect(await problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });

  for (const language of Object.values(AFTER_BUILD)) {
    const { tag, prefix, dir, title } = language;
    const target = AFTER_BUILD[language.switchTo];
    relayTest(
      `${tag}: through its language's fallback, in the page's language, named by its English address, switchable`,
      async ({ page, relays }) => {
        // Two pages (the article and its other language) and axe: more than the default 30 s on a loaded machine.
        relayTest.setTimeout(60_000);
        const problems = await guardPage(page);
        const { slug } = await publishAfterBuild(relays, title);
        const response = await page.goto(`${prefix}/blog/${slug}`);
        // Not pre-rendered: its language's SPA fallback answers, already in that language, without the article.
        const served = await response!.text();
        expect(served).not.toContain(title);
        expect(served).toMatch(new RegExp(`<html[^>]* lang="${tag}"[^>]* dir="${dir}"`));
        await expect(page.locator("html")).toHaveAttribute("lang", tag);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        const heading = page.getByRole("heading", { level: 1, name: title });
        await expect(heading).toBeVisible();
        await expect(page.getByRole("navigation").first().getByRole("link").first()).toHaveText(
          words(tag, "shell.nav.wallet"),
        );
        await expect(page).toHaveTitle(words(tag, "blog.meta.pageTitle", { title, name: "Ember" }));
        // The fallback was rendered for another address; the app marks this one's tab.
        await expect(
          page
            .getByRole("navigation")
            .first()
            .getByRole("link", { name: words(tag, "shell.nav.blog"), exact: true }),
        ).toHaveAttribute("aria-current", "page");
        await expect(page.locator("header", { has: heading }).locator("time")).toHaveText(publishedDate(tag));

        // For search engines, the same as its pre-rendered copies: its English address as canonical, no hreflang.
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          "href",
          `https://ember.cash/blog/${slug}`,
        );
        await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
        const prerendered = await headForSearchEngines(page, `${prefix}/blog/${ARTICLE.slug}`);
        expect(prerendered).toContain(`href=https://ember.cash/blog/${ARTICLE.slug} rel=canonical`);
        await expect
          .poll(() => headForSearchEngines(page))
          .toEqual(prerendered.map((line) => line.replace(`/blog/${ARTICLE.slug}`, `/blog/${slug}`)));

        expect(await axeViolations(page)).toEqual([]);

        // The top bar's switcher: the same new article in the chosen language.
        const switcher = page.getByRole("banner").locator("details", { has: page.locator("a[hreflang]") });
        await switcher.locator("summary").click();
        const choice = switcher.getByRole("link", { name: target.name, exact: true });
        await expect(choice).toHaveAttribute("href", `${target.prefix}/blog/${slug}`);
        await choice.click();
        await expect(page).toHaveURL(`${target.prefix}/blog/${slug}`);
        await expect(page.locator("html")).toHaveAttribute("lang", target.tag);
        await expect(page.locator("html")).toHaveAttribute("dir", target.dir);
        await expect(heading).toBeVisible();
        await expect(page.getByRole("navigation").first().getByRole("link").first()).toHaveText(
          words(target.tag, "shell.nav.wallet"),
        );
        await expect(page.locator("header", { has: heading }).locator("time")).toHaveText(publishedDate(target.tag));
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          "href",
          `https://ember.cash/blog/${slug}`,
        );
        expect(await problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
      },
    );
  }

  relayTest("fa: on a phone, mirrored, never scrolls sideways and is axe-clean", async ({ page, relays }) => {
    const problems = await guardPage(page);
    await page.setViewportSize(MOBILE);
    const { slug } = await publishAfterBuild(relays, "Splicing After The Build On A Phone");
    await page.goto(`/fa/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Splicing After The Build On A Phone" })).toBeVisible();
    await expect(page.getByText(LONG_ADDRESS)).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await noHorizontalScroll(page), "scrolls sideways").toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });

  relayTest("en-XA: shows no plain English outside the authors' words", async ({ page, relays }) => {
    const problems = await guardPage(page);
    const { slug, event } = await publishAfterBuild(relays, "Submarine Swaps After The Build");
    await page.goto(`/en-xa/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Submarine Swaps After The Build" })).toBeVisible();
    await expect(page.getByText(LONG_ADDRESS)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await plainEnglish(page, wordsOf([event]))).toEqual([]);
    expect(await problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });

  relayTest.describe("to a reader whose browser prefers Spanish", () => {
    relayTest.use({ locale: "es-AR" });

    relayTest("the English page offers it in Spanish, at its Spanish address", async ({ page, relays }) => {
      const problems = await guardPage(page);
      const { slug } = await publishAfterBuild(relays, "Lightning Addresses After The Build");
      await page.goto(`/blog/${slug}`);
      const heading = page.getByRole("heading", { level: 1, name: "Lightning Addresses After The Build" });
      await expect(heading).toBeVisible();
      const note = page.getByRole("complementary", { name: message("es", "languageNote.label") });
      await expect(note).toHaveAttribute("lang", "es");
      const offer = note.getByRole("link", { name: message("es", "languageNote.offer") });
      await expect(offer).toHaveAttribute("href", `/es/blog/${slug}`);
      await offer.click();
      await expect(page).toHaveURL(`/es/blog/${slug}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(heading).toBeVisible();
      await expect(note).toHaveCount(0);
      expect(await problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    });
  });
});

/** Every author's words some events hold: titles, summaries, topics, bodies, names, replies. */
const wordsOf = (events: NostrEvent[]) =>
  events.map((event) => `${event.content}\n${event.tags.flat().join("\n")}`).join("\n");
const AUTHORS_WORDS = wordsOf(SEED);
/**
 * Whether a text is an author's: in the seed or in `more` (the words of events a test published), or a card's
 * summary cut with "...", or a handle made of an author's name ("@maraquill").
 */
const isAuthors = (text: string, more: string) => {
  const words = text.replace(/(\.\.\.|…)$/, "");
  return /^@[\p{L}\p{N}_]+$/u.test(text) || AUTHORS_WORDS.includes(words) || more.includes(words);
};
/** Names, not words: the partners' brands (their logos' names). */
const BRANDS = new Set(
  (JSON.parse(readFileSync("app/content/partners.json", "utf8")) as { name: string }[]).map((partner) => partner.name),
);
/**
 * What the pseudo-locale leaves in English on purpose: addresses, e-mail, keys, the product's name, code, and what
 * Intl writes for a locale it does not know (English month names, "min").
 */
const TECHNICAL =
  /\S+:\/\/\S+|\S+@\S+|[\w-]+(?:\.[\w-]+)+|npub1\w+|\bEmber\b|same-origin|\bnostr:|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\bmin\b/g;

/**
 * The texts a visitor of a pseudo-locale page reads (and the names assistive technology reads) that are plain
 * English: what escaped translation. Neither authors' words (the seed's, and `authorsWords`), nor brands, nor what
 * TECHNICAL leaves in English on purpose.
 */
async function plainEnglish(page: Page, authorsWords = ""): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest("script, style, svg, template")) continue;
      // While scripts run, a <noscript>'s content is one unshown text node; without them, it is the page's elements.
      if (parent.localName === "noscript") continue;
      // Another language's words on purpose: the switcher's language names, the language note.
      const lang = parent.closest("[lang]")?.getAttribute("lang");
      if (lang && lang !== "en-XA") continue;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text) found.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (el.closest("[lang]")?.getAttribute("lang") !== "en-XA") continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return texts.filter(
    (text) => /[A-Za-z]{3,}/.test(text.replace(TECHNICAL, "")) && !isAuthors(text, authorsWords) && !BRANDS.has(text),
  );
}

test.describe("the pseudo-locale", () => {
  test.use({ viewport: DESKTOP });

  for (const path of ["", "/blog", `/blog/${ARTICLE.slug}`, "/test-flows", "/privacy", "/no/such/page"]) {
    test(`/en-xa${path} shows no plain English outside the authors' words`, async ({ page }) => {
      await page.goto(`/en-xa${path}`);
      await page.waitForLoadState("networkidle");
      expect(await plainEnglish(page)).toEqual([]);
    });
  }

  test("/en-xa's dropdowns and mobile menu show no plain English", async ({ page }) => {
    await page.goto("/en-xa/privacy");
    const nav = page.getByRole("navigation", { name: words("en-XA", "shell.nav.main") });
    // Every panel and the menu are on the page, open or not (the browser opens them): their words are read too.
    await expect(page.locator('[id^="nav-panel-"]')).toHaveCount(5);
    await expect(page.locator("#mobile-menu")).toHaveCount(1);
    expect(await plainEnglish(page)).toEqual([]);
    const tab = nav.getByRole("link", { name: words("en-XA", "shell.nav.wallet"), exact: true });
    await hoverOpen(page, tab, page.locator("#nav-panel-wallet"));
    expect(await plainEnglish(page)).toEqual([]);
    await page.setViewportSize(MOBILE);
    await page.getByRole("button", { name: words("en-XA", "shell.menu.open") }).click();
    await expect(page.getByRole("dialog", { name: words("en-XA", "shell.menu.label") })).toBeVisible();
    expect(await plainEnglish(page)).toEqual([]);
  });

  test("/en-xa's menu without scripts shows no plain English", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto("/en-xa/privacy");
    await page.getByRole("button", { name: words("en-XA", "shell.menu.open") }).click();
    await expect(page.getByRole("navigation", { name: words("en-XA", "shell.nav.mobile") })).toBeVisible();
    expect(await plainEnglish(page)).toEqual([]);
    await context.close();
  });
});

// The review pass's words (docs/translations-review.md) as the pages show them, written out.
test.describe("the glossary's and the review's words, on their pages", () => {
  test.use({ viewport: DESKTOP });

  test("Arabic: an article's zap count and its tip block say different words", async ({ page }) => {
    await page.goto("/ar/blog/ecash-and-lightning-cashlike-privacy-on-bitcoin-rails");
    const counters = page.getByLabel("التفاعلات").first();
    await expect(counters).toContainText("زاب");
    await expect(counters).not.toContainText("إكرامية");
    const tip = page.getByRole("region", { name: "ادعم الكاتب" });
    await expect(tip.getByRole("link", { name: "إكرامية عبر Lightning" })).toBeVisible();
    await expect(tip).not.toContainText("زاب");
    await expect(page.getByText("مدة القراءة:").first()).toBeVisible();
  });

  test("the App Store badge in Apple's Japanese and Chinese words, on its two lines", async ({ page }) => {
    for (const [path, name, lines] of [
      ["/ja", "App Storeからダウンロード", ["App Storeから", "ダウンロード"]],
      ["/zh-cn", "在 App Store 下载", ["在 App Store", "下载"]],
    ] as const) {
      await page.goto(path);
      const badge = page.getByRole("link", { name }).first();
      await expect(badge).toBeVisible();
      expect(await badge.locator("text").allTextContents(), path).toEqual(lines);
    }
  });

  test("a subflow's own step is singular in Spanish and Portuguese", async ({ page }) => {
    await page.goto("/es/test-flows");
    await expect(page.getByText("6 pasos (5 heredados de Enviar ecash y 1 propio)")).toBeVisible();
    await expect(page.getByText("7 pasos (5 heredados de Enviar ecash y 2 propios)")).toBeVisible();
    await page.goto("/pt-br/test-flows");
    await expect(page.getByText("6 passos (5 herdados de Enviar ecash, depois 1 próprio)")).toBeVisible();
  });
});
