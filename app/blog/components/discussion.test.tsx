import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BlogQueryProvider, blogQueryClient } from "../api/query-client";
import { REPLIES_PER_PAGE } from "../replies";
import { fakeEvent } from "../test-events";
import { Discussion } from "./discussion";

const query = vi.hoisted(() => vi.fn<(filters: Filter[]) => Promise<NostrEvent[]>>());
vi.mock("../../nostr/query", () => ({ query }));

const article = { id: "a".repeat(64), address: `30023:${"b".repeat(64)}:launch` };
const ALICE = "1".repeat(64);
const BOB = "2".repeat(64);

const isReplyQuery = (filters: Filter[]) => filters.some((filter) => filter.kinds?.includes(1111));
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

function serve(events: NostrEvent[]) {
  query.mockImplementation(async (filters) => {
    if (isReplyQuery(filters)) return events;
    if (isProfileQuery(filters)) {
      const profile = fakeEvent({ kind: 0, pubkey: ALICE, content: JSON.stringify({ name: "Alice" }) });
      return filters[0]!.authors!.includes(ALICE) ? [profile] : [];
    }
    return [];
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
    const heading = await screen.findByRole("heading", { level: 2, name: "Discussion (120)" }, { timeout: 5000 });
    expect(heading).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Replies" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(REPLIES_PER_PAGE);
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Reply number 119");
    expect(await within(list).findAllByText("Alice")).toHaveLength(25);
    expect(within(list).getAllByText(/^Anonymous npub1\w{3}\.\.\.$/)).toHaveLength(25);
    expect(screen.getByText("Showing 50 of 120")).toBeInTheDocument();

    // One profile request per page of replies, for that page's authors only, within the relays' limits.
    const profileRequests = () => query.mock.calls.map(([filters]) => filters).filter(isProfileQuery);
    expect(profileRequests()).toHaveLength(1);
    const [first] = profileRequests()[0]!;
    expect(first!.authors!.length).toBeLessThanOrEqual(REPLIES_PER_PAGE);
    expect(first!.limit).toBe(first!.authors!.length);

    await act(() => userEvent.click(screen.getByRole("button", { name: "Show more" })));
    expect(within(list).getAllByRole("listitem")).toHaveLength(100);
    expect(document.activeElement).toBe(within(list).getAllByRole("listitem")[50]);
    await vi.waitFor(() => expect(profileRequests()).toHaveLength(2));
    await act(() => userEvent.click(screen.getByRole("button", { name: "Show more" })));
    expect(within(list).getAllByRole("listitem")).toHaveLength(120);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(within(list).getAllByRole("listitem").at(-1)).toHaveTextContent("Reply number 0");
  });

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
});
