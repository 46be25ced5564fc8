// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blogAuthors } from "./api/authors";
import { BlogQueryProvider, blogQueryClient } from "./api/query-client";
import { toArticles, withoutContent } from "./model/article";
import { BlogListPage, type BlogListInitialData } from "./blog-list-page";
import { fakeEvent } from "../../tests/fixtures/test-events";

const query = vi.hoisted(() => vi.fn<(filters: Filter[]) => Promise<NostrEvent[]>>());
vi.mock("../nostr/query", () => ({ query }));
// The pseudo-locale's pages too (/en-xa/blog), as the demo and test builds publish them.
vi.mock("../i18n/site-locales", async () => ({ SITE_LOCALES: (await import("../i18n/locales")).siteLocales(true) }));

const [first, second] = blogAuthors();
const older = fakeEvent({
  kind: 30023,
  pubkey: first!.pubkey,
  created_at: 1_700_000_000,
  tags: [
    ["d", "o"],
    ["title", "Older Post"],
  ],
  content: "x".repeat(2500),
});
const newer = fakeEvent({
  kind: 30023,
  pubkey: second!.pubkey,
  created_at: 1_710_000_000,
  tags: [
    ["d", "n"],
    ["title", "Newer Post"],
    ["image", "https://x.example/c.png"],
  ],
});
const profile = fakeEvent({
  kind: 0,
  pubkey: first!.pubkey,
  content: JSON.stringify({ name: "Fiat Jaf", display_name: "fiatjaf" }),
});
const like = fakeEvent({ kind: 7, content: "+", tags: [["e", newer.id]] });
const comment = fakeEvent({ kind: 1, tags: [["e", newer.id]] });

function answer(filters: Filter[]): NostrEvent[] {
  const kinds = filters.flatMap((f) => f.kinds ?? []);
  if (kinds.includes(30023)) return [older, newer];
  if (kinds.includes(0)) return [profile];
  return [like, comment].filter((event) => kinds.includes(event.kind));
}

function renderList(initial?: BlogListInitialData, at = "/blog") {
  const Stub = createRoutesStub([
    {
      path: "/:lang?/blog",
      Component: () => (
        <BlogQueryProvider>
          <BlogListPage initial={initial} />
        </BlogQueryProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

beforeEach(() => blogQueryClient.clear());
afterEach(() => {
  query.mockReset();
  vi.restoreAllMocks();
});

describe("BlogListPage", () => {
  it("shows loading, then one card per article, newest first, the first featured", async () => {
    query.mockImplementation(async (filters) => answer(filters));
    renderList();
    expect(screen.getByRole("heading", { level: 1, name: "Blog" })).toBeInTheDocument();
    expect(screen.getByText("Loading articles...")).toBeInTheDocument();
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Newer Post", "Older Post"]);
    expect(cards[0]).toHaveAttribute("data-featured", "true");
    expect(within(cards[0]!).getByRole("link", { name: "Newer Post" })).toHaveAttribute("href", "/blog/newer-post");
    expect(within(cards[1]!).getByText("No image")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("3 min read")).toBeInTheDocument();
    expect(within(cards[0]!).getAllByText("Promoted")).toHaveLength(1);
    expect(await within(cards[1]!).findByText("fiatjaf")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("@fiatjaf")).toBeInTheDocument();
    const counters = within(cards[0]!).getByRole("list", { name: "Interactions" });
    expect(
      await within(counters).findByText(/^1$/, { selector: "[data-counter=likes] span span" }),
    ).toBeInTheDocument();
  });

  it("shows the error, and Try Again refetches and recovers", async () => {
    query.mockRejectedValue(new Error("unreachable"));
    renderList();
    expect(await screen.findByText("Failed to fetch articles. Please try again later.")).toBeInTheDocument();
    query.mockImplementation(async (filters) => answer(filters));
    await act(() => userEvent.click(screen.getByRole("button", { name: "Try Again" })));
    expect(await screen.findAllByRole("article")).toHaveLength(2);
  });

  it("shows a pre-rendered list (articles without their bodies) at once, then the relays' answer", async () => {
    let answerRelays: (events: NostrEvent[]) => void = () => {};
    query.mockImplementation((filters) =>
      filters.some((f) => f.kinds?.includes(30023))
        ? new Promise((resolve) => (answerRelays = resolve))
        : Promise.resolve(answer(filters)),
    );
    const articles = toArticles([older, newer]).map(withoutContent);
    renderList({ articles, profiles: {}, builtAt: Date.now() }); // however recent the build, it refreshes
    await vi.waitFor(() => expect(query.mock.calls.some(([f]) => f[0]?.kinds?.includes(30023))).toBe(true));
    const cards = screen.getAllByRole("article");
    expect(screen.queryByText("Loading articles...")).toBeNull();
    expect(within(cards[1]!).getByText("3 min read")).toBeInTheDocument(); // from the body's length alone
    await act(async () => answerRelays([older, newer]));
    expect(within(screen.getAllByRole("article")[1]!).getByText("3 min read")).toBeInTheDocument();
  });

  it("keeps a pre-rendered list when the relays answer with no articles (connected, nothing sent in time)", async () => {
    query.mockResolvedValue([]);
    const articles = toArticles([older, newer]).map(withoutContent);
    renderList({ articles, profiles: {}, builtAt: 0 });
    await vi.waitFor(() => expect(query.mock.calls.some(([f]) => f[0]?.kinds?.includes(30023))).toBe(true));
    await act(async () => {});
    expect(screen.queryByText("No articles found")).toBeNull();
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Newer Post", "Older Post"]);
  });

  it('shows "No articles found" for an empty answer', async () => {
    query.mockResolvedValue([]);
    renderList();
    expect(await screen.findByText("No articles found")).toBeInTheDocument();
  });

  it("only logs profile and interaction failures; fallback names and zero counts show", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    query.mockImplementation(async (filters) => {
      if (filters.some((f) => f.kinds?.includes(30023))) return [older, newer];
      throw new Error("relay error");
    });
    renderList();
    const cards = await screen.findAllByRole("article");
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(cards[1]!).getByText(/^Anonymous npub1/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText("@nostr")).toBeInTheDocument();
    expect(within(cards[0]!).getByRole("list", { name: "Interactions" }).textContent).toMatch(
      /^0 comments0 reposts0 likes0 zaps$/,
    );
  });

  it("speaks the page's language, links within it, and marks each article's own language", async () => {
    const german = fakeEvent({
      kind: 30023,
      pubkey: first!.pubkey,
      created_at: 1_720_000_000,
      tags: [
        ["d", "g"],
        ["title", "Deutscher Beitrag"],
        ["summary", "Eine Zusammenfassung"],
        ["L", "ISO-639-1"],
        ["l", "de", "ISO-639-1"],
      ],
      content: "x".repeat(2500),
    });
    query.mockImplementation(async (filters) =>
      filters.some((f) => f.kinds?.includes(30023)) ? [german, older] : answer(filters),
    );
    renderList(undefined, "/es/blog");
    const [card, plain] = await screen.findAllByRole("article");
    const title = within(card!).getByRole("heading");
    expect(title).toHaveAttribute("lang", "de");
    expect(title).toHaveAttribute("dir", "ltr");
    expect(within(card!).getByText("Eine Zusammenfassung")).toHaveAttribute("lang", "de");
    expect(within(card!).getByRole("link", { name: "Deutscher Beitrag" })).toHaveAttribute(
      "href",
      "/es/blog/deutscher-beitrag",
    );
    // The article's language, named in the page's (Spanish): "alemán".
    expect(within(card!).getByText(/alemán/)).toBeInTheDocument();
    // An article without a label: no language, its title takes its text's direction.
    expect(within(plain!).getByRole("heading")).not.toHaveAttribute("lang");
    expect(within(plain!).getByRole("heading")).toHaveAttribute("dir", "auto");
  });

  it("says nothing in plain English on the pseudo-locale's page (every word comes from the catalogue)", async () => {
    query.mockImplementation(async (filters) => answer(filters));
    renderList(undefined, "/en-xa/blog");
    const cards = await screen.findAllByRole("article");
    for (const card of cards) {
      const text = card.textContent ?? "";
      for (const english of ["min read", "No image", "Promoted", "comments", "likes"]) {
        expect(text, english).not.toContain(english);
      }
    }
    expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe("Blog");
  });
});
