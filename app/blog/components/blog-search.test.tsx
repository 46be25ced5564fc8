// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { BlogSearch } from "./blog-search";
import type { PagefindApi } from "../api/search-index";

const ARTICLES = [
  { slug: "fees", title: "Lightning Fees Explained", summary: "Base fees and routes.", topics: ["lightning"] },
  { slug: "cafe", title: "Un café à Paris", summary: "Paying for coffee with lightning.", topics: [] },
];

interface Page {
  url: string;
  title: string;
  excerpt: string;
  words: string[];
}

/** A stand-in for Pagefind: pages found when every query word begins one of their words. */
function fakeIndex(pages: Page[]) {
  const search = vi.fn(async (query: string) => ({
    results: pages
      .filter((page) =>
        query
          .toLowerCase()
          .split(/\s+/)
          .every((term) => page.words.some((word) => word.startsWith(term))),
      )
      .map((page) => ({ data: async () => ({ url: page.url, excerpt: page.excerpt, meta: { title: page.title } }) })),
  }));
  const api: PagefindApi = { init: vi.fn(async () => undefined), options: vi.fn(async () => undefined), search };
  const load = vi.fn(async () => api);
  return { api, load, search };
}

const PAGES: Page[] = [
  {
    url: "/blog/privacy",
    title: "Privacy Is a Practice",
    excerpt: "Routing <mark>onion</mark> packets &lt;img src=x onerror=alert(1)&gt; hides the sender.",
    words: ["privacy", "onion", "routing", "lightning"],
  },
  { url: "/blog/fees", title: "Lightning Fees (build)", excerpt: "<mark>Lightning</mark> fees", words: ["lightning"] },
  { url: "/privacy", title: "Not an article", excerpt: "", words: ["lightning", "onion"] },
];

function renderSearch(load: () => Promise<PagefindApi>, articles = ARTICLES) {
  const view = render(
    <MemoryRouter>
      <BlogSearch articles={articles} loadIndex={load} />
    </MemoryRouter>,
  );
  return {
    ...view,
    rerenderWith: (next: typeof ARTICLES) =>
      view.rerender(
        <MemoryRouter>
          <BlogSearch articles={next} loadIndex={load} />
        </MemoryRouter>,
      ),
  };
}

const box = () => screen.getByRole("searchbox", { name: "Search articles" });
const status = () => within(screen.getByRole("search")).getByRole("status");
const resultLinks = () =>
  within(screen.getByRole("list", { name: "Search results" }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("BlogSearch", () => {
  it("is a labelled search landmark that loads nothing until the reader focuses the box", async () => {
    const { load } = fakeIndex(PAGES);
    renderSearch(load);
    expect(screen.getByRole("search")).toContainElement(box());
    expect(status()).toHaveTextContent("");
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(box());
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.click(box());
    await userEvent.keyboard("x");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lists the index's results first, then the list's, each once, and announces how many", async () => {
    const { load, api, search } = fakeIndex(PAGES);
    renderSearch(load);
    await userEvent.type(box(), "lightning");

    await waitFor(() => expect(status()).toHaveTextContent("3 results"));
    expect(api.init).toHaveBeenCalledTimes(1);
    // Debounced: one search for the whole word, not one per keystroke.
    expect(search.mock.calls.map(([query]) => query)).toEqual(["lightning"]);
    expect(resultLinks()).toEqual([
      ["Privacy Is a Practice", "/blog/privacy"],
      ["Lightning Fees Explained", "/blog/fees"],
      ["Un café à Paris", "/blog/cafe"],
    ]);
  });

  it("renders excerpts as text, only Pagefind's <mark> as marks", async () => {
    const { load } = fakeIndex(PAGES);
    const { container } = renderSearch(load);
    await userEvent.type(box(), "onion");

    await waitFor(() => expect(status()).toHaveTextContent("1 result"));
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent("Routing onion packets <img src=x onerror=alert(1)> hides the sender.");
    expect([...item.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["onion"]);
    expect(container.querySelector("img")).toBeNull();
  });

  it("says so when nothing matches", async () => {
    const { load } = fakeIndex(PAGES);
    renderSearch(load);
    await userEvent.type(box(), "zebra");
    await waitFor(() => expect(status()).toHaveTextContent("No articles match “zebra”"));
    expect(screen.queryByRole("list", { name: "Search results" })).toBeNull();
  });

  it("matches the list's articles by title and summary, accents and case aside, while the index loads", async () => {
    let ready!: (api: PagefindApi) => void;
    const { api } = fakeIndex([]);
    const load = vi.fn(() => new Promise<PagefindApi>((resolve) => (ready = resolve)));
    renderSearch(load);
    await userEvent.type(box(), "CAFE");

    await waitFor(() => expect(resultLinks()).toEqual([["Un café à Paris", "/blog/cafe"]]));
    expect(status()).toHaveTextContent("Loading the search index…");
    await act(async () => ready(api));
    await waitFor(() => expect(status()).toHaveTextContent("1 result"));
  });

  it("finds articles the list receives later (published after the build)", async () => {
    const { load } = fakeIndex(PAGES);
    const { rerenderWith } = renderSearch(load);
    await userEvent.type(box(), "fresh");
    await waitFor(() => expect(status()).toHaveTextContent("No articles match “fresh”"));

    rerenderWith([...ARTICLES, { slug: "new", title: "Fresh from the relays", summary: "", topics: [] }]);
    expect(resultLinks()).toEqual([["Fresh from the relays", "/blog/new"]]);
    expect(status()).toHaveTextContent("1 result");
  });

  it("still searches the list when the index cannot load, and says what is searched", async () => {
    const load = vi.fn(async (): Promise<PagefindApi> => {
      throw new Error("offline");
    });
    renderSearch(load);
    await userEvent.type(box(), "coffee");

    await waitFor(() =>
      expect(status()).toHaveTextContent("1 result (titles and summaries only: full-text search is unavailable)"),
    );
    expect(resultLinks()).toEqual([["Un café à Paris", "/blog/cafe"]]);
    const marks = [...screen.getByRole("listitem").querySelectorAll("mark")].map((mark) => mark.textContent);
    expect(marks).toEqual(["coffee"]);
  });

  it("clears the results with the query", async () => {
    const { load } = fakeIndex(PAGES);
    renderSearch(load);
    await userEvent.type(box(), "lightning");
    await waitFor(() => expect(status()).toHaveTextContent("3 results"));
    await userEvent.clear(box());
    expect(status()).toHaveTextContent("");
    expect(screen.queryByRole("list", { name: "Search results" })).toBeNull();
  });
});
