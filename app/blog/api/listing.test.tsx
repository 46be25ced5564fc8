// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blogAuthors } from "./authors";
import { BlogQueryProvider, blogQueryClient } from "./query-client";
import { useListing } from "./listing";
import { toArticles, withoutContent, type ListArticle } from "../model/article";
import type { Listing } from "../model/listing";
import type { ListingInitialData } from "../listing-data";
import { fakeEvent } from "../../../tests/fixtures/test-events";

const call = vi.hoisted(() => vi.fn());
vi.mock("./relay", () => ({ relays: { call } }));

const [author] = blogAuthors();
const BUILT_AT = 1_720_000_000_000;
const events = [1, 2, 3].map((n) =>
  fakeEvent({
    kind: 30023,
    pubkey: author!.pubkey,
    created_at: 1_700_000_000 + n,
    tags: [
      ["d", `post-${n}`],
      ["title", `Post ${n}`],
      ["t", "privacy"],
    ],
  }),
);
const articles: ListArticle[] = toArticles(events, { authors: [author!.pubkey] }).map(withoutContent);

function initialPage(): ListingInitialData {
  return { articles, profiles: {}, page: 1, pages: 1, total: articles.length, builtAt: BUILT_AT };
}

const wrapper = ({ children }: { children: ReactNode }) => <BlogQueryProvider>{children}</BlogQueryProvider>;

/** Renders the hook, waits for its articles, renders it again with the same arguments. */
async function twoRenders(listing: Listing, initial?: ListingInitialData) {
  const { result, rerender } = renderHook(({ page }) => useListing(listing, page, initial), {
    wrapper,
    initialProps: { page: 1 },
  });
  await waitFor(() => expect(result.current.isFetching).toBe(false));
  const before = result.current.articles;
  rerender({ page: 1 });
  return { before, after: result.current.articles };
}

beforeEach(() => blogQueryClient.clear());
afterEach(() => call.mockReset());

describe("useListing: a render that changes nothing hands on the same articles", () => {
  it("a pre-rendered page the relays left as it was", async () => {
    call.mockImplementation(async (op: string) => (op === "events" ? [] : articles));
    const { before, after } = await twoRenders({ kind: "blog" }, initialPage());
    expect(call).toHaveBeenCalledWith("events", expect.anything());
    expect(before?.map((article) => article.address)).toEqual(articles.map((article) => article.address));
    expect(after).toBe(before);
  });

  it("a page read from the relays (a topic the build did not see)", async () => {
    call.mockImplementation(async (op: string) => (op === "newest" ? articles : []));
    const { before, after } = await twoRenders({ kind: "topic", key: "privacy" });
    expect(before).toHaveLength(3);
    expect(after).toBe(before);
  });
});
