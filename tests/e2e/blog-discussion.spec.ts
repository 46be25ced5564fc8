// The discussion under an article: the seed's replies on its discussion article (tools/relay/generate-seed.mjs),
// behind a flood of newer noise (tools/relay/demo-flood.mjs), shown newest first with their answers in threads, as
// plain text; the muted, forged, deleted and other-article ones never; who is who (the author's mark, impostors'
// keys, drawn avatars); tall replies folded; the same on an article published after the build, whose replies and
// flood the test stores in its scoped relays; "Show more"; loading, empty and error states.
import AxeBuilder from "@axe-core/playwright";
import { finalizeEvent, verifyEvent, type NostrEvent } from "nostr-tools/pure";
import type { Page, Request } from "@playwright/test";
import { REPLIES_PER_PAGE } from "../../app/blog/model/replies";
import { REPLY_LINK_REL } from "../../app/blog/model/reply-text";
import { generateDemoFlood } from "../../tools/relay/demo-flood.mjs";
import { MUTED_KEY_LABEL } from "../../tools/relay/generate-seed.mjs";
import { demoSecretKey } from "../../tools/relay/signer.mjs";
import {
  ARTICLES,
  AUTHOR_PICTURE,
  DISCUSSION,
  DISCUSSION_ALL,
  DISCUSSION_ARTICLE,
  MUTED,
  newArticle,
  SEED,
} from "./blog-data";
import { guardPage } from "./page-guard";
import { expect as baseExpect, test, type RelayControl } from "./relay-control";
import { DESKTOP, MOBILE } from "./viewports";

// Relay answers can take up to the 5 s query timeout (more on a loaded machine), and a flood takes a few pages.
const expect = baseExpect.configure({ timeout: 20_000 });

const ARTICLE_URL = `/blog/${DISCUSSION_ARTICLE.slug}`;
const byContent = (needle: string) => SEED.find((event) => event.content.includes(needle))!;
const HOSTILE = byContent("<script>");
const OTHER_ARTICLE_REPLY = byContent("replies to another article");
const NESTED = byContent("An answer to Bob's comment");
const DELETED = byContent("A reply its author deleted");
const FORGED = byContent("This reply's signature was forged.");
const NOT_DELETED = byContent("Somebody else asked to delete");
const TALL = byContent("A tall reply");
const BRACKETS = SEED.find((event) => event.content === `https://a.com/${")".repeat(1986)}`)!;
const IMPOSTOR_TEAM = byContent("Ember Team here");
const IMPOSTOR_SUPPORT = byContent("Ember Support: DM us");
const AUTHOR_REPLY = byContent("The author replies");
const MUTED_REPLY = SEED.find((event) => event.kind === 1 && MUTED.has(event.pubkey))!;
const OTHER_ARTICLE = ARTICLES.find((article) =>
  OTHER_ARTICLE_REPLY.tags.some((tag) => tag[3] === "root" && tag[1] === article.id),
)!;

/** A DEMO ONLY key for replies the tests inject, derived from a public label (tools/relay/signer.mjs). */
const READER_KEY = demoSecretKey("e2e-discussion-reader");

/**
 * A reader's reply to an article, `secondsAgo` before `now`. Replies whose order a test checks take one `now`: read
 * from the clock at each call, two replies a second apart can land on the same second when signing crosses one.
 */
function injectedReply(
  content: string,
  secondsAgo: number,
  { articleId = DISCUSSION_ARTICLE.id, now = Math.floor(Date.now() / 1000) } = {},
) {
  return finalizeEvent(
    {
      kind: 1,
      created_at: now - secondsAgo,
      tags: [["e", articleId, "", "root"]],
      content,
    },
    READER_KEY,
  );
}

/** Stores events in every relay of this test's scope, as if they had been published there. */
async function publish(relays: RelayControl, events: NostrEvent[]) {
  for (const index of [0, 1, 2]) await relays.store(index, events);
}

/** The discussion section, scrolled to (its replies load only when it nears the screen). */
async function openDiscussion(page: Page, url = ARTICLE_URL) {
  await page.goto(url);
  const section = page.getByRole("region", { name: /^Discussion/ });
  await section.scrollIntoViewIfNeeded();
  return section;
}

const replyIds = (page: Page, selector = "li[data-reply-id]") =>
  page.locator(selector).evaluateAll((items) => items.map((item) => item.getAttribute("data-reply-id")));
const topLevelIds = (page: Page) => replyIds(page, "ol[aria-label=Replies] > li[data-reply-id]");
const item = (page: Page, id: string) => page.locator(`li[data-reply-id="${id}"]`);

test.use({ viewport: DESKTOP });

test("behind a flood of newer noise, the seed's replies show newest first, with their answers and authors", async ({
  page,
}) => {
  expect(DISCUSSION.length).toBeGreaterThan(5);
  expect(DISCUSSION.length).toBeLessThanOrEqual(REPLIES_PER_PAGE);
  expect(new Set(DISCUSSION.map((reply) => reply.kind))).toEqual(new Set([1, 1111]));
  // The flood: 2,000 events newer than every real reply, on the very filters the discussion asks.
  expect(SEED.filter((event) => event.content.startsWith("Flood:")).length).toBe(2000);
  const section = await openDiscussion(page);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(`Discussion (${DISCUSSION_ALL.length})`);
  await expect(section.locator("li[data-reply-id]")).toHaveCount(DISCUSSION_ALL.length);
  expect(await topLevelIds(page)).toEqual(DISCUSSION.map((reply) => reply.id));
  expect(await replyIds(page)).toEqual(DISCUSSION_ALL.map((reply) => reply.id));
  await expect(section.getByText(/^Flood:/)).toHaveCount(0);
  for (const reply of DISCUSSION_ALL) {
    const shown = item(page, reply.id);
    await expect(shown.locator("> div").first()).toContainText(reply.author);
    await expect(shown.locator("> div").first()).toContainText(reply.text);
  }
  await expect(section.getByText(/Anonymous npub1/).first()).toBeVisible();
  await expect(section.getByRole("button", { name: "Show more" })).toHaveCount(0);
});

test("a hostile reply is plain text: no markup, nothing runs, only its http(s) URL is a link", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const problems = await guardPage(page);
  const section = await openDiscussion(page);
  const hostile = item(page, HOSTILE.id);
  await expect(hostile).toBeVisible();
  for (const line of HOSTILE.content.split("\n")) await expect(hostile).toContainText(line);
  expect(await hostile.locator("script, img, b, strong, iframe, [onerror]").count()).toBe(0);
  const links = hostile.getByRole("link");
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute("href", "https://example.com/ember-demo?from=reply");
  await expect(links).toHaveText("https://example.com/ember-demo?from=reply");
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  // Every link in every reply carries the same rel.
  const rels = await section.locator("li a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("rel")));
  expect(rels.length).toBeGreaterThan(0);
  for (const rel of rels) expect(rel).toBe(REPLY_LINK_REL);
  await expect(links).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  expect(await page.evaluate(() => (window as unknown as { replyRan?: boolean }).replyRan)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
});

test("the muted key's reply, a forged one, a deleted one and another article's reply never show", async ({ page }) => {
  expect(verifyEvent(structuredClone(FORGED)), "the forged reply's signature holds").toBe(false);
  const section = await openDiscussion(page);
  await expect(section.locator("li[data-reply-id]")).toHaveCount(DISCUSSION_ALL.length);
  const shown = await replyIds(page);
  for (const hidden of [MUTED_REPLY, FORGED, DELETED, OTHER_ARTICLE_REPLY]) {
    expect(shown).not.toContain(hidden.id);
    await expect(section.getByText(hidden.content)).toHaveCount(0);
  }
  await expect(section.getByText("Demo Spammer")).toHaveCount(0);
  // A deletion signed by somebody else changes nothing.
  await expect(item(page, NOT_DELETED.id)).toBeVisible();

  // The reply to the other article shows on that article's page.
  await openDiscussion(page, `/blog/${OTHER_ARTICLE.slug}`);
  await expect(item(page, OTHER_ARTICLE_REPLY.id)).toContainText(OTHER_ARTICLE_REPLY.content);
});

test("answers show in their thread, indented up to three levels, deeper ones at the third", async ({ page }) => {
  await openDiscussion(page);
  const answer = item(page, NESTED.id);
  await expect(answer).toBeVisible();
  // NESTED answers the NIP-22 comment; the author answers it; two more answers follow, the last at level four.
  const depthOf = (id: string) =>
    item(page, id).evaluate((node) => {
      let depth = 0;
      for (let list = node.parentElement; list; list = list.parentElement) if (list.matches("ol")) depth += 1;
      return depth - 1;
    });
  const thread = DISCUSSION_ALL.filter((reply) => reply.answers.length > 0 || NESTED.id === reply.id);
  expect(thread.length).toBeGreaterThan(0);
  expect(await depthOf(NESTED.id)).toBe(1);
  const [level2] = DISCUSSION_ALL.find((reply) => reply.id === NESTED.id)!.answers;
  expect(await depthOf(level2!.id)).toBe(2);
  const level3 = level2!.answers;
  expect(level3).toHaveLength(2);
  for (const reply of level3) expect(await depthOf(reply.id)).toBe(3);
  await expect(item(page, level3[1]!.id)).toContainText("A fourth-level answer");
  // The author's answer carries the mark.
  await expect(item(page, level2!.id).locator("> div").getByText("Author", { exact: true })).toBeVisible();
});

test("who is who: the author is marked by key, impostors show their key, no replier's picture is fetched", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request: Request) => requests.push(new URL(request.url()).pathname));
  await openDiscussion(page);
  const author = item(page, AUTHOR_REPLY.id).locator("> div");
  await expect(author.getByText("Author", { exact: true })).toBeVisible();
  await expect(author.locator("img")).toHaveAttribute("src", AUTHOR_PICTURE);
  for (const impostor of [IMPOSTOR_TEAM, IMPOSTOR_SUPPORT]) {
    const shown = item(page, impostor.id).locator("> div");
    await expect(shown).toContainText(DISCUSSION_ALL.find((reply) => reply.id === impostor.id)!.author);
    await expect(shown.getByText("Author", { exact: true })).toHaveCount(0);
    await expect(shown.locator("[data-key-hint]")).toHaveText(/^npub1\w{8}\.\.\.$/);
    await expect(shown.locator("img")).toHaveCount(0);
    await expect(shown.locator("svg[aria-hidden=true]").first()).toBeVisible();
  }
  // Readers with pictures get drawn avatars too; only configured authors' pictures are images.
  const images = await page
    .locator("li[data-reply-id] > div img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  expect(new Set(images)).toEqual(new Set([AUTHOR_PICTURE]));
  expect(requests).not.toContain("/blog-demo/avatar-reader.svg");
});

test("a tall reply is folded until asked, a thousand blank lines collapse, and a bracket flood keeps its link", async ({
  page,
}) => {
  await openDiscussion(page);
  const tall = item(page, TALL.id);
  const text = tall.locator("p[dir=auto]");
  const toggle = tall.getByRole("button", { name: /^Show (the whole reply|less)$/ });
  await expect(toggle).toHaveText("Show the whole reply");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const folded = (await text.boundingBox())!.height;
  const lineHeight = await text.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
  expect(folded).toBeLessThanOrEqual(12 * lineHeight + 1);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toHaveText("Show less");
  const open = (await text.boundingBox())!.height;
  expect(open).toBeGreaterThan(folded);
  // The 1,000 blank lines are gone: the whole reply is its 41 lines and one blank one.
  expect(open).toBeLessThan(45 * lineHeight);
  await expect(text).toContainText("Line 40 of the tall reply.");

  const brackets = item(page, BRACKETS.id);
  await expect(brackets.getByRole("link")).toHaveAttribute("href", "https://a.com/");
  await expect(brackets.getByRole("link")).toHaveText("https://a.com/");
  await expect(brackets).toContainText(")".repeat(1986));
});

/** An article published after the build, its replies (one thread, one deletion, one impostor, one tall reply, one
 * bracket flood, one reader with a tracking avatar), and the flood in front of them. */
async function publishedAfterBuild(relays: RelayControl) {
  const article = newArticle("Published After The Build", "An article whose discussion is under attack.");
  const now = Math.floor(Date.now() / 1000);
  const address = `30023:${article.pubkey}:${article.tags[0]![1]}`;
  const tracker = demoSecretKey("e2e-discussion-tracker");
  const impostor = demoSecretKey("e2e-discussion-impostor");
  const sign = (key: Uint8Array, secondsAgo: number, tags: string[][], content: string, kind = 1) =>
    finalizeEvent({ kind, created_at: now - secondsAgo, tags, content }, key);
  const first = injectedReply("A real reply, older than the flood.", 5000, { articleId: article.id, now });
  const comment = sign(
    READER_KEY,
    4990,
    [
      ["A", address],
      ["a", address],
      ["k", "30023"],
    ],
    "A NIP-22 comment.",
    1111,
  );
  const answer = sign(
    tracker,
    4980,
    [
      ["e", article.id, "", "root"],
      ["e", comment.id, "", "reply"],
    ],
    "An answer.",
  );
  const deleted = injectedReply("Deleted by its author.", 4970, { articleId: article.id, now });
  const deletion = sign(READER_KEY, 4960, [["e", deleted.id]], "", 5);
  const fake = sign(impostor, 4950, [["e", article.id, "", "root"]], "Mara here, trust me.");
  const brackets = sign(tracker, 4940, [["e", article.id, "", "root"]], `https://a.com/${")".repeat(1986)}`);
  const tall = injectedReply(Array.from({ length: 60 }, (_, i) => `Tall line ${i}`).join("\n"), 4930, {
    articleId: article.id,
    now,
  });
  const profiles = [
    sign(tracker, 6000, [], JSON.stringify({ name: "tracker", picture: "https://tracker.example/p.png?a=1" }), 0),
    sign(impostor, 6000, [], JSON.stringify({ name: "Mara Quill", picture: "https://tracker.example/m.png" }), 0),
  ];
  const flood = await generateDemoFlood([article, comment, ARTICLES_EVENT()], {
    discussionD: article.tags[0]![1]!,
    mutedLabel: MUTED_KEY_LABEL,
    start: now - 2500,
    commentId: deleted.id,
  });
  const real = [first, comment, deleted, fake, brackets, tall];
  await publish(relays, [article, ...real, answer, deletion, ...profiles, ...flood]);
  return { article, real: real.filter((event) => event !== deleted), answer, deleted, fake, brackets, tall };
}

/** Some other seed article event (the flood's mentions reply to it). */
const ARTICLES_EVENT = () => SEED.find((event) => event.kind === 30023 && event.id === OTHER_ARTICLE.id)!;

test("published after the build: the flood leaves the replies, threads, deletions, marks and folds as on a built page", async ({
  page,
  relays,
}) => {
  const requests: string[] = [];
  page.on("request", (request: Request) => requests.push(request.url()));
  const { real, answer, deleted, fake, brackets, tall } = await publishedAfterBuild(relays);
  const section = await openDiscussion(page, "/blog/published-after-the-build");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(`Discussion (${real.length + 1})`);
  const newestFirst = [...real].sort((a, b) => b.created_at - a.created_at).map((event) => event.id);
  expect(await topLevelIds(page)).toEqual(newestFirst);
  await expect(section.getByText(/^Flood:/)).toHaveCount(0);
  await expect(item(page, deleted.id)).toHaveCount(0);
  await expect(item(page, answer.id)).toContainText("An answer.");
  await expect(item(page, fake.id).locator("[data-key-hint]")).toBeVisible();
  await expect(item(page, brackets.id).getByRole("link")).toHaveText("https://a.com/");
  await expect(item(page, tall.id).getByRole("button", { name: "Show the whole reply" })).toBeVisible();
  expect(requests.filter((url) => url.includes("tracker.example"))).toEqual([]);
});

test('past 50 replies, "Show more" pages back through the relays, from the keyboard, each reply capped', async ({
  page,
  relays,
}) => {
  const now = Math.floor(Date.now() / 1000);
  const long = injectedReply(`A very long reply. ${"word ".repeat(1000)}`, 5, { now });
  const extra = [
    long,
    ...Array.from({ length: 59 }, (_, i) => injectedReply(`Injected reply ${i + 1}`, 100 + i, { now })),
  ];
  await publish(relays, extra);
  const total = DISCUSSION.length + extra.length;

  const section = await openDiscussion(page);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(`Discussion (${REPLIES_PER_PAGE}+)`);
  const items = section.locator("ol[aria-label=Replies] > li");
  await expect(items).toHaveCount(REPLIES_PER_PAGE);
  expect((await topLevelIds(page)).slice(0, 3)).toEqual([long.id, extra[1]!.id, extra[2]!.id]);
  // Its first 2,000 characters (docs/product.md), then an ellipsis.
  const capped = `A very long reply. ${"word ".repeat(396)}w...`;
  expect(capped).toHaveLength(2003);
  expect(await items.first().locator("p[dir=auto]").textContent()).toBe(capped);

  // Keyboard: from the last reply, Tab reaches "Show more", which shows a visible focus ring.
  await items.last().focus();
  await page.keyboard.press("Tab");
  const showMore = section.getByRole("button", { name: "Show more" });
  await expect(showMore).toBeFocused();
  const ring = await showMore.evaluate((button) => ({
    visible: button.matches(":focus-visible"),
    outline: getComputedStyle(button).outlineStyle,
  }));
  expect(ring.visible).toBe(true);
  expect(ring.outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(items).toHaveCount(total);
  // The focus goes on to the first reply "Show more" revealed.
  await expect(items.nth(REPLIES_PER_PAGE)).toBeFocused();
  await expect(showMore).toHaveCount(0);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(
    `Discussion (${DISCUSSION_ALL.length + extra.length})`,
  );
  expect((await topLevelIds(page)).slice(-DISCUSSION.length)).toEqual(DISCUSSION.map((reply) => reply.id));
});

test("replies load only once the section nears the screen, with a loading state meanwhile", async ({
  page,
  relays,
}) => {
  // The relays are slowed on purpose (one past the query's deadline): more than the 30 s default on a loaded machine.
  test.setTimeout(90_000);
  await page.setViewportSize(MOBILE);
  const discussionCode: string[] = [];
  page.on("request", (request) => {
    if (/discussion-thread[^/]*\.js$/.test(request.url())) discussionCode.push(request.url());
  });
  await page.goto(ARTICLE_URL);
  await expect(page.getByRole("heading", { level: 1, name: DISCUSSION_ARTICLE.title })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const section = page.getByRole("region", { name: /^Discussion/ });
  await expect(section.getByRole("status")).toHaveText("Loading replies...");
  // Below the fold, the discussion's code (and so its query) has not even loaded.
  expect(discussionCode).toEqual([]);
  // From now on one relay is gone, the others slow. (Not a relay that never answers: each page would then wait out
  // the query's 5 s deadline, and reading past the flood in front of this discussion takes four pages, more than a
  // load's 10 s: the load would end, rightly, with "Show more" and no reply yet.)
  await relays.stop(0);
  // 300 ms a request. Each relay answers one client's requests in turn: at 1 s each, twice in CI on a loaded machine
  // no reply had arrived when the discussion settled (a request queued behind the page's others can outlast the
  // relay's own 4.4 s wait, and the discussion then shows what arrived: nothing).
  await relays.slow(1, 300);
  await relays.slow(2, 300);
  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => discussionCode.length).toBeGreaterThan(0);
  await expect(section.getByRole("status")).toHaveText("Loading replies...");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(/^Discussion \(\d+\+?\)$/, {
    timeout: 60_000,
  });
  await expect(section.getByRole("status")).toHaveCount(0);
  await expect(section.locator("li[data-reply-id]").first()).toBeVisible({ timeout: 15_000 });
});

test('an article without replies says "No replies yet"', async ({ page, relays }) => {
  const event = newArticle("Nobody Replied Yet", "A fresh article with an empty discussion.");
  await relays.inject(0, event);
  await relays.inject(1, event);
  const section = await openDiscussion(page, "/blog/nobody-replied-yet");
  await expect(section.getByText("No replies yet")).toBeVisible();
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Discussion (0)");
  await expect(section.getByRole("listitem")).toHaveCount(0);
});

test("when no relay can be reached the discussion says so, and Try Again recovers", async ({ page, relays }) => {
  for (const index of [0, 1, 2]) await relays.stop(index);
  const section = await openDiscussion(page);
  await expect(section.getByRole("alert")).toContainText("Failed to load replies. Please try again later.");
  for (const index of [0, 1, 2]) await relays.start(index);
  await section.getByRole("button", { name: "Try Again" }).click();
  await expect(section.locator("li[data-reply-id]")).toHaveCount(DISCUSSION_ALL.length);
});

test("when the relays it reaches never answer, the discussion says so rather than claiming no replies", async ({
  page,
  relays,
}) => {
  test.slow(); // the relays' 4.4 s wait, then the query's own, then a retry
  // Connected, but every request outlasts the relay wait: silence, which is not an empty discussion.
  for (const index of [0, 1, 2]) await relays.slow(index, 30_000);
  const section = await openDiscussion(page);
  await expect(section.getByRole("alert")).toContainText("Failed to load replies. Please try again later.", {
    timeout: 30_000,
  });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Discussion");
  await expect(section.getByText("No replies yet")).toHaveCount(0);
  // Back to prompt answers, on fresh connections (a relay answers one connection's requests in turn).
  for (const index of [0, 1, 2]) {
    await relays.slow(index, 0);
    await relays.stop(index);
    await relays.start(index);
  }
  await section.getByRole("button", { name: "Try Again" }).click();
  await expect(section.locator("li[data-reply-id]")).toHaveCount(DISCUSSION_ALL.length, { timeout: 30_000 });
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the loaded discussion has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const section = await openDiscussion(page);
    await expect(section.locator("li[data-reply-id]")).toHaveCount(DISCUSSION_ALL.length);
    const { violations } = await new AxeBuilder({ page })
      .include("section[aria-labelledby=discussion]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    // No horizontal scroll, however deep the thread.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
