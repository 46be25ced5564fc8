// The discussion under an article: the seed's replies on its discussion article (scripts/relay/generate-seed.mjs),
// shown newest first with their authors, as plain text; the muted, forged, nested and other-article ones never;
// more replies injected through the scoped relays for "Show more"; loading, empty and error states.
import AxeBuilder from "@axe-core/playwright";
import { finalizeEvent } from "nostr-tools/pure";
import type { Page } from "@playwright/test";
import { capReplyText, REPLIES_PER_PAGE, REPLY_LINK_REL } from "../../app/blog/replies";
import { demoSecretKey } from "../../scripts/relay/signer.mjs";
import {
  ARTICLES,
  DISCUSSION,
  DISCUSSION_ARTICLE,
  FORGED,
  MUTED,
  newArticle,
  replyAuthorName,
  replyAuthorPicture,
  SEED,
} from "./blog-data";
import { guardPage } from "./page-guard";
import { expect as baseExpect, test } from "./relay-control";
import { DESKTOP, MOBILE } from "./viewports";

// Relay answers can take up to the 5 s query timeout (more on a loaded machine): wait long enough.
const expect = baseExpect.configure({ timeout: 15_000 });

const ARTICLE_URL = `/blog/${DISCUSSION_ARTICLE.slug}`;
const byContent = (needle: string) => SEED.find((event) => event.content.includes(needle))!;
const HOSTILE = byContent("<script>");
const OTHER_ARTICLE_REPLY = byContent("replies to another article");
const NESTED = byContent("An answer to Bob's comment");
const MUTED_REPLY = SEED.find((event) => event.kind === 1 && MUTED.has(event.pubkey))!;
const OTHER_ARTICLE = ARTICLES.find((article) =>
  OTHER_ARTICLE_REPLY.tags.some((tag) => tag[3] === "root" && tag[1] === article.id),
)!;

/** A DEMO ONLY key for replies the tests inject, derived from a public label (scripts/relay/signer.mjs). */
const READER_KEY = demoSecretKey("e2e-discussion-reader");

function injectedReply(content: string, secondsAgo: number) {
  return finalizeEvent(
    {
      kind: 1,
      created_at: Math.floor(Date.now() / 1000) - secondsAgo,
      tags: [["e", DISCUSSION_ARTICLE.id, "", "root"]],
      content,
    },
    READER_KEY,
  );
}

/** The discussion section, scrolled to (its replies load only when it nears the screen). */
async function openDiscussion(page: Page, url = ARTICLE_URL) {
  await page.goto(url);
  const section = page.getByRole("region", { name: /^Discussion/ });
  await section.scrollIntoViewIfNeeded();
  return section;
}

const replyIds = (page: Page) =>
  page.locator("li[data-reply-id]").evaluateAll((items) => items.map((item) => item.getAttribute("data-reply-id")));

test.use({ viewport: DESKTOP });

test("the seed's replies show newest first, with their authors' names and avatars", async ({ page }) => {
  expect(DISCUSSION.length).toBeGreaterThan(5);
  expect(DISCUSSION.length).toBeLessThanOrEqual(REPLIES_PER_PAGE);
  expect(new Set(DISCUSSION.map((reply) => reply.kind))).toEqual(new Set([1, 1111]));
  const section = await openDiscussion(page);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(`Discussion (${DISCUSSION.length})`);
  const items = section.getByRole("listitem");
  await expect(items).toHaveCount(DISCUSSION.length);
  expect(await replyIds(page)).toEqual(DISCUSSION.map((reply) => reply.id));
  for (const [index, reply] of DISCUSSION.entries()) {
    const item = items.nth(index);
    await expect(item).toContainText(replyAuthorName(reply.pubkey));
    await expect(item).toContainText(reply.content.split("\n")[0]!);
    const picture = replyAuthorPicture(reply.pubkey);
    if (picture) await expect(item.locator("img")).toHaveAttribute("src", picture);
    else await expect(item.locator("img")).toHaveCount(0);
  }
  // The seed has a reader with a picture and readers without a profile (fallback name).
  expect(DISCUSSION.some((reply) => replyAuthorPicture(reply.pubkey))).toBe(true);
  await expect(items.filter({ hasText: /Anonymous npub1/ }).first()).toBeVisible();
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
  const hostile = section.locator(`li[data-reply-id="${HOSTILE.id}"]`);
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

test("the muted key's reply, a forged one, an answer to a comment and another article's reply never show", async ({
  page,
}) => {
  expect(FORGED).toHaveLength(1);
  const section = await openDiscussion(page);
  await expect(section.getByRole("listitem")).toHaveCount(DISCUSSION.length);
  const shown = await replyIds(page);
  for (const hidden of [MUTED_REPLY, FORGED[0]!, NESTED, OTHER_ARTICLE_REPLY]) {
    expect(shown).not.toContain(hidden.id);
    await expect(section.getByText(hidden.content)).toHaveCount(0);
  }
  await expect(section.getByText("Demo Spammer")).toHaveCount(0);

  // The reply to the other article shows on that article's page.
  const other = await openDiscussion(page, `/blog/${OTHER_ARTICLE.slug}`);
  await expect(other.locator(`li[data-reply-id="${OTHER_ARTICLE_REPLY.id}"]`)).toContainText(
    OTHER_ARTICLE_REPLY.content,
  );
});

test('past 50 replies, "Show more" shows the next ones from the keyboard, each reply capped', async ({
  page,
  relays,
}) => {
  const long = injectedReply(`A very long reply. ${"word ".repeat(1000)}`, 5);
  const extra = [long, ...Array.from({ length: 59 }, (_, i) => injectedReply(`Injected reply ${i + 1}`, 100 + i))];
  for (const event of extra) await relays.inject(0, event);
  const total = DISCUSSION.length + extra.length;

  const section = await openDiscussion(page);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(`Discussion (${total})`);
  const items = section.getByRole("listitem");
  await expect(items).toHaveCount(REPLIES_PER_PAGE);
  await expect(section.getByText(`Showing ${REPLIES_PER_PAGE} of ${total}`)).toBeVisible();
  expect((await replyIds(page)).slice(0, 3)).toEqual([long.id, extra[1]!.id, extra[2]!.id]);
  const capped = capReplyText(long.content);
  expect(capped.endsWith("...")).toBe(true);
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
  await expect(items).toHaveCount(Math.min(total, 2 * REPLIES_PER_PAGE));
  // The focus goes on to the first reply "Show more" revealed.
  await expect(items.nth(REPLIES_PER_PAGE)).toBeFocused();
  if (total <= 2 * REPLIES_PER_PAGE) await expect(showMore).toHaveCount(0);
  expect((await replyIds(page)).slice(-DISCUSSION.length)).toEqual(DISCUSSION.map((reply) => reply.id));
});

test("replies load only once the section nears the screen, with a loading state meanwhile", async ({
  page,
  relays,
}) => {
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
  // From now on one relay never answers in time (the query's own deadline ends the wait), the others slowly.
  await relays.slow(0, 60_000);
  await relays.slow(1, 2000);
  await relays.slow(2, 2000);
  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => discussionCode.length).toBeGreaterThan(0);
  await expect(section.getByRole("status")).toHaveText("Loading replies...");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(`Discussion (${DISCUSSION.length})`, {
    timeout: 20_000,
  });
  await expect(section.getByRole("status")).toHaveCount(0);
  await expect(section.getByRole("listitem")).toHaveCount(DISCUSSION.length);
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
  await expect(section.getByRole("listitem")).toHaveCount(DISCUSSION.length);
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the loaded discussion has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const section = await openDiscussion(page);
    await expect(section.getByRole("listitem")).toHaveCount(DISCUSSION.length);
    const { violations } = await new AxeBuilder({ page })
      .include("section[aria-labelledby=discussion]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
