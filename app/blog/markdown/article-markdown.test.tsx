// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { npubEncode, neventEncode } from "nostr-tools/nip19";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ArticleBody } from "./article-body";
import { MAX_RENDERED_CONTENT } from "./limits";
import { InThreadMarkdownWorker } from "../../../tests/fixtures/test-markdown-worker";
import { articleUrlTransform } from "./url-transform";

beforeAll(() => {
  vi.stubGlobal("Worker", InThreadMarkdownWorker);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** Renders the body and waits until the worker's answer is shown. */
async function renderMarkdown(content: string) {
  const result = render(<ArticleBody content={content} />);
  await vi.waitFor(() => expect(screen.queryByText("Rendering the article…")).toBeNull());
  return result;
}

const PUBKEY = "3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d";
const NPUB = npubEncode(PUBKEY);

function hrefs(container: HTMLElement): string[] {
  return [...container.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? "");
}

describe("articleUrlTransform", () => {
  it("keeps the spec's protocols and relative links", () => {
    for (const url of [
      "https://a.example/x",
      "http://a.example",
      "mailto:a@b.example",
      "irc://x",
      "ircs://x",
      "xmpp:a@b",
      "/blog",
      "#top",
      "page.html",
    ]) {
      expect(articleUrlTransform(url)).toBe(url);
    }
  });

  it("empties every other protocol", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "vbscript:x",
      "data:text/html;base64,AAAA",
      "data:image/png;base64,AAAA",
      "file:///etc/passwd",
      "tel:123",
    ]) {
      expect(articleUrlTransform(url)).toBe("");
    }
  });

  it("turns valid nostr: URIs into gateway links and empties invalid ones", () => {
    expect(articleUrlTransform(`nostr:${NPUB}`)).toBe(`https://njump.me/${NPUB}`);
    const nevent = neventEncode({ id: "f".repeat(64) });
    expect(articleUrlTransform(`nostr:${nevent}`)).toBe(`https://njump.me/${nevent}`);
    expect(articleUrlTransform(`nostr:${NPUB.slice(0, -2)}`)).toBe("");
    expect(articleUrlTransform("nostr:nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5")).toBe("");
    expect(articleUrlTransform("nostr:javascript:alert(1)")).toBe("");
  });
});

describe("ArticleBody in the browser (the markdown worker's HTML)", () => {
  it("renders GFM: tables inside a scroll box, code, images lazily", async () => {
    const { container } = await renderMarkdown(
      "| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nlet x = 1\n```\n\n![cat](https://x.example/cat.png)",
    );
    expect(container.querySelector(".table-scroll table")).not.toBeNull();
    expect(container.querySelector("pre code")?.textContent).toContain("let x = 1");
    const img = container.querySelector("img")!;
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("src")).toBe("https://x.example/cat.png");
  });

  it("makes code blocks and tables keyboard-scrollable regions with unique names", async () => {
    await renderMarkdown(
      "```\nconst a = 1\n```\n\n| a |\n|---|\n| 1 |\n\n```\nconst b = 2\n```\n\n> | q |\n> |---|\n> | 2 |",
    );
    const regions = screen.getAllByRole("region");
    expect(regions.map((region) => region.getAttribute("aria-label"))).toEqual([
      "Code block 1",
      "Table 1",
      "Code block 2",
      "Table 2",
    ]);
    for (const region of regions) expect(region).toHaveAttribute("tabindex", "0");
    expect(regions[0]!.tagName).toBe("PRE");
    expect(regions[1]).toHaveClass("table-scroll");
    expect(within(regions[3]!).getByRole("table")).toBeInTheDocument(); // nested in a quote, still wrapped
  });

  it("never renders a javascript: link or raw HTML", async () => {
    const hostile = [
      "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](&#106;avascript:alert(1)) <javascript:alert(1)>",
      "[d][ref]\n\n[ref]: javascript:alert(1)",
      // The scheme hidden from a naive check: entities, a colon entity, a leading space, a tab or a newline the
      // browser's URL parser would strip, a percent-encoded newline.
      "[e](&#x6A;avascript&#x3A;alert(1)) [f](javascript&colon;alert(1)) [g](< javascript:alert(1)>)",
      "[h](<java\tscript:alert(1)>) [i](java%0ascript:alert(1)) [j](<java\u0001script:alert(1)>)",
      "<script>window.__pwned = 1</script>",
      "<img src=x onerror=alert(1)>",
      '<iframe src="https://evil.example"></iframe>',
      "![x](javascript:alert(1))",
    ].join("\n\n");
    const { container } = await renderMarkdown(hostile);
    // Every space and control character removed: a URL parser drops them at the ends, and tabs and newlines anywhere.
    const asParsed = (href: string) => [...href].filter((char) => char > " ").join("");
    expect(hrefs(container).some((href) => /script:/i.test(asParsed(href)))).toBe(false);
    expect(container.querySelector("script, iframe, img[onerror]")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
  });

  it("opens external links in a new tab without opener or referrer; relative links stay", async () => {
    const { container } = await renderMarkdown("[out](https://x.example) [in](/blog) [proto](//evil.example/x)");
    const [out, inner, proto] = [...container.querySelectorAll("a")];
    expect(out).toHaveAttribute("target", "_blank");
    expect(out).toHaveAttribute("rel", "noopener noreferrer");
    expect(inner).not.toHaveAttribute("target");
    expect(proto).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("links nostr: references, bare or as links, to the gateway; invalid ones stay text", async () => {
    const bad = `nostr:${NPUB.slice(0, -3)}qqq`;
    const { container } = await renderMarkdown(
      `Hi nostr:${NPUB} and [me](nostr:${NPUB}) and ${bad} and \`nostr:${NPUB}\``,
    );
    expect(hrefs(container)).toEqual([`https://njump.me/${NPUB}`, `https://njump.me/${NPUB}`]);
    expect(container.textContent).toContain(bad);
    expect(container.querySelector("code")?.textContent).toBe(`nostr:${NPUB}`);
  });

  it("caps huge content", async () => {
    const { container } = await renderMarkdown("word ".repeat(MAX_RENDERED_CONTENT));
    expect(container.textContent!.length).toBeLessThan(MAX_RENDERED_CONTENT + 200);
    expect(container.textContent).toContain("This article is too long to show in full here.");
  });
});
