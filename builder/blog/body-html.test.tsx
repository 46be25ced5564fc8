// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ArticleBody } from "../../app/blog/markdown/article-body";
import { HOSTILE_MARKDOWN, SLOW_PAST_THE_PRECHECK } from "../../tests/fixtures/hostile-markdown";
import { MAX_RENDERED_CONTENT } from "../../app/blog/markdown/limits";
import { renderBodyHtml } from "./body-html";
import { PLAIN_TEXT_NOTE_SLOT } from "../../app/blog/markdown/rendered-body";

const PLAIN_TEXT_NOTE = "This article is shown as plain text.";

/** The body as a reader sees it on the pre-rendered page. */
function showBuilt(html: string) {
  return render(<ArticleBody content="ignored when pre-rendered" prerenderedHtml={html} />);
}

describe("renderBodyHtml (build time)", () => {
  it("renders markdown, with table alignment as classes and no style attribute", () => {
    const reasons: string[] = [];
    const html = renderBodyHtml("# Title\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |", (reason) => reasons.push(reason));
    expect(reasons).toEqual([]);
    expect(html).not.toMatch(/style=|align=/);
    const { container } = showBuilt(html);
    expect(screen.getByRole("heading", { level: 1, name: "Title" })).toBeInTheDocument();
    expect([...container.querySelectorAll("th, td")].map((cell) => cell.className)).toEqual([
      "text-center",
      "text-right",
      "text-center",
      "text-right",
    ]);
  });

  it.each(HOSTILE_MARKDOWN)("ends $name as plain text or markup, with its text", ({ content }) => {
    const html = renderBodyHtml(content);
    const { container } = showBuilt(html);
    // The build's plain text holds an empty note, which the page fills in its own language.
    if (html.startsWith(PLAIN_TEXT_NOTE_SLOT)) {
      // Each input is one paragraph (no blank line): all of it, as written (compared whole, not diffed: 200 KB).
      expect(container.textContent === PLAIN_TEXT_NOTE + content).toBe(true);
      expect(container.querySelector("strong, em, del, a, table, blockquote, ul, h1")).toBeNull();
    } else {
      expect(container.textContent!.length).toBeGreaterThan(0);
    }
  });

  it("shows markdown still parsing at the deadline as plain text, and says why", () => {
    const reasons: string[] = [];
    const html = renderBodyHtml(SLOW_PAST_THE_PRECHECK, (reason) => reasons.push(reason));
    expect(reasons).toEqual(["still running after 1500 ms"]);
    const { container } = showBuilt(html);
    expect(screen.getByText(PLAIN_TEXT_NOTE)).toBeInTheDocument();
    const paragraphs = [...container.querySelectorAll("p.whitespace-pre-wrap")];
    expect(paragraphs).toHaveLength(50);
    expect(paragraphs[0]!.textContent).toBe(SLOW_PAST_THE_PRECHECK.split("\n\n")[0]);
  });

  it("escapes plain text and keeps its line breaks", () => {
    const html = renderBodyHtml(`${"*a".repeat(10_000)}\n<script>x()</script>\n  indented`);
    expect(html).not.toContain("<script");
    const { container } = showBuilt(html);
    expect(container.querySelector("p.whitespace-pre-wrap")!.textContent).toMatch(
      /\*a\n<script>x\(\)<\/script>\n {2}indented$/,
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("renders 250 images to load lazily in the reader's browser, fetching none at build time", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const content = Array.from({ length: 250 }, (_, i) => `![photo ${i}](https://img.example/${i}.jpg)`).join("\n\n");
    const { container } = showBuilt(renderBodyHtml(content));
    const images = [...container.querySelectorAll("img")];
    expect(images).toHaveLength(250);
    for (const img of images) expect(img).toHaveAttribute("loading", "lazy");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows a table of 100,000 rows cut at the content cap, as a table or as plain text, never stuck on it", () => {
    const reasons: string[] = [];
    const html = renderBodyHtml(`| n |\n|---|\n${"| 1 |\n".repeat(100_000)}`, (reason) => reasons.push(reason));
    const { container } = showBuilt(html);
    const rows = container.querySelectorAll("tr").length;
    if (rows === 0) {
      expect(reasons).toHaveLength(1);
      expect(screen.getByText(PLAIN_TEXT_NOTE)).toBeInTheDocument();
      expect(container.textContent!.length).toBeLessThanOrEqual(PLAIN_TEXT_NOTE.length + MAX_RENDERED_CONTENT);
    } else {
      expect(rows).toBeLessThan(MAX_RENDERED_CONTENT / "| 1 |\n".length);
    }
  });
});

describe("a pre-rendered body on its page", () => {
  it("is shown as the build wrote it", () => {
    const html = renderBodyHtml("# Title\n\nSome *text* and [a link](https://x.example).\n\n```\ncode\n```");
    const { container } = showBuilt(html);
    expect(container.firstElementChild).toHaveClass("article-body");
    expect(container.firstElementChild!.innerHTML).toBe(html);
    expect(screen.getByRole("heading", { level: 1, name: "Title" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "a link" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("region", { name: "Code block 1" })).toBeInTheDocument();
  });

  it("keeps no raw HTML and no unsafe link: the page's renderer's rules", () => {
    const html = renderBodyHtml("<script>x()</script>\n\n[bad](javascript:alert(1)) **ok**");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("<strong>ok</strong>");
  });
});
