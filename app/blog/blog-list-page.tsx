import { useMemo } from "react";
import { hasContent } from "./model/article";
import { BLOG_PATH, LIST_PAGE_SIZE, type Listing } from "./model/listing";
import { useArticleList } from "./api/articles";
import { useListing } from "./api/listing";
import { ImageCopiesContext } from "./api/build-records";
import { ArticleGrid } from "./components/article-grid";
import { Pagination } from "./components/pagination";
import { ListError } from "./components/list-error";
import { BlogSearch } from "./components/blog-search";
import type { ListingInitialData } from "./listing-data";
import { useListingCards } from "./listing-cards";
import { useT } from "../i18n/messages";
import { usePhrases } from "../i18n/phrases";

/** The pre-rendered /blog page's data: page 1 of the whole archive (`page`, `pages` and `total` may be left out). */
export type BlogListInitialData = Omit<ListingInitialData, "page" | "pages" | "total"> &
  Partial<Pick<ListingInitialData, "pages" | "total">>;

/** The blog, as one listing (kept as one object: useListing needs its identity to stay the same). */
const BLOG_LISTING: Listing = { kind: "blog" };

/**
 * /blog. Pre-rendered, it shows the build's articles and counts and asks the relays only for what came since the
 * build (useListing, and the counts' seed): a page view with nothing new receives almost nothing. Without the build's
 * data (the SPA fallback, a client-side navigation), it reads the newest articles and their counts from the relays.
 */
export function BlogListPage({ initial }: { initial?: BlogListInitialData }) {
  return initial ? <PrerenderedBlogList initial={initial} /> : <LiveBlogList />;
}

function PrerenderedBlogList({ initial }: { initial: BlogListInitialData }) {
  const data = useMemo(
    () => ({ ...initial, page: 1, pages: initial.pages ?? 1, total: initial.total ?? initial.articles.length }),
    [initial],
  );
  const view = useListing(BLOG_LISTING, 1, data);
  const cards = useListingCards(view.articles, data, {
    countsEnabled: true,
    countsPlaceholder: initial.counts,
    fetching: view.isFetching,
  });
  return (
    <BlogList
      cards={cards}
      pages={view.pages}
      isError={view.isError}
      fetching={view.isFetching}
      refetch={view.refetch}
    />
  );
}

function LiveBlogList() {
  const list = useArticleList();
  // Counts load once the list holds the relays' full articles, so a card with its counts can always hand its
  // article to the article page.
  const cards = useListingCards(list.data, undefined, {
    countsEnabled: list.data !== undefined && list.data.every(hasContent),
    fetching: list.isFetching,
  });
  // The build knows how many pages the archive fills; without it, a full page says there may be more.
  const pages = (list.data?.length ?? 0) >= LIST_PAGE_SIZE ? 2 : 1;
  return (
    <BlogList
      cards={cards}
      pages={pages}
      isError={list.isError}
      fetching={list.isFetching}
      refetch={() => void list.refetch()}
    />
  );
}

interface BlogListProps {
  cards: ReturnType<typeof useListingCards>;
  pages: number;
  isError: boolean;
  fetching: boolean;
  refetch: () => void;
}

function BlogList({ cards, pages, isError, fetching, refetch }: BlogListProps) {
  const t = useT("blog");
  const p = usePhrases("blog");
  const { shown, copies } = cards;
  return (
    <ImageCopiesContext value={copies}>
      <div className="mx-auto max-w-7xl px-4 pt-topbar pb-16 md:px-6">
        <h1 className="py-10 text-4xl font-bold md:text-5xl">{p("blog.list.heading")}</h1>
        <BlogSearch articles={cards.listed} />
        {shown === undefined && isError && !fetching ? (
          <ListError onRetry={refetch} />
        ) : shown === undefined ? (
          <p role="status" className="py-16 text-center text-muted">
            {t("blog.list.loading")}
          </p>
        ) : shown.length === 0 ? (
          <p role="status" className="py-16 text-center text-muted">
            {t("blog.list.empty")}
          </p>
        ) : (
          <ArticleGrid {...cards.grid} articles={shown} featureFirst />
        )}
        {shown !== undefined && shown.length > 0 && <Pagination base={BLOG_PATH} page={1} pages={pages} />}
      </div>
    </ImageCopiesContext>
  );
}
