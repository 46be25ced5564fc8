import { useDeferredValue, useMemo } from "react";
import { hasContent } from "./model/article";
import { BLOG_PATH, LIST_PAGE_SIZE } from "./model/listing";
import { blogAuthors } from "./api/authors";
import { useArticleList } from "./api/articles";
import { LIST_INTERACTION_LIMIT, useInteractionCounts } from "./api/interactions";
import { ImageCopiesContext, useImageCopies, useLnurlPubkeys, useVerifiedNip05 } from "./api/build-records";
import { useProfiles } from "./api/profiles";
import { ArticleGrid } from "./components/article-grid";
import { Pagination } from "./components/pagination";
import { ListError } from "./components/list-error";
import { BlogSearch } from "./components/blog-search";
import type { ListingInitialData } from "./listing-data";
import { useT } from "../i18n/messages";

/** The pre-rendered /blog page's data: page 1 of the whole archive (`page`, `pages` and `total` may be left out). */
export type BlogListInitialData = Omit<ListingInitialData, "page" | "pages" | "total"> &
  Partial<Pick<ListingInitialData, "pages" | "total">>;

export function BlogListPage({ initial }: { initial?: BlogListInitialData }) {
  const t = useT("blog");
  const list = useArticleList(initial);
  // Relays that connect but send nothing in time answer with no articles: that must not wipe the articles
  // of a pre-rendered list (more likely a slow network than an author who deleted everything).
  const listed = list.data?.length === 0 && initial && initial.articles.length > 0 ? initial.articles : list.data;
  const articles = useMemo(() => listed ?? [], [listed]);
  const loaded = listed !== undefined;
  const pubkeys = useMemo(() => blogAuthors().map((author) => author.pubkey), []);
  const profiles = useProfiles(pubkeys, loaded, initial);
  // Counts load once the list holds the relays' full articles (not the pre-rendered ones without bodies), so a
  // card with its counts can always hand its article to the article page.
  const fresh = listed !== undefined && listed.every(hasContent);
  const lnurlPubkeys = useLnurlPubkeys(initial?.lnurlPubkeys);
  // Also kept in the blog's cache for the article pages reached from the list.
  const verifiedNip05 = useVerifiedNip05(initial?.verifiedNip05);
  const copies = useImageCopies(initial?.images);
  const interactions = useInteractionCounts(
    articles,
    LIST_INTERACTION_LIMIT,
    fresh && articles.length > 0,
    undefined,
    lnurlPubkeys,
  );
  const counts = interactions.data;

  // Relay answers arrive through TanStack Query's store, whose updates React renders synchronously. The
  // page renders deferred copies instead, so putting 30 cards on screen or updating them happens in a
  // background pass that yields to input every few milliseconds (no long task on a slow phone); the
  // urgent render keeps showing what was there and skips the memoised cards.
  const current = loaded ? articles : undefined;
  const shown = useDeferredValue(current);
  const shownProfiles = useDeferredValue(profiles);
  const shownCounts = useDeferredValue(counts);
  const catchingUp = shown !== current || shownProfiles !== profiles || shownCounts !== counts;

  return (
    <ImageCopiesContext value={copies}>
      <div className="mx-auto max-w-7xl px-4 pt-topbar pb-16 md:px-6">
        <h1 className="py-10 text-4xl font-bold md:text-5xl">{t("blog.list.heading")}</h1>
        <BlogSearch articles={articles} />
        {shown === undefined && list.isError && !list.isFetching ? (
          <ListError onRetry={() => void list.refetch()} />
        ) : shown === undefined ? (
          <p role="status" className="py-16 text-center text-muted">
            {t("blog.list.loading")}
          </p>
        ) : shown.length === 0 ? (
          <p role="status" className="py-16 text-center text-muted">
            {t("blog.list.empty")}
          </p>
        ) : (
          <ArticleGrid
            busy={list.isFetching || interactions.isFetching || catchingUp}
            articles={shown}
            profiles={shownProfiles}
            counts={shownCounts}
            buildCounts={initial?.counts}
            verifiedNip05={verifiedNip05}
            featureFirst
          />
        )}
        {shown !== undefined && shown.length > 0 && (
          // The build knows how many pages the archive fills; without it, a full page says there may be more.
          <Pagination base={BLOG_PATH} page={1} pages={initial?.pages ?? (shown.length >= LIST_PAGE_SIZE ? 2 : 1)} />
        )}
      </div>
    </ImageCopiesContext>
  );
}
