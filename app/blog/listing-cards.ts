import { useDeferredValue, useMemo } from "react";
import type { ListArticle } from "./model/article";
import { blogAuthors } from "./api/authors";
import { LIST_INTERACTION_LIMIT, useInteractionCounts } from "./api/interactions";
import { useImageCopies, useLnurlPubkeys, useVerifiedNip05 } from "./api/build-records";
import { useProfiles } from "./api/profiles";
import type { CountsById } from "./api/relay-contract";
import type { ListingInitialData } from "./listing-data";

/** What a listing's cards start from when the page was pre-rendered. */
export type CardsInitialData = Pick<
  ListingInitialData,
  "profiles" | "builtAt" | "lnurlPubkeys" | "verifiedNip05" | "counts" | "recentCounts" | "images"
>;

interface Options {
  /** Whether the live counts may be asked for (and there are articles to count). */
  countsEnabled: boolean;
  /** What the counts query shows until the live figures arrive. */
  countsPlaceholder?: CountsById;
  /** Whether the articles themselves are being fetched: the grid is busy meanwhile. */
  fetching: boolean;
}

/**
 * Everything a listing's grid of cards shows besides the articles: the authors' profiles, the build's records
 * and image copies, and the live counts. `articles` is undefined while they load.
 *
 * Relay answers arrive through TanStack Query's store, whose updates React renders synchronously. The grid renders
 * deferred copies instead, so putting 30 cards on screen or updating them happens in a background pass that yields
 * to input every few milliseconds (no long task on a slow phone); the urgent render keeps showing what was there
 * and skips the memoised cards.
 */
export function useListingCards(
  articles: ListArticle[] | undefined,
  initial: CardsInitialData | undefined,
  { countsEnabled, countsPlaceholder, fetching }: Options,
) {
  const listed = useMemo(() => articles ?? [], [articles]);
  const pubkeys = useMemo(() => blogAuthors().map((author) => author.pubkey), []);
  const profiles = useProfiles(pubkeys, articles !== undefined, initial);
  const lnurlPubkeys = useLnurlPubkeys(initial?.lnurlPubkeys);
  // Also kept in the blog's cache for the article pages reached from the list.
  const verifiedNip05 = useVerifiedNip05(initial?.verifiedNip05);
  const copies = useImageCopies(initial?.images);
  const interactions = useInteractionCounts(
    listed,
    LIST_INTERACTION_LIMIT,
    countsEnabled && listed.length > 0,
    countsPlaceholder,
    lnurlPubkeys,
    // The build counted these articles: the page asks only for what came since (api/interactions.ts).
    initial?.counts && { builtAt: initial.builtAt, counts: initial.counts, recentCounts: initial.recentCounts },
  );

  const shown = useDeferredValue(articles);
  const shownProfiles = useDeferredValue(profiles);
  const shownCounts = useDeferredValue(interactions.data);
  const catchingUp = shown !== articles || shownProfiles !== profiles || shownCounts !== interactions.data;
  return {
    /** The articles as they are now (the grid shows `shown`, which may be a render behind). */
    listed,
    /** The live profiles (an author page's header shows its author's at once). */
    profiles,
    verifiedNip05,
    copies,
    shown,
    /** The grid's props besides the articles and the first card's span. */
    grid: {
      busy: fetching || interactions.isFetching || catchingUp,
      profiles: shownProfiles,
      counts: shownCounts,
      buildCounts: initial?.counts,
      verifiedNip05,
    },
  };
}
