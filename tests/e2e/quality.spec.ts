import { axeViolations } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { existsSync, readdirSync } from "node:fs";
import { SITE_URL } from "../../app/config";
import { PAGE_PATHS } from "../../app/site/pages";
import { DEMO_BUILD_DIR } from "../../builder/build-dir.mjs";
import { DEMO_BLOG_AUTHORS } from "../../tools/local-env.mjs";
import { guardPage } from "./page-guard";
import { imagesInViewDecoded } from "./settle";
import { DESKTOP, MOBILE } from "./viewports";

/** The build under test: tools/e2e.mjs builds against the local relays into the demo folder. */
const BLOG_DIR = `${DEMO_BUILD_DIR}/client/blog`;
/** Article pages pre-rendered from the local relays' seed (two are enough to cover the route). */
const ARTICLE_ROUTES = existsSync(BLOG_DIR)
  ? readdirSync(BLOG_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(`${BLOG_DIR}/${entry.name}/index.html`))
      .map((entry) => `/blog/${entry.name}`)
      .sort()
      .slice(0, 2)
  : [];
/** The archive's listings: an older page, a topic and an author (the seed's archive author). */
const LISTING_ROUTES = ["/blog/page/2", "/blog/tag/privacy", `/blog/author/${DEMO_BLOG_AUTHORS[1]}`];
const ROUTES = [...PAGE_PATHS, ...ARTICLE_ROUTES, ...LISTING_ROUTES];
/**
 * Pages that are not pre-rendered: an unknown path (the not-found page, status 404) and an article slug only the
 * browser can look up (the SPA fallback, status 200).
 */
const NOT_FOUND_ROUTE = "/no/such/page";
const FALLBACK_ROUTES = [NOT_FOUND_ROUTE, "/blog/an-article-published-after-the-build"];

/** Loads a page and lets it finish: relay data, lazy images below the fold, then back to the top. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      // A frame, so lazy content sees the scroll; capped, because a starved renderer can hold frames back.
      await new Promise((resolve) => {
        const cap = setTimeout(resolve, 500);
        requestAnimationFrame(() => setTimeout(() => (clearTimeout(cap), resolve(undefined)), 50));
      });
    }
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * What the focused element shows: a ring (outline or box-shadow) on itself or its ::before/::after
 * (stretched-link cards), or one that appears on a nearby ancestor only while it has focus
 * (`focus-within` rings). A colour change of a thin border alone does not count.
 */
function focusIndicator() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const ring = (style: CSSStyleDeclaration) =>
    (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
    (style.boxShadow !== "none" && style.boxShadow !== "");
  const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
  const focusVisible = el.matches(":focus-visible");
  if ([null, "::before", "::after"].some((pseudo) => ring(getComputedStyle(el, pseudo)))) {
    return { label, visible: true, focusVisible };
  }
  const ancestors: HTMLElement[] = [];
  for (let node = el.parentElement; node && ancestors.length < 3; node = node.parentElement) ancestors.push(node);
  const rings = () => ancestors.map((node) => ring(getComputedStyle(node)));
  const focused = rings();
  el.blur();
  const blurred = rings();
  el.focus({ focusVisible: true } as FocusOptions);
  return { label, visible: focused.some((on, i) => on && !blurred[i]), focusVisible };
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page), "axe-core WCAG 2 A/AA violations").toEqual([]);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of [...ROUTES, ...FALLBACK_ROUTES]) {
      test(`${path}: no accessibility violations, CSP violations or console errors`, async ({ page, baseURL }) => {
        // A scroll through the whole page and axe: past the default 30 s once on a loaded CI machine.
        test.setTimeout(60_000);
        const problems = await guardPage(page);
        await openSettled(page, path);
        await expectNoViolations(page);
        const found = await problems();
        // The not-found page's own status, which Chromium logs as an error: the one error it may have.
        const ownStatus = `Failed to load resource: the server responded with a status of 404 (Not Found) (${baseURL}${path})`;
        if (path === NOT_FOUND_ROUTE) {
          expect(found.consoleErrors).toContain(ownStatus);
          found.consoleErrors = found.consoleErrors.filter((error) => error !== ownStatus);
        }
        expect(found).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
      });
    }

    for (const path of ROUTES) {
      test(`${path}: every element reached by Tab shows a focus ring`, async ({ page }) => {
        await openSettled(page, path);
        const seen = new Set<string>();
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press("Tab");
          const focus = await page.evaluate(focusIndicator);
          if (!focus) continue;
          seen.add(focus.label);
          expect(focus, `focus ring on ${focus.label}`).toMatchObject({ visible: true, focusVisible: true });
        }
        expect(seen.size, "interactive elements reachable by Tab").toBeGreaterThan(3);
      });
    }
  });
}

test.describe("sharing and search engines", () => {
  test.use({ viewport: DESKTOP });

  test("each route has its own title, description, canonical URL and share tags with a shipped image", async ({
    page,
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of ROUTES) {
      await page.goto(path);
      const head = page.locator("head");
      const meta = (selector: string) => head.locator(selector).getAttribute("content");
      const title = await page.title();
      const description = await meta('meta[name="description"]');
      const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
      expect(title, `${path} title`).toBeTruthy();
      expect(description, `${path} description`).toBeTruthy();
      titles.add(title);
      descriptions.add(description!);
      expect(canonical).toBe(new URL(path, SITE_URL).toString());
      await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);

      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await meta('meta[property="og:description"]')).toBe(description);
      expect(await meta('meta[property="og:url"]')).toBe(canonical);
      expect(await meta('meta[property="og:type"]')).toBe(ARTICLE_ROUTES.includes(path) ? "article" : "website");
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await meta('meta[name="twitter:title"]')).toBe(title);
      expect(await meta('meta[name="twitter:description"]')).toBe(description);

      const image = await meta('meta[property="og:image"]');
      expect(await meta('meta[name="twitter:image"]')).toBe(image);
      const imageUrl = new URL(image!);
      // Site images are checked on the local server; an article may use its own https cover instead.
      if (imageUrl.origin === new URL(SITE_URL).origin) {
        const response = await request.get(imageUrl.pathname);
        expect(response.status(), `${image} is served`).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^image\//);
      } else {
        expect(path, "only articles share an image of their own").toMatch(/^\/blog\/./);
        expect(imageUrl.protocol).toBe("https:");
      }
    }
    expect(titles.size, "titles are unique").toBe(ROUTES.length);
    expect(descriptions.size, "descriptions are unique").toBe(ROUTES.length);
  });

  test("robots.txt points to a sitemap of every pre-rendered page", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^User-agent: \*$/m);
    expect(robotsText).toContain(`Sitemap: ${new URL("/sitemap.xml", SITE_URL)}`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ROUTES) expect(locations).toContain(new URL(path, SITE_URL).toString());
    expect(locations.some((url) => url?.includes("fallback"))).toBe(false);
    expect(new Set(locations).size).toBe(locations.length);
  });

  test("the home page describes the app as a MobileApplication", async ({ page }) => {
    await page.goto("/");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    const app = blocks.find((block) => block?.["@type"] === "MobileApplication");
    expect(app).toMatchObject({ "@context": "https://schema.org", operatingSystem: "iOS" });
    expect(app.name).toBeTruthy();
    expect(app.installUrl).toMatch(/^https:\/\//);
  });

  for (const path of ARTICLE_ROUTES) {
    test(`${path} carries Article structured data`, async ({ page }) => {
      await page.goto(path);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
      const article = blocks.find((block) => block?.["@type"] === "Article");
      expect(article?.headline).toBeTruthy();
    });
  }
});

test.describe("security", () => {
  test.use({ viewport: DESKTOP });

  for (const path of [...ROUTES, "/blog/an-article-published-after-the-build"]) {
    test(`${path}: a strict Content-Security-Policy comes before any script`, async ({ request }) => {
      const response = await request.get(path);
      const html = await response.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
      expect(meta, "CSP meta tag").not.toBeNull();
      expect(meta!.index).toBeLessThan(html.indexOf("<script"));
      const policy = new Map(
        meta![1]!
          .replace(/&#x27;|&#39;/g, "'")
          .split(";")
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name!, sources]),
      );
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
      expect(policy.get("script-src")?.[0]).toBe("'self'");
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("default-src")).toEqual(["'none'"]);
      // connect-src: the site and exactly the relays this build was configured with.
      const relays = (process.env.VITE_RELAYS ?? "").split(",").filter(Boolean);
      if (relays.length > 0) expect(policy.get("connect-src")).toEqual(["'self'", ...relays]);

      const headers = response.headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["referrer-policy"]).toBe("same-origin");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["permissions-policy"]).toContain("camera=()");
    });
  }

  test("an inline script injected at run time is blocked and reported", async ({ page }) => {
    const problems = await guardPage(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
    });
    await expect.poll(async () => (await problems()).cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("external links open without opener or referrer on every route", async ({ page }) => {
    // Every route, each scrolled through (openSettled): past 30 s on a loaded machine in a fresh-clone CI run.
    test.setTimeout(120_000);
    for (const path of ROUTES) {
      await openSettled(page, path);
      const external = await page
        .locator("a[href]")
        .evaluateAll((links) =>
          links
            .filter(
              (a) =>
                (a as HTMLAnchorElement).origin !== location.origin && /^https?:/.test((a as HTMLAnchorElement).href),
            )
            .map((a) => ({ href: (a as HTMLAnchorElement).href, rel: a.getAttribute("rel") ?? "" })),
        );
      expect(external.length, `${path} has external links`).toBeGreaterThan(0);
      for (const link of external) {
        expect(link.rel.split(/\s+/), `${path} ${link.href}`).toEqual(
          expect.arrayContaining(["noopener", "noreferrer"]),
        );
      }
    }
  });

  test("no script, style, font or page comes from another host", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const foreign: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      const type = req.resourceType();
      if (["script", "stylesheet", "font", "document"].includes(type) && url.host !== new URL(baseURL!).host) {
        foreign.push(`${type} ${req.url()}`);
      }
    });
    for (const path of ROUTES) await openSettled(page, path);
    expect(foreign).toEqual([]);
  });
});

/**
 * The view once it stops changing by itself: three screenshots in a row the same (the browser draws an image again,
 * sharper, a moment after a scroll). The page's clock stays where it is, so nothing its timers move can settle here.
 */
async function settledView(page: Page) {
  const shots = [await page.screenshot({ animations: "allow" })];
  for (let tries = 0; tries < 20; tries++) {
    shots.unshift(await page.screenshot({ animations: "allow" }));
    if (shots.length >= 3 && shots[1]!.equals(shots[0]!) && shots[2]!.equals(shots[0]!)) break;
  }
  return shots[0]!;
}

test.describe("reduced motion", () => {
  test.use({ viewport: DESKTOP });

  for (const path of ["/", "/test-flows"]) {
    test(`${path}: nothing moves when the reader asks for reduced motion`, async ({ page }) => {
      // A dozen views, each settled and drawn four times or more: more than the default 30 s on a loaded machine.
      test.setTimeout(90_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      // The page's timers and frames run on the test's clock: what they would move, they move the same on any machine.
      await page.clock.install();
      await openSettled(page, path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      for (let y = 0; y < height; y += DESKTOP.height) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        // Settled: what the scroll set going has arrived, a second of the page's time has let its timers (React
        // reveals what suspended on one) fire, and the view is drawn for good.
        await page.waitForLoadState("networkidle");
        await page.clock.runFor(1000);
        await page.waitForLoadState("networkidle");
        await imagesInViewDecoded(page);
        const before = await settledView(page);
        // Half a second of the page's time: 31 frames, every timer due in it.
        await page.clock.runFor(500);
        const after = await page.screenshot({ animations: "allow" });
        expect(after.equals(before), `the view at ${y} px stays still`).toBe(true);
      }
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          // One that follows the reader's own scroll (a strip's edge fades, app/app.css) moves nothing by itself.
          .filter((animation) => animation.playState === "running" && !(animation.timeline instanceof ScrollTimeline))
          .map((animation) => (animation as CSSAnimation).animationName ?? "animation"),
      );
      expect(running).toEqual([]);
    });
  }
});
