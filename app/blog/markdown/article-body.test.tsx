// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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
