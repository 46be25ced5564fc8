import type { ReactNode } from "react";
import { emptyProfile } from "./model/author";
import type { Listing } from "./model/listing";
import { useListing } from "./api/listing";
import { ImageCopiesContext } from "./api/build-records";
import { isVerifiedNip05 } from "../nostr/nip05";
import { ArticleGrid } from "./components/article-grid";
import { AuthorHeader } from "./components/author-header";
import { Pagination } from "./components/pagination";
import { BackToBlog } from "./components/back-to-blog";
import { ListError } from "./components/list-error";
import type { ListingInitialData } from "./listing-data";
import { useListingCards } from "./listing-cards";
import { useT } from "../i18n/messages";

interface Props {
  listing: Listing;
  page: number;
  /** The listing's own path (page 1), which its pages hang under. */
  base: string;
  /** The page's heading (a topic's, "Blog"); an author page shows the author's profile instead. */
  heading?: ReactNode;
  initial?: ListingInitialData;
}

/**
 * An older page of the blog, a topic's or an author's articles: the build's, with their counts at first paint,
 * refreshed to the live figures; a page the build did not see reads the relays.
 */
export function ListingPage({ listing, page, base, heading, initial }: Props) {
  const t = useT("blog");
  const view = useListing(listing, page, initial);
  const cards = useListingCards(view.articles, initial, {
    countsEnabled: true,
    countsPlaceholder: initial?.counts,
    fetching: view.isFetching,
  });
  const { shown, profiles, verifiedNip05, copies } = cards;
  const author = listing.kind === "author" ? (profiles[listing.pubkey] ?? emptyProfile(listing.pubkey)) : undefined;

  return (
    <ImageCopiesContext value={copies}>
      <div className="mx-auto max-w-7xl px-4 pt-topbar pb-16 md:px-6">
        {author ? (
          <AuthorHeader profile={author} nip05Verified={isVerifiedNip05(author, verifiedNip05)} />
        ) : (
          <h1 className="py-10 text-4xl font-bold break-words md:text-5xl">{heading}</h1>
        )}
        {shown === undefined && view.isError && !view.isFetching ? (
          <ListError onRetry={view.refetch} />
        ) : shown === undefined ? (
          <p role="status" className="py-16 text-center text-muted">
            {t("blog.list.loading")}
          </p>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center py-16 text-center">
            <p role="status" className="text-muted">
              {t("blog.list.empty")}
            </p>
            <BackToBlog />
          </div>
        ) : (
          <>
            <ArticleGrid {...cards.grid} articles={shown} featureFirst={false} />
            <Pagination base={base} page={page} pages={view.pages} />
          </>
        )}
      </div>
    </ImageCopiesContext>
  );
}
