// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compareEvents, type NostrEvent } from "nostr-tools/core";
import { matchFilter, type Filter } from "nostr-tools/filter";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blogAuthors } from "../api/authors";
import { BlogQueryProvider, blogQueryClient } from "../api/query-client";
import { REPLIES_PER_PAGE } from "../model/replies";
import { fakeEvent } from "../../../tests/fixtures/test-events";
import { Discussion } from "./discussion";

const query = vi.hoisted(() => vi.fn<(filters: Filter[]) => Promise<NostrEvent[]>>());
vi.mock("../../nostr/query", () => ({ query }));

const article = { id: "a".repeat(64), address: `30023:${"b".repeat(64)}:launch` };
const ALICE = "1".repeat(64);
const BOB = "2".repeat(64);

const isProfileQuery = (filters: Filter[]) => filters.some((filter) => filter.kinds?.includes(0));

function replies(count: number): NostrEvent[] {
  return Array.from({ length: count }, (_, i) =>
    fakeEvent({
      kind: 1,
      pubkey: i % 2 === 0 ? ALICE : `${(i % 90) + 10}`.padStart(64, "3"),
      created_at: 1_700_000_000 + i,
      tags: [["e", article.id, "", "root"]],
      content: `Reply number ${i}`,
    }),
  );
}

/** Relays holding `events` and Alice's profile (and `profiles`), answering each filter newest first up to its limit. */
function serve(events: NostrEvent[], profiles: NostrEvent[] = []) {
  const stored = [
    ...events,
    fakeEvent({ kind: 0, pubkey: ALICE, content: JSON.stringify({ name: "Alice" }) }),
    ...profiles,
  ];
  query.mockImplementation(async (filters) => {
    const out = new Map<string, NostrEvent>();
    for (const filter of filters) {
      const matches = stored.filter((event) => matchFilter(filter, event)).sort(compareEvents);
      for (const event of matches.slice(0, filter.limit ?? 500)) out.set(event.id, event);
    }
    return [...out.values()].sort(compareEvents);
  });
}

const renderDiscussion = () =>
  render(
    <BlogQueryProvider>
      <Discussion article={article} />
    </BlogQueryProvider>,
  );

beforeEach(() => blogQueryClient.clear());
afterEach(() => query.mockReset());

describe("Discussion", () => {
  it("says it is loading, then shows the replies newest first with their authors, 50 at a time", async () => {
    serve(replies(120));
    renderDiscussion();
    expect(screen.getByRole("status")).toHaveTextContent("Loading replies...");
    const heading = await screen.findByRole("heading", { level: 2, name: "Discussion (50+)" }, { timeout: 5000 });
    expect(heading).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Replies" });
    // A few replies come to the page per frame, until the whole load is there.
    await vi.waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(REPLIES_PER_PAGE), {
      timeout: 5000,
    });
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Reply number 119");
    expect(await within(list).findAllByText("Alice")).toHaveLength(25);
    expect(within(list).getAllByText(/^Anonymous npub1\w{3}\.\.\.$/)).toHaveLength(25);

    // One profile request per load, for its repliers (and, the first time, the configured authors).
    const profileRequests = () => query.mock.calls.map(([filters]) => filters).filter(isProfileQuery);
    expect(profileRequests()).toHaveLength(1);
    const [first] = profileRequests()[0]!;
    expect(first!.authors).toEqual(expect.arrayContaining([ALICE, ...blogAuthors().map((author) => author.pubkey)]));
    expect(first!.limit).toBe(first!.authors!.length);

    await act(() => userEvent.click(screen.getByRole("button", { name: "Show more" })));
    await vi.waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(100), { timeout: 5000 });
    await vi.waitFor(() => expect(document.activeElement).toBe(within(list).getAllByRole("listitem")[50]));
    expect(screen.getByRole("heading", { level: 2, name: "Discussion (100+)" })).toBeInTheDocument();
    await vi.waitFor(() => expect(profileRequests()).toHaveLength(2));
    expect(profileRequests()[1]![0]!.authors).not.toContain(ALICE);
    await act(() => userEvent.click(screen.getByRole("button", { name: "Show more" })));
    await vi.waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(120), { timeout: 5000 });
    expect(screen.getByRole("heading", { level: 2, name: "Discussion (120)" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(within(list).getAllByRole("listitem").at(-1)).toHaveTextContent("Reply number 0");
    // Three loads of replies in jsdom, each wait bounded above: on a slow host the whole can pass 5 s.
  }, 20_000);

  it('says "No replies yet" when there are none', async () => {
    serve([]);
    renderDiscussion();
    expect(await screen.findByText("No replies yet", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Discussion (0)" })).toBeInTheDocument();
  });

  it("shows the failure, and Try Again asks again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    query.mockRejectedValue(new Error("No relay could be reached"));
    renderDiscussion();
    const alert = await screen.findByRole("alert", undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent("Failed to load replies. Please try again later.");
    serve(replies(3));
    await act(() => userEvent.click(within(alert).getByRole("button", { name: "Try Again" })));
    expect(await screen.findByRole("heading", { level: 2, name: "Discussion (3)" })).toBeInTheDocument();
    warn.mockRestore();
  });

  it("renders a reply as text: markup stays text, only http(s) URLs are links, with the reply rel", async () => {
    serve([
      fakeEvent({
        kind: 1,
        pubkey: BOB,
        tags: [["a", article.address]],
        content: "<b>hi</b> <script>alert(1)</script> javascript:alert(1) see https://example.com/x.",
      }),
    ]);
    const { container } = renderDiscussion();
    const item = await screen.findByRole("listitem", undefined, { timeout: 5000 });
    expect(item).toHaveTextContent(
      "<b>hi</b> <script>alert(1)</script> javascript:alert(1) see https://example.com/x.",
    );
    expect(container.querySelector("b, script")).toBeNull();
    const link = within(item).getByRole("link");
    expect(link).toHaveAttribute("href", "https://example.com/x");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("marks the author by key, gives an impersonator their key's start, and fetches no replier's picture", async () => {
    const author = blogAuthors()[0]!.pubkey;
    const impostor = "4".repeat(64);
    const profile = (pubkey: string, content: object) =>
      fakeEvent({ kind: 0, pubkey, content: JSON.stringify(content) });
    serve(
      [
        fakeEvent({ kind: 1, pubkey: author, created_at: 20, tags: [["e", article.id]], content: "From the author" }),
        fakeEvent({ kind: 1, pubkey: impostor, created_at: 10, tags: [["e", article.id]], content: "Trust me" }),
      ],
      [
        profile(author, { name: "Mara Quill", picture: "https://authors.example/mara.png" }),
        profile(impostor, { display_name: "Mara\u200b Quill", picture: "https://tracker.example/pixel.png?article=1" }),
      ],
    );
    renderDiscussion();
    const list = await screen.findByRole("list", { name: "Replies" }, { timeout: 5000 });
    const [byAuthor, byImpostor] = within(list).getAllByRole("listitem");
    await vi.waitFor(() => expect(byImpostor).toHaveTextContent("Mara\u200b Quill"));
    expect(within(byAuthor!).getByText("Author")).toBeInTheDocument();
    expect(within(byImpostor!).queryByText("Author")).toBeNull();
    expect(byImpostor).toHaveTextContent(`npub1`);
    expect(byImpostor!.querySelector("[data-key-hint]")).not.toBeNull();
    expect(byAuthor!.querySelector("[data-key-hint]")).toBeNull();
    expect(byAuthor!.querySelector("img")).toHaveAttribute("src", "https://authors.example/mara.png");
    expect(byImpostor!.querySelector("img")).toBeNull();
    expect(byImpostor!.querySelector("svg")).not.toBeNull();
  });

  it("shows answers in their thread, and folds a tall reply until asked", async () => {
    const top = fakeEvent({ kind: 1, pubkey: BOB, created_at: 10, tags: [["e", article.id]], content: "Top" });
    const answer = fakeEvent({
      kind: 1111,
      pubkey: ALICE,
      created_at: 20,
      tags: [
        ["A", article.address],
        ["e", top.id],
        ["k", "1"],
      ],
      content: Array.from({ length: 40 }, (_, i) => `line ${i}`).join("\n"),
    });
    serve([top, answer]);
    renderDiscussion();
    const answers = await screen.findByRole("list", { name: "Answers" }, { timeout: 5000 });
    expect(screen.getByRole("heading", { level: 2, name: "Discussion (2)" })).toBeInTheDocument();
    const item = within(answers).getByRole("listitem");
    expect(item).toHaveTextContent("line 39");
    const toggle = within(item).getByRole("button", { name: "Show the whole reply" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(item.querySelector("[data-folded]")).not.toBeNull();
    await act(() => userEvent.click(toggle));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(item.querySelector("[data-folded]")).toBeNull();
  });
});
