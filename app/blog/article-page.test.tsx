// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import type { NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageArticle, toArticle, type Article } from "./model/article";
import { articleListQuery } from "./api/articles";
import { blogAuthors } from "./api/authors";
import { interactionsQuery, LIST_INTERACTION_LIMIT } from "./api/interactions";
import { BlogQueryProvider, blogQueryClient } from "./api/query-client";
import { ArticlePage, type ArticleInitialData } from "./article-page";
import { fakeEvent } from "../../tests/fixtures/test-events";
import { pageTestArticle } from "../../tests/fixtures/test-markdown-worker";
import { MAX_RENDERED_CONTENT } from "./markdown/limits";

const query = vi.hoisted(() => vi.fn<(filters: Filter[]) => Promise<NostrEvent[]>>());
vi.mock("../nostr/query", () => ({ query }));
// The markdown worker, in this thread (jsdom has no Worker); the relay layer keeps its own in-page path.
vi.mock("./markdown/markdown-client", async (importOriginal) =>
  (await import("../../tests/fixtures/test-markdown-worker")).inThreadMarkdownClient(importOriginal),
);

const author = blogAuthors()[0]!;
const event = pageTestArticle(author.pubkey, "# Heading\n\nSome **bold** text.", [["t", "ecash"]]);

/** A pre-rendered page's data, as the build gives it: the article without its markdown, and its body as HTML. */
const built = (article: Article, bodyHtml = "<p>The body the build rendered.</p>"): ArticleInitialData => ({
  article: pageArticle(article),
  bodyHtml,
  builtAt: 0,
});

function renderAt(slug: string, initial?: ArticleInitialData, prefix = "") {
  const Stub = createRoutesStub([
    {
      path: "/:lang?/blog/:slug",
      Component: () => (
        <BlogQueryProvider>
          <ArticlePage slug={slug} initial={initial} />
        </BlogQueryProvider>
      ),
    },
    { path: "/blog", Component: () => <h1>Blog</h1> },
  ]);
  return render(<Stub initialEntries={[`${prefix}/blog/${slug}`]} />);
}

beforeEach(() => {
  blogQueryClient.clear();
});
afterEach(() => {
  query.mockReset();
  vi.restoreAllMocks();
});

describe("ArticlePage", () => {
  it("shows a card's article from the list in the cache at once, without looking it up", async () => {
    query.mockResolvedValue([]);
    const article = toArticle(event);
    blogQueryClient.setQueryData(articleListQuery().queryKey, [article]);
    const counts = { comments: 4, reposts: 3, likes: 2, zaps: 1, zapSats: 21 };
    blogQueryClient.setQueryData(interactionsQuery([article], LIST_INTERACTION_LIMIT).queryKey, {
      [article.id]: counts,
    });
    renderAt("hello-world");
    expect(screen.getByRole("heading", { level: 1, name: "Hello World" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Interactions" })).toHaveTextContent(/4 comments.*3 reposts.*2 likes/);
    // The markdown renderer is a lazy chunk: give its first load time on a busy machine.
    expect(await screen.findByRole("heading", { level: 1, name: "Heading" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("No image available")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Blog/ })).toHaveAttribute("href", "/blog");
    expect(screen.getByText("1 min read")).toBeInTheDocument();
    expect(screen.getByText("#ecash")).toBeInTheDocument();
    const lookups = query.mock.calls.filter(([filters]) => filters.some((f) => f.kinds?.includes(30023)));
    expect(lookups).toHaveLength(0);
    // Profile (limit 1) and interactions (limit 100) are fetched.
    await vi.waitFor(() =>
      expect(query.mock.calls.some(([f]) => f[0]?.kinds?.[0] === 0 && f[0]?.limit === 1)).toBe(true),
    );
    expect(query.mock.calls.some(([f]) => f.some((x) => x.kinds?.includes(7) && x.limit === 100))).toBe(true);
  });

  it("looks the article up by slug with limit 100 when loaded directly", async () => {
    query.mockImplementation(async (filters) => (filters.some((f) => f.kinds?.includes(30023)) ? [event] : []));
    renderAt("hello-world");
    expect(await screen.findByRole("heading", { level: 1, name: "Hello World" })).toBeInTheDocument();
    const authors = blogAuthors().map((a) => a.pubkey);
    // The authors' deletion requests come in the same request.
    expect(query).toHaveBeenCalledWith([
      { kinds: [30023], authors, limit: 100 },
      { kinds: [5], authors, "#k": ["30023"], limit: 100 },
      { kinds: [5], authors, limit: 100 },
    ]);
  });

  it('shows "Article not found" for an article its author deleted', async () => {
    const deletion = fakeEvent({
      kind: 5,
      pubkey: author.pubkey,
      created_at: event.created_at + 60,
      tags: [["e", event.id]],
    });
    query.mockImplementation(async (filters) =>
      filters.some((f) => f.kinds?.includes(30023)) ? [event, deletion] : [],
    );
    renderAt("hello-world");
    expect(await screen.findByRole("heading", { name: "Article not found" })).toBeInTheDocument();
    expect(screen.queryByText("Hello World")).not.toBeInTheDocument();
  });

  it("keeps showing the pre-rendered article when another article takes its slug after the build", async () => {
    const later = blogAuthors()[1]!;
    const page = fakeEvent({ ...event, id: undefined, pubkey: later.pubkey });
    // By the first configured author: in the relays' answer it holds the bare slug, the page's article a suffixed one.
    const rival = fakeEvent({
      kind: 30023,
      pubkey: author.pubkey,
      created_at: event.created_at + 10,
      tags: [
        ["d", "rival"],
        ["title", "Hello, World!"],
      ],
      content: "The rival's body.",
    });
    query.mockImplementation(async (filters) => (filters.some((f) => f.kinds?.includes(30023)) ? [page, rival] : []));
    renderAt("hello-world", built(toArticle(page)));
    expect(screen.getByRole("heading", { level: 1, name: "Hello World" })).toBeInTheDocument();
    await vi.waitFor(() => expect(query.mock.calls.some(([f]) => f.some((x) => x.kinds?.includes(7)))).toBe(true));
    expect(screen.getByRole("heading", { level: 1, name: "Hello World" })).toBeInTheDocument();
    expect(screen.queryByText("The rival's body.")).not.toBeInTheDocument();
  });

  it("shows an article whose d tag is 4,000 bytes, with its author's nostr links and none of its own", async () => {
    const longD = fakeEvent({ ...event, id: undefined, tags: [["d", "d".repeat(4000)], ...event.tags.slice(1)] });
    query.mockImplementation(async (filters) => (filters.some((f) => f.kinds?.includes(30023)) ? [longD] : []));
    const { container } = renderAt("hello-world", built(toArticle(longD)));
    expect(screen.getByRole("heading", { level: 1, name: "Hello World" })).toBeInTheDocument();
    const nostr = screen.getByRole("region", { name: "Read it on nostr" });
    expect(within(nostr).getByRole("link", { name: /in a nostr app$/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^nostr:npub1/),
    );
    expect(within(nostr).queryByRole("link", { name: "Open in a nostr app" })).not.toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/naddr1/);
  });

  it.each([
    ["empty", ""],
    ["blank", " \n\t\r\n "],
    ["only front matter", "---\ntitle: x\n---"],
  ])("shows the title, date and read time of an article whose body is %s", async (_, content) => {
    query.mockResolvedValue([]);
    blogQueryClient.setQueryData(articleListQuery().queryKey, [toArticle(pageTestArticle(author.pubkey, content))]);
    const { container } = renderAt("hello-world");
    expect(screen.getByRole("heading", { level: 1, name: "Hello World" })).toBeInTheDocument();
    expect(screen.getByText("1 min read")).toBeInTheDocument();
    expect(container.querySelector("time")).not.toBeNull();
    await vi.waitFor(() => expect(screen.queryByText("Rendering the article…")).toBeNull(), { timeout: 5000 });
    // Front matter is no markdown: shown as written (a rule, then a heading); an empty body shows nothing.
    expect(container.querySelector(".article-body")!.textContent!.trim()).toBe(
      content.startsWith("---") ? "title: x" : "",
    );
    expect(screen.queryByText("This article is shown as plain text.")).not.toBeInTheDocument();
  });

  it('shows "Article not found" when no article has the slug', async () => {
    query.mockResolvedValue([event]);
    renderAt("no-such-article");
    expect(await screen.findByRole("heading", { name: "Article not found" })).toBeInTheDocument();
    expect(screen.getAllByText("Article not found")).toHaveLength(2);
    expect(screen.getByRole("link", { name: /Back to Blog/ })).toBeInTheDocument();
  });

  it("shows the fetch failure message when the lookup fails", async () => {
    query.mockRejectedValue(new Error("unreachable"));
    renderAt("hello-world");
    expect(await screen.findByText("Failed to fetch article. Please try again later.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Article not found" })).toBeInTheDocument();
  });

  it("looks the article up when the list in the cache holds only other articles", async () => {
    query.mockResolvedValue([]);
    blogQueryClient.setQueryData(articleListQuery().queryKey, [{ ...toArticle(event), slug: "other" }]);
    renderAt("hello-world");
    expect(await screen.findByRole("heading", { name: "Article not found" })).toBeInTheDocument();
  });

  it("shows a pre-rendered article from its data alone: its body's HTML, the read time the build counted", async () => {
    // No relay answers: what the page shows is the build's data, which holds no markdown.
    query.mockRejectedValue(new Error("unreachable"));
    const long = toArticle(pageTestArticle(author.pubkey, "word ".repeat(1000)));
    const initial = built(long);
    expect(initial.article).not.toHaveProperty("content");
    expect(initial.article.readMinutes).toBe(5);
    const { container } = renderAt("hello-world", initial);
    expect(screen.getByRole("heading", { level: 1, name: "Hello World" })).toBeInTheDocument();
    expect(screen.getByText("5 min read")).toBeInTheDocument();
    expect(container.querySelector(".article-body")).toHaveTextContent("The body the build rendered.");
    await vi.waitFor(() => expect(query).toHaveBeenCalled());
    expect(screen.getByText("The body the build rendered.")).toBeInTheDocument();
    expect(screen.queryByText("Rendering the article…")).not.toBeInTheDocument();
    expect(screen.queryByText(/This article is too long/)).not.toBeInTheDocument();
  });

  it("says a pre-rendered body was cut at its cap, as the build found it", () => {
    query.mockResolvedValue([]);
    const huge = toArticle(pageTestArticle(author.pubkey, "x".repeat(MAX_RENDERED_CONTENT + 1)));
    renderAt("hello-world", built(huge));
    expect(screen.getByText("This article is too long to show in full here.")).toBeInTheDocument();
  });

  it("gives the title and body the article's language and direction, whatever the page's", async () => {
    const labelled = pageTestArticle(author.pubkey, "# Heading\n\nSome text.", [
      ["L", "ISO-639-1"],
      ["l", "en", "ISO-639-1"],
    ]);
    query.mockResolvedValue([]);
    blogQueryClient.setQueryData(articleListQuery().queryKey, [toArticle(labelled)]);
    const { container } = renderAt("hello-world", undefined, "/fa");
    const title = screen.getByRole("heading", { level: 1, name: "Hello World" });
    expect(title).toHaveAttribute("lang", "en");
    expect(title).toHaveAttribute("dir", "ltr");
    await screen.findByRole("heading", { level: 1, name: "Heading" }, { timeout: 5000 });
    const body = container.querySelector(".article-body")!;
    expect(body).toHaveAttribute("lang", "en");
    expect(body).toHaveAttribute("dir", "ltr");
    // The way back stays in the page's language.
    expect(container.querySelector('a[href="/fa/blog"]')).not.toBeNull();
  });
});
