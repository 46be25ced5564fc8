import { useMemo } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { articleFilters, toArticles, withoutContent, type ListArticle } from "../model/article";
import { LIST_PAGE_SIZE, listedIn, livePage, pageCount, pageOf, unplaced, type Listing } from "../model/listing";
import { ORDER_PATH, positionsIn, readOrderFile } from "../model/order";
import { blogAuthors } from "./authors";
import { sinceBuild } from "../model/since-build";
import { relays } from "./relay";
import { RELAY_PAGE_LIMIT, withSince } from "../../nostr/paging";
import type { ListingInitialData } from "../listing-data";

/** Relay pages (500 events each) read back at most for a topic or an author page the build did not see. */
export const LISTING_MAX_PAGES = 6;
/** Read back for a topic or an author: everything, within LISTING_MAX_PAGES. */
const EVERYTHING = Number.MAX_SAFE_INTEGER;

/** The authors' newest `need` articles without bodies, read back 500 a page (the relay worker's `newest`). */
export const historyQuery = (need: number) =>
  queryOptions({
    queryKey: ["blog", "history", need],
    queryFn: () =>
      relays.call(
        "newest",
        blogAuthors().map((author) => author.pubkey),
        need,
        RELAY_PAGE_LIMIT,
        LISTING_MAX_PAGES,
        false,
      ),
  });

export interface ListingView {
  /** This page's articles; undefined while loading. */
  articles: ListArticle[] | undefined;
  pages: number;
  total: number;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * The authors' articles created since the build (new ones, and new versions of older ones; from sinceBuild, so
 * what the build read just before it comes again and changes nothing): one small query, usually answered with
 * nothing.
 */
export const sinceBuildQuery = (builtAt: number) =>
  queryOptions({
    queryKey: ["blog", "since-build", builtAt],
    queryFn: async () => {
      const authors = blogAuthors().map((author) => author.pubkey);
      const filters = withSince(articleFilters(authors, LIST_PAGE_SIZE), sinceBuild(builtAt));
      return toArticles(await relays.call("events", filters), { authors }).map(withoutContent);
    },
  });

/** The build's listing order (order.ts), fetched from the site only when a page cannot place a fresh article. */
export const orderQuery = (builtAt: number) =>
  queryOptions({
    queryKey: ["blog", "order", builtAt],
    queryFn: async ({ signal }) => {
      const response = await fetch(ORDER_PATH, { signal });
      const entries = response.ok ? readOrderFile(await response.json(), builtAt) : undefined;
      if (!entries) throw new Error(`${ORDER_PATH}: not this build's order`);
      return entries;
    },
    retry: false,
    staleTime: Infinity,
  });

/**
 * A listing page's articles: the build's, when it was pre-rendered, moved down by the articles created since the
 * build (livePage, with the build's order when a fresh article needs it), so no article is listed twice or skipped
 * across pages between builds; otherwise, or when the page cannot tell, read from the relays (an older page, a
 * topic or an author the build did not see). `listing` must keep its identity while it names the same listing.
 */
export function useListing(listing: Listing, page: number, initial?: ListingInitialData): ListingView {
  const fresh = useQuery({ ...sinceBuildQuery(initial?.builtAt ?? 0), enabled: !!initial });
  const window = useMemo(() => (initial ? [...(initial.before ?? []), ...initial.articles] : []), [initial]);
  const needsOrder = !!fresh.data && unplaced(window, fresh.data).length > 0;
  const order = useQuery({ ...orderQuery(initial?.builtAt ?? 0), enabled: !!initial && needsOrder });
  const positions = useMemo(() => order.data && positionsIn(order.data, listing), [order.data, listing]);
  // The build's page stands until the relays' answer (and the order, when needed) tells how it moved.
  const settled = fresh.isSuccess && (!needsOrder || !!positions || order.isError);
  // Memoised, as the relays' page below: a render that changes nothing hands the grid the same articles, so its
  // deferred copy and its cards are not rendered again.
  const live = useMemo(
    () =>
      initial && fresh.data && (!needsOrder || positions)
        ? livePage(
            {
              listing,
              window,
              windowStart: Math.max(0, (page - 2) * LIST_PAGE_SIZE),
              page,
              total: initial.total,
              positions,
            },
            fresh.data,
          )
        : undefined,
    [initial, fresh.data, needsOrder, positions, listing, window, page],
  );
  const need = listing.kind === "blog" ? page * LIST_PAGE_SIZE : EVERYTHING;
  const query = useQuery({ ...historyQuery(need), enabled: !initial || (settled && live === undefined) });
  const all = useMemo(() => query.data && listedIn(query.data, listing), [query.data, listing]);
  const relaysPage = useMemo(() => all && pageOf(all, page), [all, page]);
  if (initial && (live || !settled)) {
    const total = live?.total ?? initial.total;
    return {
      articles: live?.articles ?? initial.articles,
      pages: pageCount(total),
      total,
      isError: false,
      isFetching: fresh.isFetching || order.isFetching,
      refetch: () => {},
    };
  }
  return {
    articles: relaysPage,
    pages: pageCount(all?.length ?? 0),
    total: all?.length ?? 0,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}
