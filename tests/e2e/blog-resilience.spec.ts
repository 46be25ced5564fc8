import type { Page } from "@playwright/test";
import { finalizeEvent } from "nostr-tools/pure";
import { decode } from "nostr-tools/nip19";
import { DEMO_BLOG_AUTHORS } from "../../tools/local-env.mjs";
import { demoSecretKey } from "../../tools/relay/signer.mjs";
import { LISTED, ARTICLES, newArticle, signAsDemoAuthor } from "./blog-data";
import { expect as baseExpect, test } from "./relay-control";
import { gotoHydrated } from "./hydration";
import { DESKTOP } from "./viewports";

// Relay answers can take up to the 5 s query timeout (more on a loaded machine): wait long enough.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Opens /blog by client-side navigation from the home page, so the list is read from the relays (a direct
 * load of /blog first shows the articles pre-rendered at build time). The home page must have hydrated first:
 * a click before that is a document load of the pre-rendered /blog (seen once in CI on a loaded machine).
 */
async function openBlogFromHome(page: Page) {
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL("/blog");
}

test.describe("blog when relays fail", () => {
  test.use({ viewport: DESKTOP });

  test("all relays down: the error, then Try Again recovers once a relay is back", async ({ page, relays }) => {
    for (const index of [0, 1, 2]) await relays.stop(index);
    await openBlogFromHome(page);
    await expect(page.getByText("Failed to fetch articles. Please try again later.")).toBeVisible();
    await relays.start(0);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
    await expect(page.getByText("Failed to fetch articles. Please try again later.")).toHaveCount(0);
  });

  test("one relay dead and one slow: the list still shows, by the query timeout", async ({ page, relays }) => {
    await relays.stop(0);
    await relays.slow(1, 30_000);
    await openBlogFromHome(page);
    // Only the lagging relay answers in time: every article shows (the updated one in the version it has).
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
  });

  test("an older version of an updated article is never shown over the newer one", async ({ page, relays }) => {
    // Relay 2 only has the older version; it answers first, relay 1 with the newer one later.
    await relays.stop(0);
    await relays.slow(1, 1500);
    await openBlogFromHome(page);
    await expect(page.getByRole("heading", { name: "Lightning Fees Explained", exact: true })).toBeVisible();
    await expect(page.getByText("Lightning Fees Explained (Draft)")).toHaveCount(0);
    await page.goto("/blog/lightning-fees-explained");
    await expect(page.getByRole("heading", { level: 1, name: "Lightning Fees Explained" })).toBeVisible();
    await expect(page.getByText("This is an outdated draft")).toHaveCount(0);
  });
});

test.describe("hostile relay content", () => {
  test.use({ viewport: DESKTOP });

  test("never runs script, never breaks the page", async ({ page, relays }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const payload = "window.__pwned = 1";
    const hostile = newArticle(
      "Hostile <img src=x onerror=alert(1)> Article",
      [
        `[click](javascript:alert(1)) [case](JaVaScRiPt:alert(1)) [entity](&#106;avascript:alert(1)) <javascript:alert(1)>`,
        `[ref][r]\n\n[r]: javascript:alert(1)`,
        `<script>${payload}</script>`,
        `<img src=x onerror="${payload}">`,
        `<svg onload="${payload}"></svg> <details open ontoggle="${payload}">x</details>`,
        `<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
        `![img](javascript:alert(1)) ![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
        `<a href="javascript:alert(1)">raw link</a> <div style="position:fixed;inset:0;background:red">cover</div>`,
        `nostr:npub1invalidinvalid and [bad nostr](nostr:nevent1qqqq) and ${"x".repeat(5000)}`,
        "Still readable after all that.",
      ].join("\n\n"),
      [
        ["image", "javascript:alert(1)"],
        ["summary", `<script>${payload}</script>`],
      ],
    );
    const forged = { ...newArticle("Forged Article", "Forged"), sig: "0".repeat(128) };
    const tampered = { ...newArticle("Tampered Article", "Original"), content: "Changed after signing" };
    const malformedProfile = signAsDemoAuthor({ kind: 0, tags: [], content: "{name: 'not json'" });
    // 420 KB: accepted by the relay layer, capped by the renderer; 2.4 MB: dropped by the relay layer.
    const huge = newArticle("Huge Article", `# Huge\n\n${"lorem ipsum ".repeat(35_000)}`);
    const oversized = newArticle("Oversized Article", "lorem ipsum ".repeat(200_000));
    const wrongShape = { id: 42, kind: "30023", tags: "title", content: null };
    for (const index of [0, 1, 2]) {
      for (const event of [hostile, forged, tampered, malformedProfile, huge, oversized, wrongShape])
        await relays.inject(index, event);
      await relays.sendRaw(index, 'not json at all ["EVENT"');
    }

    await openBlogFromHome(page);
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
    await expect(page.getByText("Forged Article")).toHaveCount(0);
    await expect(page.getByText("Tampered Article")).toHaveCount(0);
    await expect(page.getByText("Oversized Article")).toHaveCount(0);
    const card = page.getByRole("article").filter({ hasText: "Hostile <img src=x onerror=alert(1)> Article" });
    await expect(card.getByText("No image", { exact: true })).toBeVisible();
    // The malformed (newer) profile falls back field by field: no name, so the fallback label.
    await expect(card.getByText(/^Anonymous npub1/)).toBeVisible();

    await card.getByRole("link", { name: "Hostile <img src=x onerror=alert(1)> Article" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Hostile/ })).toBeVisible();
    await expect(page.getByText("Still readable after all that.")).toBeVisible();
    await expect(page.getByRole("link", { name: "bad nostr" })).toHaveCount(0);
    expect(
      await page.locator("main iframe, main script, main svg[onload], main [onerror], main [style*=fixed]").count(),
    ).toBe(0);
    expect(await page.locator('a[href^="javascript:" i], img[src^="javascript:" i], img[src^="data:" i]').count()).toBe(
      0,
    );

    await page.goBack();
    await page
      .getByRole("article")
      .filter({ hasText: "Huge Article" })
      .getByRole("link", { name: "Huge Article" })
      .click();
    await expect(page.getByText("This article is too long to show in full here.")).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe("validly signed but hostile: time, covers, slugs", () => {
  test.use({ viewport: DESKTOP });

  test("far-future and expired articles are hidden, http covers show no image, a slug cannot be taken over", async ({
    page,
    relays,
  }) => {
    const now = Math.floor(Date.now() / 1000);
    const team = ARTICLES.find((article) => article.pubkey === decode(DEMO_BLOG_AUTHORS[0]!).data)!;
    const future = signAsDemoAuthor({
      kind: 30023,
      created_at: 2_100_000_000, // 2036
      tags: [
        ["d", "e2e-from-the-future"],
        ["title", "From The Year 2036"],
      ],
      content: "Dated years ahead.",
    });
    const expired = newArticle("Expired Article", "Gone.", [["expiration", String(now - 60)]]);
    const httpCover = newArticle("Plain HTTP Cover", "The cover is not https.", [
      ["image", "http://example.com/c.png"],
    ]);
    // The second configured author reuses the first one's title, backdated to 1970.
    const hijack = signAsDemoAuthor({
      kind: 30023,
      tags: [
        ["d", "e2e-hijack"],
        ["title", team.title],
        ["published_at", "1"],
      ],
      content: "Hijacked body.",
    });
    // A deletion request by someone else never hides an article.
    const foreignDeletion = finalizeEvent(
      {
        kind: 5,
        created_at: now,
        tags: [
          ["e", team.id],
          ["a", team.address],
        ],
        content: "",
      },
      demoSecretKey("e2e-not-the-author"),
    );
    for (const index of [0, 1, 2]) {
      for (const event of [future, expired, httpCover, hijack, foreignDeletion]) await relays.inject(index, event);
    }

    await openBlogFromHome(page);
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
    await expect(page.getByText("From The Year 2036")).toHaveCount(0);
    await expect(page.getByText("Expired Article")).toHaveCount(0);
    const coverCard = page.getByRole("article").filter({ hasText: "Plain HTTP Cover" });
    await expect(coverCard.getByText("No image", { exact: true })).toBeVisible();
    await expect(coverCard.locator("img[src^='http:']")).toHaveCount(0);
    const sameTitle = page.getByRole("article").filter({ hasText: team.title }).getByRole("link", { name: team.title });
    await expect(sameTitle).toHaveCount(2);
    const hrefs = await sameTitle.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toContain(`/blog/${team.slug}`);
    expect(hrefs).toContainEqual(expect.stringMatching(new RegExp(`^/blog/${team.slug}-[0-9a-f]{8}$`)));

    // The pre-rendered page keeps its article after hydrating against the relays.
    await page.goto(`/blog/${team.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: team.title })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("main").getByRole("list", { name: "Interactions" })).toBeVisible();
    await expect(page.getByText("Hijacked body.")).toHaveCount(0);
  });
});

test.describe("relay worker", () => {
  test.use({ viewport: DESKTOP });

  /** Counts the WebSockets the page's own script opens (a worker has its own WebSocket class). */
  async function countPageSockets(page: Page) {
    await page.addInitScript(() => {
      const scope = window as unknown as { pageSockets: number; WebSocket: typeof WebSocket };
      const Native = scope.WebSocket;
      scope.pageSockets = 0;
      scope.WebSocket = class extends Native {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          super(...args);
          scope.pageSockets += 1;
        }
      };
    });
    return () => page.evaluate(() => (window as unknown as { pageSockets: number }).pageSockets);
  }

  test("the relays are read in a worker: the page itself opens no WebSocket", async ({ page }) => {
    const pageSockets = await countPageSockets(page);
    await openBlogFromHome(page);
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
    await expect(page.getByRole("article").first().locator("[data-counter=likes] .tabular-nums")).not.toHaveText("0");
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/relay-worker-[\w-]+\.js$/),
    ]);
    expect(await pageSockets()).toBe(0);
  });

  test("where no worker can run, the page reads the relays itself", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "Worker", { value: undefined });
    });
    const pageSockets = await countPageSockets(page);
    await openBlogFromHome(page);
    await expect(page.getByRole("article")).toHaveCount(LISTED.length);
    await expect(page.getByRole("article").first().locator("[data-counter=likes] .tabular-nums")).not.toHaveText("0");
    expect(page.workers()).toEqual([]);
    expect(await pageSockets()).toBeGreaterThan(0);
  });
});
