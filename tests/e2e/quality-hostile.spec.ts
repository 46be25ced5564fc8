// The quality bar on an article full of hostile markdown, published (DEMO ONLY key) to this test's
// scoped relays: no CSP violation, no console error, no script run, no accessibility violation. Then stacked
// combining marks in a title, a replier's name and a reply: their ink stays in its own box, while the stacks of a
// script that writes them by design (Tibetan) are drawn whole.
import AxeBuilder from "@axe-core/playwright";
import { finalizeEvent, type NostrEvent } from "nostr-tools/pure";
import type { Locator, Page } from "@playwright/test";
import { signAsDemoAuthor } from "./blog-data";
import { demoSecretKey } from "../../tools/relay/signer.mjs";
import { guardPage } from "./page-guard";
import { RELAY_URLS, expect, test } from "./relay-control";
import { DESKTOP, MOBILE } from "./viewports";

const TITLE = "Hostile markdown for the quality bar";
const SLUG = "hostile-markdown-for-the-quality-bar";

declare global {
  interface Window {
    __pwned?: string;
  }
}

const HOSTILE_MARKDOWN = [
  "# Hostile content",
  "[js link](javascript:window.__pwned='link') [vbscript](vbscript:msgbox(1)) [data](data:text/html,<script>window.__pwned='data'</script>)",
  "[JaVaScRiPt](JAVASCRIPT:window.__pwned='case') [entity](&#106;avascript:window.__pwned='entity')",
  "<script>window.__pwned='script'</script>",
  `<img src="x" onerror="window.__pwned='onerror'">`,
  `<iframe src="javascript:window.__pwned='iframe'"></iframe>`,
  `<a href="javascript:window.__pwned='raw-a'">raw anchor</a>`,
  `<svg onload="window.__pwned='svg'"></svg>`,
  "![image with a script URL](javascript:window.__pwned='img')",
  "![image on another host](https://example.invalid/image.png)",
  `<style>body{display:none}</style>`,
  `<form action="https://evil.example/"><input name="q"></form>`,
  "```html\n<script>window.__pwned='code'</script>\n```",
  "| a | b |\n|:--|--:|\n| <b onmouseover=\"window.__pwned='table'\">x</b> | y |",
  "A very long word: " + "A".repeat(3000),
  "[ok link](https://example.com/path?q=1) and nostr:npub1invalidbech32 and [relative](/blog)",
].join("\n\n");

function hostileArticle() {
  return finalizeEvent(
    {
      kind: 30023,
      created_at: Math.floor(Date.now() / 1000),
      tags: [
        ["d", "e2e-quality-hostile"],
        ["title", TITLE],
        ["summary", `<img src=x onerror="window.__pwned='summary'"> "quoted" </script>`],
        ["image", "javascript:window.__pwned='cover'"],
        ["t", "<script>window.__pwned='tag'</script>"],
      ],
      content: HOSTILE_MARKDOWN,
    },
    demoSecretKey("ember-demo-author-mara"),
  );
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`a hostile article at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("renders inertly: no script, no CSP violation, no console error, no axe violation", async ({
      page,
      relays,
    }) => {
      const event = hostileArticle();
      for (const index of RELAY_URLS.keys()) await relays.inject(index, event);
      const problems = await guardPage(page);
      page.on("dialog", (dialog) => {
        throw new Error(`a dialog opened: ${dialog.message()}`);
      });

      await page.goto(`/blog/${SLUG}`);
      await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible({ timeout: 10_000 });
      await page.waitForLoadState("networkidle");
      for (const link of await page.locator("main a[href]").all()) await link.hover().catch(() => {});

      expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
      const hrefs = await page
        .locator("a[href], img[src], iframe, form")
        .evaluateAll((elements) =>
          elements.map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? el.tagName),
        );
      expect(hrefs.filter((href) => /^\s*(javascript|vbscript|data):|IFRAME|FORM/i.test(href))).toEqual([]);
      // The page stays within the viewport width: long words wrap, tables scroll inside themselves.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

      // The image on another host is blocked only by the network here (no internet), never by the CSP.
      const { consoleErrors, pageErrors, cspViolations } = await problems();
      expect(cspViolations).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors.filter((error) => !error.includes("example.invalid"))).toEqual([]);
    });
  });
}

// Combining marks (the adversarial list's "zalgo" text): dozens of marks on one letter stack into ink far above and
// below its line. Relay text keeps that ink inside its own box (a title, a replier's name, a reply), so it never
// covers the site's words, a replier's name and key hint, or another reply. Checked by pixels: each neighbour is
// captured with the marked text shown and again with it hidden (visibility only: the layout stays), and must not
// differ.

/** `word` with `perLetter` combining marks on each letter, cycling through U+0300-U+036F (above and below). */
function withMarks(word: string, perLetter: number): string {
  return [...word]
    .map(
      (letter, i) =>
        letter +
        Array.from({ length: perLetter }, (_, j) => String.fromCodePoint(0x300 + ((i * 7 + j) % 112))).join(""),
    )
    .join("");
}

/** Under the title's cap (300 characters), and a reply short enough not to fold (folding would clip it anyway). */
const MARKED_TITLE = withMarks("Zalgo", 55);
const MARKED_REPLY = withMarks("Hello", 40);
/** Under the name's cap (80 characters). */
const MARKED_NAME = withMarks("Ann", 25);

/** An article by the demo author with this `d` tag and title, and a body of two short paragraphs. */
const titledArticle = (d: string, title: string, tags: string[][] = []) =>
  signAsDemoAuthor({
    kind: 30023,
    tags: [["d", d], ["title", title], ...tags],
    content: "The first paragraph of the body.\n\nThe second paragraph of the body.",
  });

/** Screenshots of `neighbours` with `marked` shown, then hidden: equal when none of its ink reaches them. */
async function expectInkInside(marked: Locator, neighbours: Record<string, Locator>) {
  const shots = async () => {
    const taken: Record<string, Buffer> = {};
    for (const [name, neighbour] of Object.entries(neighbours))
      taken[name] = await neighbour.screenshot({ animations: "disabled" });
    return taken;
  };
  const shown = await shots();
  await marked.evaluate((element: HTMLElement) => (element.style.visibility = "hidden"));
  const hidden = await shots();
  await marked.evaluate((element: HTMLElement) => (element.style.visibility = ""));
  for (const name of Object.keys(neighbours))
    expect.soft(shown[name]!.equals(hidden[name]!), `ink of the marked text over ${name}`).toBe(true);
}

test("stacked combining marks stay inside their title, name or reply, on the article and on its card", async ({
  page,
  relays,
}) => {
  const article = titledArticle("e2e-combining-marks", MARKED_TITLE, [["t", "zalgo"]]);
  const now = Math.floor(Date.now() / 1000);
  const reader = demoSecretKey("e2e-combining-marks-reader");
  const markedReader = demoSecretKey("e2e-combining-marks-named-reader");
  const markedProfile = finalizeEvent(
    { kind: 0, created_at: now - 100, tags: [], content: JSON.stringify({ name: MARKED_NAME }) },
    markedReader,
  );
  const reply = (content: string, secondsAgo: number, parent?: NostrEvent, key = reader) =>
    finalizeEvent(
      {
        kind: 1,
        created_at: now - secondsAgo,
        tags: parent
          ? [
              ["e", article.id, "", "root"],
              ["e", parent.id, "", "reply"],
            ]
          : [["e", article.id, "", "root"]],
        content,
      },
      key,
    );
  // Newest first: a plain reply by a marked name, the marked reply, then a plain one with two answers, the marked
  // one last.
  const above = reply("A plain reply above.", 10, undefined, markedReader);
  const marked = reply(MARKED_REPLY, 20);
  const below = reply("A plain reply below.", 30);
  const answer = reply("A plain answer.", 25, below);
  const markedAnswer = reply(MARKED_REPLY, 24, below);
  for (const index of RELAY_URLS.keys())
    await relays.store(index, [article, markedProfile, above, marked, below, answer, markedAnswer]);

  await page.setViewportSize(MOBILE);
  // The slug is the title's letters.
  await page.goto("/blog/zalgo");
  const title = page.locator("article h1");
  await expect(title).toHaveText(MARKED_TITLE, { timeout: 10_000 });
  const discussion = page.getByRole("region", { name: /^Discussion/ });
  await discussion.scrollIntoViewIfNeeded();
  const item = (event: NostrEvent) => page.locator(`li[data-reply-id="${event.id}"]`);
  await expect(item(markedAnswer)).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");

  // The title's neighbours in the article's header: the date above, the topic below.
  const header = page.locator("article > header");
  await expectInkInside(title, {
    "the date and read time": title.locator("xpath=preceding-sibling::p[1]"),
    "the topic": header.getByRole("link", { name: "#zalgo" }),
  });

  // A reply's ink stays off its own name and key hint, and off the replies around it, answers included.
  const nameLine = (event: NostrEvent) => item(event).locator("> div p").first();
  const body = (event: NostrEvent) => item(event).locator("> div p[dir=auto]");
  await expect(nameLine(above).locator("bdi").first()).toHaveText(MARKED_NAME, { timeout: 20_000 });
  await expectInkInside(nameLine(above).locator("bdi").first(), {
    "its own text": body(above),
    "the date beside it": nameLine(above).locator("time"),
  });
  await expectInkInside(body(marked), {
    "its own name": nameLine(marked),
    "the reply above": item(above).locator("> div").first(),
    "the name of the reply below": nameLine(below),
  });
  await expectInkInside(body(markedAnswer), {
    "its own name": nameLine(markedAnswer),
    "the other answer": item(answer).locator("> div").first(),
  });

  // On the list the article is the newest: the featured card, its title between the date and the summary.
  await page.goto("/blog");
  const cardTitle = page.locator("main .grid > article").first().locator("h2");
  await expect(cardTitle).toHaveText(MARKED_TITLE, { timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  await expectInkInside(cardTitle, {
    "the date": cardTitle.locator("xpath=preceding-sibling::*[1]"),
    "the summary": cardTitle.locator("xpath=following-sibling::p[1]"),
  });
});

// Scripts stack marks by design: Tibetan writes consonants under consonants, and its stacks reach further below a
// tight line than the clip's margin. Without zalgo's stacks, relay text is never clipped: each of these draws the
// same with its overflow forced visible. Debian's Tibetan font draws them (tools/ensure-chromium.mjs); in it, the
// article's title (a line 1.2 ems tall) is the one whose stacks reach past the margin, so clipping every text fails
// there. The name, the reply and the card (taller lines) are checked as guards: clipped, their stacks drew the same.
const TIBETAN_TITLE = "བསྒྲུབས་པའི་སྒྲིབ་སྦྱོང་ ཀྵྨྱྲྭཱུྃ";
const TIBETAN_NAME = "བསྟན་འཛིན་རྒྱ་མཚོ";
const TIBETAN_REPLY = "སྒྲུབ་པ་ ཀྵྨྱྲྭཱུྃ";

/** A screenshot of the box around `text`, an em above and below it, with its overflow as it is, then forced visible. */
async function expectDrawnWhole(page: Page, text: Locator, what: string) {
  await text.scrollIntoViewIfNeeded();
  const shot = async () => {
    const box = (await text.boundingBox())!;
    const em = await text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    return page.screenshot({
      clip: { x: box.x, y: Math.max(0, box.y - em), width: box.width, height: box.height + 2 * em },
      animations: "disabled",
    });
  };
  const asItIs = await shot();
  await text.evaluate((element: HTMLElement) => element.style.setProperty("overflow", "visible", "important"));
  const visible = await shot();
  await text.evaluate((element: HTMLElement) => element.style.removeProperty("overflow"));
  expect.soft(asItIs.equals(visible), `${what} drawn whole`).toBe(true);
}

test("the stacks of Tibetan are drawn whole in a title, a name and a reply: only zalgo's are clipped", async ({
  page,
  relays,
}) => {
  const article = titledArticle("e2e-tibetan-stacks", TIBETAN_TITLE);
  const now = Math.floor(Date.now() / 1000);
  const reader = demoSecretKey("e2e-tibetan-reader");
  const profile = finalizeEvent(
    { kind: 0, created_at: now - 100, tags: [], content: JSON.stringify({ name: TIBETAN_NAME }) },
    reader,
  );
  const reply = finalizeEvent(
    { kind: 1, created_at: now - 10, tags: [["e", article.id, "", "root"]], content: TIBETAN_REPLY },
    reader,
  );
  for (const index of RELAY_URLS.keys()) await relays.store(index, [article, profile, reply]);

  await page.setViewportSize(MOBILE);
  // The title has no Latin letters: the URL comes from the d tag ("e2e-tibetan-stacks", its hyphens dropped).
  await page.goto("/blog/e2etibetanstacks");
  const title = page.locator("article h1");
  await expect(title).toHaveText(TIBETAN_TITLE, { timeout: 10_000 });
  const item = page.locator(`li[data-reply-id="${reply.id}"]`);
  const name = item.locator("> div p").first().locator("bdi").first();
  await expect(name).toHaveText(TIBETAN_NAME, { timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  await expectDrawnWhole(page, title, "the article's title");
  await expectDrawnWhole(page, name, "the replier's name");
  await expectDrawnWhole(page, item.locator("> div p[dir=auto]"), "the reply");

  await page.goto("/blog");
  const cardTitle = page.locator("main .grid > article").first().locator("h2");
  await expect(cardTitle).toHaveText(TIBETAN_TITLE, { timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  await expectDrawnWhole(page, cardTitle, "the card's title");
});
