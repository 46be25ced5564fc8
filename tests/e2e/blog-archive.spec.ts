// The whole archive on the site: older pages, topics, authors, every article for good, counts and images in the
// pre-rendered pages, and what the browser reads when the build did not see a page (docs/blog.md, "The archive").
import {
  ALL_ARTICLES,
  ARCHIVE_AUTHOR,
  ARCHIVE_DELETED_ARTICLE,
  ARCHIVE_TOPIC_VARIANT,
  AUTHOR_ARTICLES,
  COVER_ARTICLES,
  listCounts,
  newArticle,
  PAGE_COUNT,
  PAGE_SIZE,
  articlesOfPage,
  SAME_SLUG_ARTICLES,
  SEED,
  TOPIC_ARTICLES,
  signAsDemoAuthor,
} from "./blog-data";
import { expect as baseExpect, test } from "./relay-control";
import { gotoHydrated } from "./hydration";
import { afterFrames } from "./settle";
import { DESKTOP } from "./viewports";
import { npubEncode } from "nostr-tools/nip19";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { localizedPath, siteLocales } from "../../app/i18n/locales";
import { DEMO_BUILD_DIR } from "../../builder/build-dir.mjs";
import { generateSecretKey, getPublicKey } from "nostr-tools/pure";

// Relay answers can take up to the 5 s query timeout (more on a loaded machine): wait long enough.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: DESKTOP });

const TEAM = ALL_ARTICLES.find((article) => article.pubkey !== ARCHIVE_AUTHOR.pubkey)!.pubkey;
const titles = (articles: { title: string }[]) => articles.map((article) => article.title);
const cardTitles = (page: import("@playwright/test").Page) =>
  page.getByRole("article").getByRole("heading", { level: 2 });

test("/blog shows the newest 30; 'Older articles' walks every page, each article once, and back", async ({ page }) => {
  test.slow();
  await page.goto("/blog");
  await expect(cardTitles(page)).toHaveText(titles(articlesOfPage(1)));
  for (let n = 2; n <= PAGE_COUNT; n += 1) {
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Older articles" }).click();
    await expect(page).toHaveURL(`/blog/page/${n}`);
    await expect(cardTitles(page)).toHaveText(titles(articlesOfPage(n)));
    await expect(page.getByText(`Page ${n} of ${PAGE_COUNT}`)).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Older articles" })).toHaveCount(0);
  await page.getByRole("link", { name: "Newer articles" }).click();
  await expect(page).toHaveURL(`/blog/page/${PAGE_COUNT - 1}`);
  await expect(cardTitles(page)).toHaveText(titles(articlesOfPage(PAGE_COUNT - 1)));
});

test("every article is pre-rendered at a stable URL and in the sitemap; a deleted one is not", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const article of ALL_ARTICLES) expect(sitemap).toContain(`/blog/${article.slug}</loc>`);
  for (let n = 2; n <= PAGE_COUNT; n += 1) expect(sitemap).toContain(`/blog/page/${n}</loc>`);
  expect(sitemap).not.toContain(`/blog/${ARCHIVE_DELETED_ARTICLE.slug}</loc>`);
  // Two titles giving one slug: the older keeps it, the newer has its own suffixed URL; both are pre-rendered.
  const [older, newer] = SAME_SLUG_ARTICLES;
  expect(older.slug).toBe("notes-on-fees");
  expect(newer.slug).toMatch(/^notes-on-fees-[0-9a-f]{8}$/);
  for (const article of [older, newer, ALL_ARTICLES.at(-1)!]) {
    const response = await request.get(`/blog/${article.slug}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(article.title.replace(/&/g, "&amp;"));
  }
});

test("every article is pre-rendered with its data, the first page's in every language, whichever thread", () => {
  // Part of the articles are pre-rendered on a second thread beside React Router's (builder/vite/prerender-thread-plugin.mjs):
  // each language's copy is the article's page in that language, built from its data, and its data file is written.
  // Past the blog's first page, an article is pre-rendered in English only (docs/decisions/articles-in-english-only.md).
  const client = join(DEMO_BUILD_DIR, "client");
  for (const locale of siteLocales(true)) {
    for (const [index, article] of ALL_ARTICLES.entries()) {
      const address = localizedPath(`/blog/${article.slug}`, locale);
      if (locale.prefix && index >= PAGE_SIZE) {
        expect(existsSync(join(client, address)), address).toBe(false);
        expect(existsSync(join(client, `${address}.data`)), address).toBe(false);
        continue;
      }
      const html = readFileSync(join(client, address, "index.html"), "utf8");
      const page = {
        lang: html.startsWith(`<!DOCTYPE html><html lang="${locale.tag}" dir="${locale.dir}">`),
        canonical: html.includes(`<link rel="canonical" href="https://ember.cash/blog/${article.slug}"/>`),
        article: html.includes(article.id),
        data:
          existsSync(join(client, `${address}.data`)) &&
          readFileSync(join(client, `${address}.data`), "utf8").includes(article.id),
      };
      expect(page, address).toEqual({ lang: true, canonical: true, article: true, data: true });
    }
  }
});

test("the pre-rendered pages show every card's counts at first paint, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  for (const [path, articles] of [
    ["/blog", articlesOfPage(1)],
    ["/blog/page/2", articlesOfPage(2)],
  ] as const) {
    const counts = listCounts(articles);
    await page.goto(path);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(articles.length);
    for (const [index, article] of articles.entries()) {
      const counters = cards.nth(index).getByRole("list", { name: "Interactions" });
      for (const key of ["comments", "reposts", "likes", "zaps"] as const) {
        await expect(counters.locator(`[data-counter=${key}] .tabular-nums`)).toHaveText(
          String(counts.get(article.id)![key]),
        );
      }
    }
  }
  await context.close();
});

test("a topic chip leads to the topic's page: its articles whatever their case, paged by 30, with a feed", async ({
  page,
  request,
}) => {
  const topic = ARCHIVE_TOPIC_VARIANT.topic;
  const articles = TOPIC_ARTICLES(topic);
  expect(articles.length).toBeGreaterThan(PAGE_SIZE);
  const withCapital = articles.find((article) => article.topics.includes("Privacy"))!;
  await page.goto(`/blog/${withCapital.slug}`);
  await page.getByRole("list", { name: "Topics" }).getByRole("link", { name: "#Privacy" }).click();
  await expect(page).toHaveURL(`/blog/tag/${topic}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^#privacy$/i);
  await expect(cardTitles(page)).toHaveText(titles(articles.slice(0, PAGE_SIZE)));
  await page.getByRole("link", { name: "Older articles" }).click();
  await expect(page).toHaveURL(`/blog/tag/${topic}/page/2`);
  await expect(cardTitles(page)).toHaveText(titles(articles.slice(PAGE_SIZE, 2 * PAGE_SIZE)));

  const html = await (await request.get(`/blog/tag/${topic}`)).text();
  expect(html).toContain(`<link rel="alternate" type="application/rss+xml"`);
  expect(html).toContain(`href="/blog/tag/${topic}/feed.xml"`);
  const feed = await (await request.get(`/blog/tag/${topic}/feed.xml`)).text();
  expect(feed.match(/<item>/g)).toHaveLength(PAGE_SIZE);
});

test("an unknown topic says 'No articles found'", async ({ page }) => {
  await page.goto("/blog/tag/no-such-topic-anywhere");
  await expect(page.getByRole("status")).toHaveText("No articles found");
});

test("an author's name leads to their page: profile, verified NIP-05, tip, their articles and feed", async ({
  page,
  request,
}) => {
  await page.goto("/blog");
  const card = page.getByRole("article").filter({ hasText: articlesOfPage(1).find((a) => a.pubkey === TEAM)!.title });
  await card.getByRole("link", { name: "Ember Team" }).click();
  await expect(page).toHaveURL(`/blog/author/${npubEncode(TEAM)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Ember Team" })).toBeAttached();
  // The profile's own mark (each card below carries one too).
  await expect(page.getByRole("img", { name: "Verified NIP-05" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Support the author" })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(titles(AUTHOR_ARTICLES(TEAM).slice(0, PAGE_SIZE)));

  const mara = AUTHOR_ARTICLES(ARCHIVE_AUTHOR.pubkey);
  await page.goto(`/blog/author/${ARCHIVE_AUTHOR.npub}/page/2`);
  await expect(cardTitles(page)).toHaveText(titles(mara.slice(PAGE_SIZE, 2 * PAGE_SIZE)));
  const feed = await (await request.get(`/blog/author/${ARCHIVE_AUTHOR.npub}/feed.xml`)).text();
  expect(feed.match(/<item>/g)).toHaveLength(PAGE_SIZE);
});

test("an npub that is not a configured author gets 'Page not found', and no relay is asked", async ({ page }) => {
  // The relays are asked through the relay worker, or a socket of the page's own where no worker starts; a page
  // that asks them starts that work before it renders (docs/decisions/relay-worker-start.md). Both are counted in
  // the page as they are made, not by waiting a while for the browser to report them.
  await page.addInitScript(() => {
    const started: string[] = [];
    (window as unknown as { relayWork: string[] }).relayWork = started;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(`worker ${options?.name ?? String(url)}`);
      }
    };
    const NativeSocket = window.WebSocket;
    window.WebSocket = class extends NativeSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        started.push(`socket ${String(url)}`);
      }
    };
  });
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));
  await gotoHydrated(page, `/blog/author/${npubEncode(getPublicKey(generateSecretKey()))}`);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  // The page's effects have run since.
  await afterFrames(page);
  expect(await page.evaluate(() => (window as unknown as { relayWork: string[] }).relayWork)).toEqual([]);
  expect(sockets).toEqual([]);
});

test("a pre-rendered cover comes from the site's own copy: no third-party request", async ({ page }) => {
  const article = COVER_ARTICLES[0]!;
  const hosts = new Set<string>();
  page.on("request", (request) => hosts.add(new URL(request.url()).host));
  await page.goto(`/blog/${article.slug}`);
  const cover = page.locator("article img").first();
  await expect(cover).toHaveAttribute("src", /^\/blog\/img\/[0-9a-f]{16}-\d+\.webp$/);
  await expect(cover).toHaveAttribute("srcset", /480w.*960w/);
  expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect([...hosts].filter((host) => !host.startsWith("127.0.0.1"))).toEqual([]);
});

test("the SPA fallback and 404.html are documents with a title, a description and the social card", async ({
  request,
}) => {
  for (const path of ["/__spa-fallback.html", "/404.html"]) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<title>Ember: [^<]+<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('<meta property="og:image" content="https://ember.cash/og-image.png"');
    expect(html).not.toContain('rel="canonical"');
  }
});

test("the archive file holds the signed articles and deletions the build used", async ({ request }) => {
  const archive = (await (await request.get("/blog/archive.json")).json()) as {
    events: { id: string; kind: number }[];
  };
  const ids = new Set(archive.events.map((event) => event.id));
  for (const article of ALL_ARTICLES) expect(ids.has(article.id)).toBe(true);
  expect(ids.has(ARCHIVE_DELETED_ARTICLE.id)).toBe(false);
  expect(archive.events.some((event) => event.kind === 5)).toBe(true);
});

test.describe("what the build did not see", () => {
  test("an article published after the build opens at its URL", async ({ page, relays }) => {
    const article = newArticle("Published After The Build", "Fresh from the relays.");
    for (const index of [0, 1, 2]) await relays.store(index, [article]);
    await page.goto("/blog/published-after-the-build");
    await expect(page.getByRole("heading", { level: 1, name: "Published After The Build" })).toBeVisible();
  });

  test("an article older than the newest hundred is found by paging back", async ({ page, relays }) => {
    const old = signAsDemoAuthor({
      kind: 30023,
      created_at: 1_500_000_000,
      tags: [
        ["d", "e2e-long-ago"],
        ["title", "Written Long Ago"],
      ],
      content: "Older than everything the relays return first.",
    });
    for (const index of [0, 1, 2]) await relays.store(index, [old]);
    await page.goto("/blog/written-long-ago");
    await expect(page.getByRole("heading", { level: 1, name: "Written Long Ago" })).toBeVisible();
  });

  test("articles published since the build push the older pages down: none skipped, none twice", async ({
    page,
    relays,
  }) => {
    const fresh = Array.from({ length: 3 }, (_, i) => newArticle(`Since The Build ${i}`, "New since the build."));
    for (const index of [0, 1, 2]) await relays.store(index, fresh);
    await page.goto("/blog");
    await expect(cardTitles(page).first()).toHaveText(/^Since The Build \d$/);
    await page.getByRole("link", { name: "Older articles" }).click();
    await expect(page).toHaveURL("/blog/page/2");
    // The last three of the build's first page now open page 2.
    const expected = [...articlesOfPage(1).slice(-3), ...articlesOfPage(2).slice(0, PAGE_SIZE - 3)];
    await expect(cardTitles(page)).toHaveText(titles(expected));
  });

  test("an older article edited since the build moves to the top: pages 2 and 3 still list each article once", async ({
    page,
    relays,
  }) => {
    // A new version of an article on page 4: neither page 2's nor page 3's window holds it, so only the build's
    // order (/blog/order.json) tells them it left a place after them, and both shift down by one.
    const old = articlesOfPage(4).find((article) => article.pubkey === ARCHIVE_AUTHOR.pubkey)!;
    const original = SEED.find((event) => event.id === old.id)!;
    const edited = signAsDemoAuthor({ kind: 30023, tags: original.tags, content: `${original.content}\n\nEdited.` });
    for (const index of [0, 1, 2]) await relays.store(index, [edited]);
    const live = [old, ...ALL_ARTICLES.filter((article) => article.address !== old.address)];
    for (const number of [2, 3]) {
      await page.goto(`/blog/page/${number}`);
      await expect(cardTitles(page), `page ${number}`).toHaveText(
        titles(live.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE)),
      );
    }
  });

  test("a page beyond the build's loads from the relays once the archive grew", async ({ page, relays }) => {
    const fresh = Array.from({ length: 10 }, (_, i) =>
      newArticle(`Grown Archive ${i}`, "One of ten new articles.", [["published_at", String(1_900_000_000 + i)]]),
    );
    for (const index of [0, 1, 2]) await relays.store(index, fresh);
    await page.goto(`/blog/page/${PAGE_COUNT + 1}`);
    // Ten newer articles push the last ones onto a page the build did not fill.
    const beyond = ALL_ARTICLES.slice(PAGE_COUNT * PAGE_SIZE - 10);
    await expect(cardTitles(page)).toHaveText(titles(beyond));
  });
});
