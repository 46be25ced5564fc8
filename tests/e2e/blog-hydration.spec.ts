import type { Page } from "@playwright/test";
import { naddrEncode } from "nostr-tools/nip19";
import { blogPackagesIn } from "../../tools/bench/blog-code.mjs";
import { LISTED, ARTICLES, articlePageCounts, DISCUSSION_ARTICLE, newArticle } from "./blog-data";
import { expect as baseExpect, test } from "./relay-control";
import { holdAppCode } from "./hydration";
import { DESKTOP, MOBILE } from "./viewports";

// Relay answers can take up to the 5 s query timeout (more on a loaded machine): wait long enough.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Pre-rendered articles whose bodies hold a code block (the seed has several). */
const WITH_CODE = ARTICLES.filter((article) => article.content.includes("```"));

/** The blog libraries found in the scripts the page loaded (same markers as the benchmark's detector). */
function recordBlogLibraries(page: Page): Set<string> {
  const found = new Set<string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    for (const name of blogPackagesIn(body)) found.add(name);
  });
  return found;
}

test.describe("pre-rendered blog pages", () => {
  test.use({ viewport: DESKTOP });

  test("an article hydrates with its pre-rendered body, without the markdown renderer, then reads the relays", async ({
    page,
  }) => {
    const article = WITH_CODE[0]!;
    const libraries = recordBlogLibraries(page);
    await page.goto(`/blog/${article.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    // The counters come from the relays (the build's figures show meanwhile): the relay layer loads after the page.
    await expect(page.locator("[data-counter=likes] .tabular-nums")).toHaveText(
      String(articlePageCounts(article).likes),
    );
    await expect(page.getByRole("region", { name: "Code block 1" })).toBeVisible();
    await expect.poll(() => [...libraries]).toContain("nostr-tools");
    expect([...libraries]).not.toContain("markdown pipeline");

    // Hydrated: the back button navigates inside the same document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("an article opened from the list renders its markdown in the browser", async ({ page }) => {
    test.slow(); // two relay round trips before the card is live, on a shared machine
    const article = WITH_CODE[0]!;
    await page.goto("/blog");
    const card = page.getByRole("article").filter({ hasText: article.title });
    // Counts show once the list holds the relays' full articles: the card then opens its article in place.
    await expect(card.locator("[data-counter=likes] .tabular-nums")).not.toHaveText("0", { timeout: 30_000 });
    await card.getByRole("link", { name: article.title }).click();
    await expect(page).toHaveURL(`/blog/${article.slug}`);
    await expect(page.getByRole("region", { name: "Code block 1" })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
  });

  test("the SPA fallback's shell stays in place when the app takes over: it is not torn down and built again", async ({
    page,
  }) => {
    // The header the fallback's HTML painted, taken before any script runs.
    await page.addInitScript(() =>
      document.addEventListener("readystatechange", () => {
        const held = window as unknown as { paintedHeader?: Element | null };
        held.paintedHeader ??= document.querySelector("header");
      }),
    );
    const article = ARTICLES[0]!;
    await page.goto(`/a/${naddrEncode({ kind: 30023, pubkey: article.pubkey, identifier: article.identifier })}`);
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    await expect(page).toHaveURL(`/blog/${article.slug}`);
    const same = await page.evaluate(() => {
      const held = (window as unknown as { paintedHeader?: Element | null }).paintedHeader;
      return Boolean(held) && held === document.querySelector("header");
    });
    expect(same).toBe(true);
  });

  test("the SPA fallback paints the shell and a loading line before the app has loaded", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/blog/an-article-published-after-the-build");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Loading…");
    await context.close();
  });
});

test.describe("article bodies on a phone", () => {
  test.use({ viewport: MOBILE });

  test("a reader who scrolls a pre-rendered article before its scripts run keeps their place", async ({ page }) => {
    const article = WITH_CODE[0]!;
    // The app's entry script is held back until the reader has scrolled, as on a slow phone.
    const release = await holdAppCode(page);
    await page.goto(`/blog/${article.slug}`, { waitUntil: "domcontentloaded" });
    await page.evaluate(() => window.scrollTo(0, 400));
    release();
    // Hydrated (React has taken over the heading) and the relays read (the article page's counters, see the
    // first test): the page has not jumped back to the top meanwhile.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("h1") ?? {}).some((key) => key.startsWith("__reactFiber")),
    );
    await expect(page.locator("[data-counter=likes] .tabular-nums")).toHaveText(
      String(articlePageCounts(article).likes),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
  });

  test("code blocks and tables wider than the screen scroll sideways from the keyboard, with a focus ring", async ({
    page,
  }) => {
    const widest = [...WITH_CODE].sort((a, b) => longestLine(b.content) - longestLine(a.content))[0]!;
    await page.goto(`/blog/${widest.slug}`);
    const region = page.getByRole("region", { name: "Code block 1" });
    await expect(region).toBeVisible();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    for (let i = 0; i < 80 && !(await region.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(region).toBeFocused();
    expect(await region.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    const table = page.getByRole("region", { name: "Table 1" });
    await expect(table).toHaveAttribute("tabindex", "0");
    await expect(table.getByRole("table")).toBeVisible();
  });
});

function longestLine(text: string): number {
  return Math.max(...text.split("\n").map((line) => line.length));
}

test.describe("the signature verifier's download", () => {
  test.use({ viewport: DESKTOP });

  /** Every wasm binary the page or its workers asked for. */
  function recordWasm(page: Page): string[] {
    const fetched: string[] = [];
    page.context().on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".wasm")) fetched.push(request.url());
    });
    return fetched;
  }

  test("an article page checks its hundred or so events in pure JS: the wasm binary is never downloaded", async ({
    page,
  }) => {
    const fetched = recordWasm(page);
    // An article without the seed's flood (the discussion article pages through 2,000 events: the wasm pays off).
    const article = ARTICLES.find((candidate) => candidate.id !== DISCUSSION_ARTICLE.id)!;
    // Pre-rendered: its refresh (asked by address), its author, its counts and its discussion come from the relays.
    // (Through the SPA fallback the lookup reads the authors' newest 100 articles: the demo archive makes that more.)
    await page.goto(`/blog/${article.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    await expect(page.locator("[data-counter=likes] .tabular-nums")).toHaveText(
      String(articlePageCounts(article).likes),
    );
    const discussion = page.getByRole("region", { name: /^Discussion/ });
    await discussion.scrollIntoViewIfNeeded();
    await expect(discussion.getByRole("heading", { level: 2 })).toHaveText(/^Discussion \(\d+\)$/);
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
  });

  test("the list, with thousands of interactions to check, downloads it", async ({ page }) => {
    const fetched = recordWasm(page);
    await page.goto("/blog");
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
    await expect.poll(() => fetched.length).toBe(1);
  });
});

test.describe("the modules a page needs before it hydrates", () => {
  test.use({ viewport: DESKTOP });

  const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

  /**
   * Opens `path` and returns the modules its HTML names for preloading, and those its document imported before the
   * app took the page over (`data-hydrated` on <html>). A module missing from the first list is found only once
   * the module importing it has arrived: a round trip later on a phone's link. (Workers load their own modules,
   * which the document's timeline does not list.)
   */
  async function modulesBeforeHydration(page: Page, path: string) {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        performance.mark("hydrated");
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    const response = await page.goto(path);
    const named = [...(await response!.text()).matchAll(PRELOAD)].map((match) => match[1]!);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const imported = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName("hydrated")[0]!.startTime;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
        .filter((entry) => entry.startTime < hydrated && entry.name.endsWith(".js"))
        .map((entry) => new URL(entry.name).pathname);
    });
    return { named, imported };
  }

  for (const path of ["/", "/blog", `/blog/${ARTICLES[0]!.slug}`, "/es/blog", "/fa", "/test-flows", "/privacy"]) {
    test(`${path}: every module it imports before hydrating is named in its HTML`, async ({ page }) => {
      const { named, imported } = await modulesBeforeHydration(page, path);
      expect(imported.length).toBeGreaterThan(0);
      expect(imported.filter((module) => !named.includes(module))).toEqual([]);
    });
  }

  test("the pages outside the blog load none of the blog's code", async ({ page }) => {
    const libraries = recordBlogLibraries(page);
    for (const path of ["/", "/test-flows", "/privacy", "/fa", "/es/test-flows"]) {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
      expect([...libraries], path).toEqual([]);
    }
  });

  for (const prefix of ["", "/es"]) {
    test(`${prefix}/blog/{slug} published after the build: its fallback names the modules a pre-rendered article's page does, and no others`, async ({
      page,
      relays,
    }) => {
      const title = `Preloads After The Build ${prefix ? "Es" : "En"}`;
      for (const index of [0, 1, 2]) await relays.store(index, [newArticle(title, "Written after the build.")]);
      const slug = title.toLowerCase().replace(/\s+/g, "-");
      const { named, imported } = await modulesBeforeHydration(page, `${prefix}/blog/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      expect(imported.filter((module) => !named.includes(module))).toEqual([]);
      // The same list as a pre-rendered article's page in that language: not the home page's words (the fallback
      // is rendered at its language's root), nor modules of pages an article never shows.
      const prerendered = await (await page.request.get(`${prefix}/blog/${ARTICLES[0]!.slug}`)).text();
      expect(new Set(named)).toEqual(new Set([...prerendered.matchAll(PRELOAD)].map((match) => match[1]!)));
    });
  }
});
