// Type as a native reader expects it (issue 56, "Typography"): Japanese and Chinese headings break between
// phrases, never inside a word, no Japanese or Chinese line starts with a prolonged-sound mark, a small kana or
// closing punctuation, and no pill or chip wraps, in any language.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { lineTexts, NO_LINE_START } from "./lines";
import { message } from "./messages";
import { DESKTOP, MOBILE } from "./viewports";

/** Words a Japanese reader never sees split across two lines, among those the site's headings use. */
const JA_WORDS = [
  "毎日",
  "使える",
  "プライベート",
  "ビットコイン",
  "ウォレット",
  "ひとつの",
  "ふたつの",
  "レール",
  "セルフカストディ",
  "友だち",
  "お金",
  "ソーシャル",
  "スキャン",
  "つながる",
  "データプラン",
  "ブラウジング",
  "リカバリーフレーズ",
  "メッセージ",
  "オープン",
  "エコシステム",
  "プライバシー",
  "アクセス解析",
  "リレー",
  "リファラー",
  "ポリシー",
  "テストフロー",
  "ダッシュボード",
  "カメラ",
  "ダウンロード",
  "アプリ",
  "ページ",
];
/** The same for Chinese. */
const ZH_WORDS = [
  "日常",
  "使用",
  "私密",
  "比特币",
  "钱包",
  "通道",
  "朋友",
  "自托管",
  "社交支付",
  "落地",
  "扫码",
  "联网",
  "流量套餐",
  "助记词",
  "联系人",
  "身份",
  "国家",
  "上网",
  "隐私",
  "工具",
  "开放",
  "生态",
  "中继",
  "副本",
  "主机",
  "策略",
  "测试流程",
  "常见问题",
  "相机",
  "下载",
  "应用",
  "页面",
];

const CJK = [
  { tag: "ja", prefix: "/ja", words: JA_WORDS },
  { tag: "zh-CN", prefix: "/zh-cn", words: ZH_WORDS },
];

/** The page's headings and the visible paragraphs of its main content. */
const headings = (page: Page) => page.locator("main").locator("h1, h2, h3");
const paragraphs = (page: Page) => page.locator("main p:visible");

/** The words of `words` the element's text holds that its lines split. */
async function splitWords(element: Locator, words: string[]): Promise<{ lines: string[]; split: string[] }> {
  const lines = await lineTexts(element);
  const whole = lines.join("").replace(/\s/g, "");
  const split = words.filter((word) => whole.includes(word) && !lines.some((line) => line.includes(word)));
  return { lines, split };
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { tag, prefix, words } of CJK) {
      for (const path of ["", "/privacy", "/test-flows", "/blog"]) {
        test(`${tag}: the headings of ${prefix}${path} break between phrases, no line starts with a mark that may not`, async ({
          page,
        }) => {
          await page.goto(`${prefix}${path}`);
          await page.evaluate(() => document.fonts.ready);
          const all = await headings(page).all();
          expect(all.length).toBeGreaterThan(0);
          for (const heading of all) {
            const { lines, split } = await splitWords(heading, words);
            expect(split, `"${lines.join(" / ")}" splits a word`).toEqual([]);
            expect(
              lines.filter((line) => NO_LINE_START.test(line)),
              `"${lines.join(" / ")}" starts a line with a mark that may not`,
            ).toEqual([]);
          }
        });
      }

      test(`${tag}: the hero's short notes beside its badge break between phrases`, async ({ page }) => {
        await page.goto(prefix);
        await page.evaluate(() => document.fonts.ready);
        const hero = page.locator("#hero");
        const notes = [hero.getByText(message(tag, "home.hero.iphoneOnly", { name: "Ember" }))];
        if (viewport === DESKTOP) notes.push(hero.getByText(message(tag, "home.hero.qr.caption", { name: "Ember" })));
        for (const note of notes) {
          await expect(note).toBeVisible();
          const { lines, split } = await splitWords(note, words);
          expect(split, `"${lines.join(" / ")}" splits a word`).toEqual([]);
        }
      });

      test(`${tag}: no line of the landing page's text starts with a mark that may not`, async ({ page }) => {
        await page.goto(prefix);
        await page.evaluate(() => document.fonts.ready);
        for (const paragraph of await paragraphs(page).all()) {
          const lines = await lineTexts(paragraph);
          expect(
            lines.filter((line) => NO_LINE_START.test(line)),
            `"${lines.join(" / ")}" starts a line with a mark that may not`,
          ).toEqual([]);
        }
      });
    }
  });
}

const PREFIXES = ["", "/es", "/pt-br", "/fr", "/de", "/ru", "/tr", "/fa", "/ar", "/zh-cn", "/ja"];

test.describe("pills and chips", () => {
  test.use({ viewport: MOBILE });

  /** Each pill in `area` (a rounded-full box with words: badges, read times, languages, topics, tags) and its lines. */
  async function pillLines(area: Locator): Promise<{ text: string; lines: number }[]> {
    const pills = await area.locator(".rounded-full").filter({ hasText: /\S/ }).all();
    return Promise.all(
      pills.map(async (pill) => ({ text: (await pill.textContent()) ?? "", lines: (await lineTexts(pill)).length })),
    );
  }

  for (const prefix of PREFIXES) {
    test(`${prefix || "/"}: the blog's cards keep each pill on one line`, async ({ page }) => {
      await page.goto(`${prefix}/blog`);
      await page.evaluate(() => document.fonts.ready);
      const cards = page.getByRole("article");
      // The featured card and the one after it are in view (the others are laid out only when near it).
      const pills = [...(await pillLines(cards.nth(0))), ...(await pillLines(cards.nth(1)))];
      expect(pills.length).toBeGreaterThan(3);
      expect(pills.filter((pill) => pill.lines !== 1)).toEqual([]);
    });

    test(`${prefix || "/"}: the test flows' chips and tags keep each on one line`, async ({ page }) => {
      await page.goto(`${prefix}/test-flows`);
      const pills = [
        ...(await pillLines(page.locator("main nav"))),
        ...(await pillLines(page.getByRole("article").first().locator("header"))),
      ];
      expect(pills.length).toBeGreaterThan(3);
      expect(pills.filter((pill) => pill.lines !== 1)).toEqual([]);
    });
  }
});
