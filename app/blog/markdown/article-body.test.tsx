// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderBody } from "../build-time.server";
import { toArticle } from "../model/article";
import { fakeEvent } from "../../../tests/fixtures/test-events";
import { ArticleBody } from "./article-body";
import { InThreadMarkdownWorker } from "../../../tests/fixtures/test-markdown-worker";

const article = toArticle(
  fakeEvent({
    kind: 30023,
    tags: [["title", "Pre-rendered"]],
    content: "# Title\n\nSome *text* and [a link](https://x.example).\n\n```\ncode\n```",
  }),
);

describe("ArticleBody", () => {
  it("shows the build-time HTML of a pre-rendered body as it is", () => {
    const html = renderBody(article)!;
    const { container } = render(<ArticleBody content="ignored when pre-rendered" prerenderedHtml={html} />);
    expect(container.firstElementChild).toHaveClass("article-body");
    expect(container.firstElementChild!.innerHTML).toBe(html);
    expect(screen.getByRole("heading", { level: 1, name: "Title" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "a link" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("region", { name: "Code block 1" })).toBeInTheDocument();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("renders any other body with the markdown renderer, loaded on demand", async () => {
    vi.stubGlobal("Worker", InThreadMarkdownWorker);
    render(<ArticleBody content={article.content} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Title" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("text").tagName).toBe("EM");
  });

  it("shows the body as plain text where no worker can parse it (the page never parses markdown itself)", async () => {
    vi.stubGlobal("Worker", undefined);
    vi.resetModules(); // a fresh renderer, which has not started a worker yet
    const { ArticleBody: FreshArticleBody } = await import("./article-body");
    const { container } = render(<FreshArticleBody content={"# No worker\n\nSome *text*."} />);
    expect(await screen.findByText("This article is shown as plain text.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect([...container.querySelectorAll("p.whitespace-pre-wrap")].map((p) => p.textContent)).toEqual([
      "# No worker",
      "Some *text*.",
    ]);
    expect(container.querySelector("h1, em")).toBeNull();
  });
});

describe("renderBody (build time)", () => {
  it("renders the markdown with the page's renderer: no raw HTML, unsafe links emptied", () => {
    const hostile = toArticle(
      fakeEvent({ kind: 30023, content: "<script>x()</script>\n\n[bad](javascript:alert(1)) **ok**" }),
    );
    const html = renderBody(hostile)!;
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("<strong>ok</strong>");
  });
});
