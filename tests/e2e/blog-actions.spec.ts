// What a reader can do with an article: reach it by its nostr address, open it in a nostr app, tip its author,
// share it, and see whether the build verified the author's NIP-05. Each runs on a pre-rendered article and on
// the same article reached through /a/{naddr} (the SPA fallback, then the canonical /blog/{slug}).
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { decode, naddrEncode, npubEncode } from "nostr-tools/nip19";
import { DEMO_BLOG_AUTHORS } from "../../tools/local-env.mjs";
import { DEMO_LIGHTNING_ADDRESS, DEMO_NIP05 } from "../../tools/relay/generate-seed.mjs";
import { ARTICLES, newArticle, signAsDemoAuthor, type SeedArticle } from "./blog-data";
import { holdAppCode } from "./hydration";
import { guardPage } from "./page-guard";
import { QR_ENCODER, readQrCode } from "./qr";
import { expect as baseExpect, test } from "./relay-control";
import { DESKTOP, MOBILE } from "./viewports";

// Relay answers can take up to the 5 s query timeout (more on a loaded machine): wait long enough.
const expect = baseExpect.configure({ timeout: 15_000 });

const [TEAM, MARA] = DEMO_BLOG_AUTHORS.map((npub) => decode(npub).data as string) as [string, string];
const TEAM_ARTICLE = ARTICLES.find((article) => article.pubkey === TEAM)!;
const MARA_ARTICLE = ARTICLES.find((article) => article.pubkey === MARA)!;
const TIP_ADDRESS = DEMO_LIGHTNING_ADDRESS.team;
const CANONICAL = (slug: string) => `https://ember.cash/blog/${slug}`;

const naddrOf = (article: { pubkey: string; identifier: string }, kind = 30023) =>
  naddrEncode({ kind, pubkey: article.pubkey, identifier: article.identifier, relays: ["wss://relay.example"] });

/** The two ways to the same article: its pre-rendered page, and its nostr address through the SPA fallback. */
type Arrival = { name: string; path: (article: SeedArticle) => string };
const ARRIVALS: [Arrival, Arrival] = [
  { name: "pre-rendered /blog/{slug}", path: (article) => `/blog/${article.slug}` },
  { name: "/a/{naddr} (SPA fallback)", path: (article) => `/a/${naddrOf(article)}` },
];

async function openArticle(page: Page, arrival: Arrival, article = TEAM_ARTICLE) {
  await page.goto(arrival.path(article));
  await expect(page).toHaveURL(`/blog/${article.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  // The actions are buttons: a click before the app has taken the page over reaches no handler.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A Web Share API that records what it is given, installed before the page's scripts; resolves with its reader. */
async function stubWebShare(page: Page): Promise<() => Promise<ShareData[]>> {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
  });
  return () => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
}

/** Every request the page makes over HTTP(S) (WebSockets to the relays are not requests). */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

/** The addresses of the scripts the page asks for from now on (their bodies: scriptBodies). */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

/**
 * The recorded scripts' bodies, fetched again from the site: a response's own body can be gone once its page has
 * moved on ("Response body is unavailable", which failed a fresh-clone CI run).
 */
function scriptBodies(page: Page, urls: string[]): Promise<string[]> {
  return Promise.all([...new Set(urls)].map(async (url) => (await page.request.get(url)).text()));
}

for (const arrival of ARRIVALS) {
  test.describe(`article actions, ${arrival.name}`, () => {
    test.use({ viewport: DESKTOP });

    test("links the article and its author for nostr apps and on njump, each with an accessible name", async ({
      page,
    }) => {
      await openArticle(page, arrival);
      const actions = page.getByRole("region", { name: "Read it on nostr" });
      const inApp = actions.getByRole("link", { name: "Open in a nostr app" });
      const href = (await inApp.getAttribute("href"))!;
      expect(href.startsWith("nostr:naddr1")).toBe(true);
      const decoded = decode(href.slice("nostr:".length));
      expect(decoded.type).toBe("naddr");
      expect(decoded.data).toMatchObject({ kind: 30023, pubkey: TEAM, identifier: TEAM_ARTICLE.identifier });
      const naddr = href.slice("nostr:".length);
      await expect(actions.getByRole("link", { name: "View the article on njump.me" })).toHaveAttribute(
        "href",
        `https://njump.me/${naddr}`,
      );
      const npub = npubEncode(TEAM);
      await expect(actions.getByRole("link", { name: "Ember Team in a nostr app" })).toHaveAttribute(
        "href",
        `nostr:${npub}`,
      );
      const gateway = actions.getByRole("link", { name: "Ember Team on njump.me" });
      await expect(gateway).toHaveAttribute("href", `https://njump.me/${npub}`);
      await expect(gateway).toHaveAttribute("rel", "noopener noreferrer");
    });

    test("tips the author: a lightning: link and, on demand, a QR code of the address; no third party is asked", async ({
      page,
    }) => {
      const requests = recordRequests(page);
      const scripts = recordScripts(page);
      await openArticle(page, arrival);
      // Its heading says what the block is for, its button what it does: not the same words twice.
      const tip = page.getByRole("region", { name: "Support the author" });
      await expect(tip.getByRole("heading")).toHaveText("Support the author");
      await expect(tip.getByRole("link", { name: "Tip with Lightning" })).toHaveAttribute(
        "href",
        `lightning:${TIP_ADDRESS}`,
      );
      await expect(tip.getByText(TIP_ADDRESS)).toBeVisible();
      await page.waitForLoadState("networkidle");
      const before = await scriptBodies(page, scripts);
      expect(before.filter((script) => QR_ENCODER.test(script))).toHaveLength(0);
      await expect(tip.getByRole("img", { name: /QR code/ })).toHaveCount(0);

      const show = tip.getByRole("button", { name: "Show QR code" });
      await expect(show).toHaveAttribute("aria-expanded", "false");
      await show.click();
      const qr = tip.getByRole("img", { name: `QR code of the lightning address ${TIP_ADDRESS}` });
      await expect(qr).toBeVisible();
      await expect(tip.getByRole("button", { name: "Hide QR code" })).toHaveAttribute("aria-expanded", "true");
      expect(await readQrCode(qr)).toBe(`lightning:${TIP_ADDRESS}`);
      // The encoder came with the click (so the check above, before it, could see it).
      expect((await scriptBodies(page, scripts)).some((script) => QR_ENCODER.test(script))).toBe(true);
      expect(await qr.evaluate((svg) => svg.closest("[style]") === null && !svg.querySelector("[style]"))).toBe(true);

      // Everything the page asked for over HTTP came from the site itself: no LNURL server, no nostr.json.
      const origin = new URL(page.url()).origin;
      expect(requests.map((request) => request.url()).filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
      expect(requests.filter((request) => /well-known|lnurl/i.test(request.url()))).toEqual([]);
    });

    test('"Share" copies the canonical URL where there is no Web Share API, and says "Link copied"', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await openArticle(page, arrival);
      await page.getByRole("button", { name: "Share" }).click();
      const status = page.getByRole("status").filter({ hasText: "Link copied" });
      await expect(status).toBeVisible();
      await expect(status).toHaveAttribute("aria-live", "polite");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CANONICAL(TEAM_ARTICLE.slug));
    });

    test('"Share" opens the Web Share API with the canonical URL and the title, and says "Link shared"', async ({
      page,
    }) => {
      const shared = await stubWebShare(page);
      await openArticle(page, arrival);
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Link shared" })).toBeVisible();
      expect(await shared()).toEqual([{ url: CANONICAL(TEAM_ARTICLE.slug), title: TEAM_ARTICLE.title }]);
    });
  });
}

test.describe("NIP-05", () => {
  test.use({ viewport: DESKTOP });

  test("the pre-rendered article marks the nip05 the build verified; the browser never fetches nostr.json", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/blog/${TEAM_ARTICLE.slug}`)).text();
    expect(html).toContain('aria-label="Verified NIP-05"');
    const requests = recordRequests(page);
    await page.goto(`/blog/${TEAM_ARTICLE.slug}`);
    const header = page.locator("article header");
    await expect(header.getByText(DEMO_NIP05.team, { exact: true })).toBeVisible();
    await expect(header.getByRole("img", { name: "Verified NIP-05" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests.filter((r) => r.url().includes("nostr.json"))).toEqual([]);
  });

  test("the list marks the verified author's cards and hands the build's check to the article it opens", async ({
    page,
  }) => {
    await page.goto("/blog");
    const card = (article: SeedArticle) => page.getByRole("article").filter({ hasText: article.title });
    await expect(card(TEAM_ARTICLE).getByRole("img", { name: "Verified NIP-05" })).toBeVisible();
    await expect(card(MARA_ARTICLE).getByText("@maraquill")).toBeVisible();
    await expect(card(MARA_ARTICLE).getByRole("img", { name: "Verified NIP-05" })).toHaveCount(0);
    await page.getByRole("link", { name: TEAM_ARTICLE.title }).first().click();
    await expect(page).toHaveURL(`/blog/${TEAM_ARTICLE.slug}`);
    await expect(page.locator("article header").getByRole("img", { name: "Verified NIP-05" })).toBeVisible();
  });

  test("a page without the build's data (reached by /a/{naddr}) shows the nip05 as plain text, without a mark", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await openArticle(page, ARRIVALS[1]);
    const header = page.locator("article header");
    await expect(header.getByText(DEMO_NIP05.team, { exact: true })).toBeVisible();
    await expect(header.getByRole("img", { name: "Verified NIP-05" })).toHaveCount(0);
    expect(requests.filter((r) => r.url().includes("nostr.json"))).toEqual([]);
  });

  test("a nip05 the build did not verify is plain text, and an invalid lightning address offers no tip", async ({
    page,
    relays,
  }) => {
    // Mara's newer profile, published after the build: a nip05 nobody checked and an address that is no address.
    const profile = signAsDemoAuthor({
      kind: 0,
      tags: [],
      content: JSON.stringify({ name: "Mara Quill", nip05: "mara@ember.example", lud16: "mara@localhost" }),
    });
    for (const index of [0, 1, 2]) await relays.inject(index, profile);
    // Through the SPA fallback, so the profile comes from the relays (a pre-rendered page keeps the build's for a while).
    await openArticle(page, ARRIVALS[1], MARA_ARTICLE);
    const header = page.locator("article header");
    await expect(header.getByText("mara@ember.example", { exact: true })).toBeVisible();
    await expect(header.getByRole("img", { name: "Verified NIP-05" })).toHaveCount(0);
    await expect(page.getByText("Tip with Lightning")).toHaveCount(0);
  });
});

test.describe("stable addresses", () => {
  test.use({ viewport: MOBILE });

  test("an author without a lightning address gets no tip, through either address", async ({ page }) => {
    for (const arrival of ARRIVALS) {
      await openArticle(page, arrival, MARA_ARTICLE);
      await expect(page.getByRole("region", { name: "Read it on nostr" })).toBeVisible();
      await expect(page.getByText("Tip with Lightning")).toHaveCount(0);
    }
  });

  test("/blog/{naddr}, written by hand, leads to the canonical URL and replaces itself in the history", async ({
    page,
  }) => {
    await page.goto("/blog");
    await page.goto(`/blog/${naddrOf(TEAM_ARTICLE)}`);
    await expect(page).toHaveURL(`/blog/${TEAM_ARTICLE.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: TEAM_ARTICLE.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/blog");
  });

  test("the /a/ path is served by the SPA fallback with status 200, and the canonical page names its URL", async ({
    page,
    request,
  }) => {
    const response = await request.get(`/a/${naddrOf(TEAM_ARTICLE)}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain(TEAM_ARTICLE.title);
    await openArticle(page, ARRIVALS[1]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", CANONICAL(TEAM_ARTICLE.slug));
  });

  test("an article published after the build opens from its naddr, with its actions", async ({ page, relays }) => {
    const event = newArticle("Reached By Its Address", "Published after the build, linked from a nostr app.");
    await relays.inject(0, event);
    await relays.inject(1, event);
    const article = { pubkey: event.pubkey, identifier: event.tags.find((tag) => tag[0] === "d")![1]! };
    await page.goto(`/a/${naddrOf(article)}`);
    await expect(page).toHaveURL("/blog/reached-by-its-address");
    await expect(page.getByRole("heading", { level: 1, name: "Reached By Its Address" })).toBeVisible();
    const href = (await page.getByRole("link", { name: "Open in a nostr app" }).getAttribute("href"))!;
    expect(decode(href.slice("nostr:".length)).data).toMatchObject({ kind: 30023, ...article });
    await expect(page.getByText("Tip with Lightning")).toHaveCount(0);
  });

  test("an article whose d tag no naddr can carry opens, pre-rendered and published after the build, without its own nostr links", async ({
    page,
    relays,
  }) => {
    const problems = await guardPage(page);
    const built = ARTICLES.find((article) => new TextEncoder().encode(article.identifier).length === 4000)!;
    expect(built).toBeDefined();
    const later = newArticle("A Later Long Address", "Published after the build with a 4,000-byte d tag.");
    later.tags[0]![1] = `later-${"x".repeat(3994)}`;
    const signed = signAsDemoAuthor({ kind: 30023, tags: later.tags, content: later.content });
    await relays.store(0, [signed]);
    await relays.store(1, [signed]);
    for (const [path, title] of [
      [`/blog/${built.slug}`, built.title],
      ["/blog/a-later-long-address", "A Later Long Address"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const actions = page.getByRole("region", { name: "Read it on nostr" });
      await expect(actions.getByRole("link", { name: /in a nostr app$/ })).toHaveCount(1);
      await expect(actions.getByRole("link", { name: "Open in a nostr app" })).toHaveCount(0);
      await expect(actions.getByRole("link", { name: "View the article on njump.me" })).toHaveCount(0);
      expect(await page.locator('a[href^="nostr:naddr"]').count()).toBe(0);
    }
    expect((await problems()).pageErrors).toEqual([]);
  });

  for (const [name, naddr] of [
    ["malformed", "naddr1qqqqqqqqqqqqqqqqqq"],
    ["of another kind", naddrOf(TEAM_ARTICLE, 30024)],
    ["by an author who is not configured", naddrOf({ ...TEAM_ARTICLE, pubkey: "f".repeat(64) })],
    ["of an article no relay has", naddrOf({ ...TEAM_ARTICLE, identifier: "no-such-article" })],
  ] as const) {
    test(`an naddr ${name} shows "Article not found"`, async ({ page }) => {
      const problems = await guardPage(page);
      await page.goto(`/a/${naddr}`);
      await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
      await expect(page.getByRole("alert").getByText("Article not found", { exact: true })).toHaveCount(2);
      await expect(page).toHaveURL(`/a/${naddr}`);
      expect((await problems()).pageErrors).toEqual([]);
    });
  }
});

test("with the QR code shown and the link copied, the article page has no accessibility violations", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.setViewportSize(MOBILE);
  await openArticle(page, ARRIVALS[1]);
  await page.getByRole("button", { name: "Show QR code" }).click();
  await expect(page.getByRole("img", { name: /QR code of the lightning address/ })).toBeVisible();
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("the QR encoder is not among the scripts /, /blog or an article load before any interaction", async ({ page }) => {
  for (const path of ["/", "/blog", `/blog/${TEAM_ARTICLE.slug}`]) {
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.removeAllListeners("request");
    const bodies = await scriptBodies(page, scripts);
    expect(bodies.length, path).toBeGreaterThan(0);
    expect(bodies.filter((script) => QR_ENCODER.test(script)).length, path).toBe(0);
  }
});

test.describe("taps before the page has hydrated", () => {
  test.use({ viewport: MOBILE });

  test('"Share" tapped before the app has taken the page over shares nothing later; the menu opens at once', async ({
    page,
  }) => {
    const shared = await stubWebShare(page);
    const release = await holdAppCode(page);
    await page.goto(`/blog/${TEAM_ARTICLE.slug}`, { waitUntil: "domcontentloaded" });
    // Sharing seconds after the tap, without the reader's gesture, is not what the tap asked for; the menu is a
    // popover the browser opens by itself.
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await shared()).toEqual([]);
    await expect(page.getByRole("status").filter({ hasText: "Link shared" })).toHaveCount(0);
  });
});
