// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { compileMessages } from "./catalogue.mjs";
import { PHRASE_MARK, PhrasedText, phrasedKey } from "../../app/i18n/phrases";

/** The module the catalogue compiler writes for some messages (none with a plural: no imports), evaluated. */
async function compiled(tag: string, messages: Record<string, string>): Promise<Record<string, () => string>> {
  const source = compileMessages(tag, messages).replace(/^import .*$/gm, "");
  const url = `data:text/javascript,${encodeURIComponent(source)}`;
  return ((await import(/* @vite-ignore */ url)) as { default: Record<string, () => string> }).default;
}

describe("phrases", () => {
  it("of a Japanese or Chinese heading are marked in a copy of its message, at the phrases' boundaries", async () => {
    const ja = await compiled("ja", { "home.tagline": "毎日使える、プライベートなビットコイン" });
    expect(ja["home.tagline"]!()).toBe("毎日使える、プライベートなビットコイン");
    expect(ja[phrasedKey("home.tagline")]!().split(PHRASE_MARK)).toEqual([
      "毎日",
      "使える、",
      "プライベートな",
      "ビットコイン",
    ]);
    const zh = await compiled("zh-CN", { "home.tagline": "日常使用的私密比特币" });
    expect(zh[phrasedKey("home.tagline")]!().split(PHRASE_MARK)).toEqual(["日常", "使用", "的", "私密", "比特币"]);
  });

  it("are found only for headings, titles and pills, never for a page's <title> or a paragraph", async () => {
    const ja = await compiled("ja", {
      "home.meta.title": "毎日使える、プライベートなビットコイン",
      "home.section.wallet.description": "ビットコインをecashとして保有すれば、現金を手渡すような感覚で支払えます。",
      "blog.badge.promoted": "おすすめの記事",
    });
    expect(Object.keys(ja).sort()).toEqual(
      [
        "blog.badge.promoted",
        phrasedKey("blog.badge.promoted"),
        "home.meta.title",
        "home.section.wallet.description",
      ].sort(),
    );
  });

  it("are not looked for in languages that write spaces", async () => {
    const fr = await compiled("fr", { "home.tagline": "Le bitcoin privé au quotidien" });
    expect(Object.keys(fr)).toEqual(["home.tagline"]);
  });

  it("are drawn as <wbr> inside a span that breaks only there", () => {
    const { container } = render(<PhrasedText text={`毎日${PHRASE_MARK}使える、${PHRASE_MARK}ビットコイン`} />);
    expect(container.innerHTML).toBe('<span class="phrases">毎日<wbr>使える、<wbr>ビットコイン</span>');
    expect(container.textContent).toBe("毎日使える、ビットコイン");
  });
});
