// The quality bar on an article full of hostile markdown, published (DEMO ONLY key) to this test's
// scoped relays: no CSP violation, no console error, no script run, no accessibility violation.
import AxeBuilder from "@axe-core/playwright";
import { finalizeEvent } from "nostr-tools/pure";
import { demoSecretKey } from "../../scripts/relay/signer.mjs";
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
