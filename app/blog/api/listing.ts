import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListArticle } from "../model/article";
import { LIST_PAGE_SIZE, listedIn, pageCount, pageOf, type Listing } from "../model/listing";
import { blogAuthors } from "./authors";
import { relays } from "./relay";
import { RELAY_PAGE_LIMIT } from "../../nostr/paging";
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
 * A listing page's articles: the build's, when it was pre-rendered; otherwise read from the relays (an older page,
 * a topic or an author the build did not see: the archive grew since).
 */
export function useListing(listing: Listing, page: number, initial?: ListingInitialData): ListingView {
  const need = listing.kind === "blog" ? page * LIST_PAGE_SIZE : EVERYTHING;
  const query = useQuery({ ...historyQuery(need), enabled: !initial });
  if (initial) {
    return { ...initial, isError: false, isFetching: false, refetch: () => {} };
  }
  const all = query.data && listedIn(query.data, listing);
  return {
    articles: all && pageOf(all, page),
    pages: pageCount(all?.length ?? 0),
    total: all?.length ?? 0,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}
