import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "./article-body";
import { HOSTILE_MARKDOWN, SLOW_PAST_THE_PRECHECK } from "../../../tests/fixtures/hostile-markdown";
import { renderBodyHtml } from "./render-body.server";
import { PLAIN_TEXT_NOTE_SLOT } from "./rendered-body";

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
});
