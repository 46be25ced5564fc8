import { hasContent } from "./model/article";
import { BLOG_PATH, LIST_PAGE_SIZE } from "./model/listing";
import { useArticleList } from "./api/articles";
import { ImageCopiesContext } from "./api/build-records";
import { ArticleGrid } from "./components/article-grid";
import { Pagination } from "./components/pagination";
import { ListError } from "./components/list-error";
import { BlogSearch } from "./components/blog-search";
import type { ListingInitialData } from "./listing-data";
import { useListingCards } from "./listing-cards";
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
  // Counts load once the list holds the relays' full articles (not the pre-rendered ones without bodies), so a
  // card with its counts can always hand its article to the article page.
  const cards = useListingCards(listed, initial, {
    countsEnabled: listed !== undefined && listed.every(hasContent),
    fetching: list.isFetching,
  });
  const { shown, copies } = cards;

  return (
    <ImageCopiesContext value={copies}>
      <div className="mx-auto max-w-7xl px-4 pt-topbar pb-16 md:px-6">
        <h1 className="py-10 text-4xl font-bold md:text-5xl">{t("blog.list.heading")}</h1>
        <BlogSearch articles={cards.listed} />
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
          <ArticleGrid {...cards.grid} articles={shown} featureFirst />
        )}
        {shown !== undefined && shown.length > 0 && (
          // The build knows how many pages the archive fills; without it, a full page says there may be more.
          <Pagination base={BLOG_PATH} page={1} pages={initial?.pages ?? (shown.length >= LIST_PAGE_SIZE ? 2 : 1)} />
        )}
      </div>
    </ImageCopiesContext>
  );
}
