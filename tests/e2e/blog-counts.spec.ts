// Counts no stranger can zero, for almost nothing on the wire: each article is counted on its own (a flood on one
// leaves every other exact), and a pre-rendered page asks the relays only for what came since the build.
import type { Page } from "@playwright/test";
import { finalizeEvent } from "nostr-tools/pure";
import { ARTICLES, articlePageCounts, LIST_COUNTS, LISTED } from "./blog-data";
import { expect as baseExpect, test, type RelayControl } from "./relay-control";
import { DESKTOP } from "./viewports";
import { demoSecretKey } from "../../tools/relay/signer.mjs";

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: DESKTOP });

/** DEMO ONLY keys of ten strangers, derived from public labels. */
const STRANGERS = Array.from({ length: 10 }, (_, i) => demoSecretKey(`e2e-count-stranger-${i}`));
const now = () => Math.floor(Date.now() / 1000);

/** `n` interactions of one kind on an article by strangers, dated now (after the build). */
function interactions(article: (typeof ARTICLES)[number], kind: 1 | 6 | 7, n: number) {
  const at = now();
  return Array.from({ length: n }, (_, i) =>
    finalizeEvent(
      {
        kind,
        created_at: at - (i % 60),
        // Each its own event (an id of its own), all dated within the minute.
        tags: [
          ["e", article.id],
          ["p", article.pubkey],
          ["client", `e2e-${i}`],
        ],
        content: kind === 7 ? "+" : kind === 1 ? `A stranger's note ${i}` : "",
      },
      STRANGERS[i % STRANGERS.length]!,
    ),
  );
}

const cardOf = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
const figure = (scope: ReturnType<Page["locator"]>, counter: string) =>
  scope.locator(`[data-counter=${counter}] .tabular-nums`);

/** Every listed card's title and the four figures it shows, read in one pass. */
function shownCounts(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("main article")].map((card) => [
        card.querySelector("h2")?.textContent ?? "",
        ["comments", "reposts", "likes", "zaps"].map(
          (counter) => card.querySelector(`[data-counter=${counter}] .tabular-nums`)?.textContent ?? "",
        ),
      ]),
    ),
  );
}

/** Every listed card shows its own exact counts, but the articles in `except` (checked apart). */
async function expectExactCards(page: Page, except: string[] = []) {
  const expected = Object.fromEntries(
    LISTED.filter((listed) => !except.includes(listed.id)).map((article) => {
      const counts = LIST_COUNTS.get(article.id)!;
      return [article.title, [counts.comments, counts.reposts, counts.likes, counts.zaps].map(String)];
    }),
  );
  await expect.poll(() => shownCounts(page)).toMatchObject(expected);
}

/**
 * Stores a stranger's flood of comments, reposts and likes on `article` on every relay, for this test only. The page
 * then checks 1,560 more signatures per counter's REQs: a test with a flood is given three times the time.
 */
async function flood(relays: RelayControl, article: (typeof ARTICLES)[number]) {
  test.slow();
  const events = [...interactions(article, 1, 520), ...interactions(article, 6, 520), ...interactions(article, 7, 520)];
  for (const index of [0, 1, 2]) await relays.store(index, events);
}

test("a pre-rendered /blog whose relays hold nothing new receives almost nothing and shows the build's counts", async ({
  page,
  relays,
}) => {
  await page.goto("/blog");
  await expectExactCards(page);
  // Its relay work: the articles since the build, the profiles since, the four counters since (one REQ each, per
  // relay), each answered with its end of stored events at once.
  await expect.poll(async () => (await relays.wire()).reqs).toBeGreaterThanOrEqual(6 * 3);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const wire = await relays.wire();
  expect(wire.reqs).toBe(6 * 3);
  expect(wire.events).toBeLessThanOrEqual(50);
  expect(wire.bytes).toBeLessThanOrEqual(20 * 1024);
  await expectExactCards(page);
});

test("a pre-rendered article receives almost nothing before its discussion is near", async ({ page, relays }) => {
  const article = LISTED[2]!;
  await page.goto(`/blog/${article.slug}`);
  const counters = page.getByRole("list", { name: "Interactions" });
  await expect(figure(counters, "likes")).toHaveText(String(articlePageCounts(article).likes));
  // The article's newer version since the build, its author's profile since, the four counters since.
  await expect.poll(async () => (await relays.wire()).reqs).toBeGreaterThanOrEqual(6 * 3);
  await page.waitForLoadState("networkidle");
  const wire = await relays.wire();
  expect(wire.reqs).toBe(6 * 3);
  expect(wire.bytes).toBeLessThanOrEqual(20 * 1024);
  await expect(figure(counters, "comments")).toHaveText(String(articlePageCounts(article).comments));
});

test("an interaction published after the build is added once, however many relays hold it", async ({
  page,
  relays,
}) => {
  const article = LISTED[3]!;
  const [like] = interactions(article, 7, 1);
  for (const index of [0, 1, 2]) await relays.store(index, [like]);
  await page.goto("/blog");
  const card = cardOf(page, article.title);
  await expect(figure(card, "likes")).toHaveText(String(LIST_COUNTS.get(article.id)!.likes + 1));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(figure(card, "likes")).toHaveText(String(LIST_COUNTS.get(article.id)!.likes + 1));
  await expectExactCards(page, [article.id]);

  await page.goto(`/blog/${article.slug}`);
  const counters = page.getByRole("list", { name: "Interactions" });
  await expect(figure(counters, "likes")).toHaveText(String(Math.min(100, articlePageCounts(article).likes + 1)));
});

test("a flood on one article leaves every other card exact on the pre-rendered /blog", async ({ page, relays }) => {
  const flooded = LISTED[1]!;
  await flood(relays, flooded);
  await page.goto("/blog");
  const card = cardOf(page, flooded.title);
  for (const counter of ["comments", "reposts", "likes"])
    await expect(figure(card, counter)).toHaveText("500", { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectExactCards(page, [flooded.id]);
});

test("a flood on one article leaves every other card exact on /blog read from the relays", async ({ page, relays }) => {
  const flooded = LISTED[1]!;
  await flood(relays, flooded);
  // A client-side navigation to /blog reads everything from the relays, as the SPA fallback does.
  await page.goto("/");
  await page.getByRole("navigation").first().getByRole("link", { name: "Blog", exact: true }).click();
  const card = cardOf(page, flooded.title);
  for (const counter of ["comments", "reposts", "likes"])
    await expect(figure(card, counter)).toHaveText("500", { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectExactCards(page, [flooded.id]);
});

test("the demo's own flood leaves the other articles' counts right on /blog", async ({ page }) => {
  // The demo relays' flood on the discussion article fills 500 of its comment query: before, with one query shared
  // by every card, "Lightning Fees Explained" read 0 comments on /blog and 6 on its own page.
  const article = ARTICLES.find((listed) => listed.title === "Lightning Fees Explained")!;
  expect(articlePageCounts(article).comments).toBeGreaterThan(0);
  await page.goto("/blog");
  const card = cardOf(page, article.title);
  await expect(figure(card, "comments")).toHaveText(String(articlePageCounts(article).comments));
  await page.goto(`/blog/${article.slug}`);
  await expect(figure(page.getByRole("list", { name: "Interactions" }), "comments")).toHaveText(
    String(articlePageCounts(article).comments),
  );
});
