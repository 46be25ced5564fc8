// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import type { NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import { naddrEncode } from "nostr-tools/nip19";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blogAuthors } from "./api/authors";
import { BlogQueryProvider, blogQueryClient } from "./api/query-client";
import { ArticleAddressPage } from "./article-address-page";
import { pageTestArticle } from "../../tests/fixtures/test-markdown-worker";

const query = vi.hoisted(() => vi.fn<(filters: Filter[]) => Promise<NostrEvent[]>>());
vi.mock("../nostr/query", () => ({ query }));
vi.mock("./markdown/markdown-client", async (importOriginal) =>
  (await import("../../tests/fixtures/test-markdown-worker")).inThreadMarkdownClient(importOriginal),
);

const author = blogAuthors()[0]!;
const event = pageTestArticle(author.pubkey, "Some text.");
const naddr = (fields: Partial<{ kind: number; pubkey: string; identifier: string }> = {}) =>
  naddrEncode({ kind: 30023, pubkey: author.pubkey, identifier: "hello", ...fields });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/a/:naddr",
      Component: () => (
        <BlogQueryProvider>
          <ArticleAddressPage naddr={path.slice("/a/".length)} />
          <Where />
        </BlogQueryProvider>
      ),
    },
    { path: "/blog/:slug", Component: Where },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const isAddressQuery = (filters: Filter[]) => filters.some((f) => f["#d"] !== undefined);
const isLookup = (filters: Filter[]) => filters.some((f) => f.kinds?.includes(30023) && f.limit === 100);

beforeEach(() => {
  blogQueryClient.clear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  query.mockReset();
  vi.restoreAllMocks();
});

describe("ArticleAddressPage", () => {
  it("asks for the article by d tag, author and kind, with its deletions, then moves to /blog/{slug}", async () => {
    query.mockImplementation(async (filters) => (isAddressQuery(filters) || isLookup(filters) ? [event] : []));
    renderAt(`/a/${naddr()}`);
    expect(await screen.findByText("/blog/hello-world")).toBeInTheDocument();
    const authors = [author.pubkey];
    expect(query).toHaveBeenCalledWith(
      [
        { kinds: [30023], authors, "#d": ["hello"], limit: 10 },
        { kinds: [5], authors, "#a": [`30023:${author.pubkey}:hello`], limit: 10 },
        { kinds: [5], authors, limit: 100 },
      ],
      undefined,
    );
  });

  it("shows an article the slug lookup does not hold where it is", async () => {
    query.mockImplementation(async (filters) => (isAddressQuery(filters) ? [event] : []));
    renderAt(`/a/${naddr()}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Hello World" })).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent(`/a/${naddr()}`);
  });

  it('shows "Article not found" for an address no relay has', async () => {
    query.mockResolvedValue([]);
    renderAt(`/a/${naddr({ identifier: "missing" })}`);
    expect(await screen.findByRole("heading", { name: "Article not found" })).toBeInTheDocument();
  });

  it('shows "Article not found" without asking any relay for another kind, another author or a malformed naddr', async () => {
    query.mockResolvedValue([event]);
    for (const bad of [naddr({ kind: 30024 }), naddr({ pubkey: "f".repeat(64) }), "naddr1qqqqqq"]) {
      const { unmount } = renderAt(`/a/${bad}`);
      expect(await screen.findByRole("heading", { name: "Article not found" })).toBeInTheDocument();
      unmount();
    }
    expect(query).not.toHaveBeenCalled();
  });

  it("says the fetch failed when every relay failed", async () => {
    query.mockRejectedValue(new Error("no relay answered"));
    renderAt(`/a/${naddr()}`);
    expect(await screen.findByText("Failed to fetch article. Please try again later.")).toBeInTheDocument();
  });
});
