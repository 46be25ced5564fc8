import { prefetchBlogPage, usePrefetchWithoutBuildData } from "../blog/api/prefetch";
import { buildCopyIfNeeded } from "../blog/api/build-copy";
import { isNaddr } from "../nostr/nip19";
import { ArticleAddressPage } from "../blog/article-address-page";
import { ArticlePage } from "../blog/article-page";
import { blogArticleData } from "../blog/build-data.server";
import { articleMeta } from "../blog/model/meta";
import { translator } from "../i18n/messages";
import { notFoundMeta, routeLocale } from "../i18n/route-locale";
import type { Route } from "./+types/blog-article";

/** Build time only: the article read from the relays, with its body rendered to HTML. */
export const loader = ({ params }: Route.LoaderArgs) => blogArticleData(params.slug);

/**
 * In the browser (the SPA fallback, a client-side navigation): the page's relay work starts before the page renders.
 * Under another language than English, an article the list in the cache does not hold is read from the build's copy
 * as well, its English page's data: past the blog's first page, the build pre-renders articles in English only
 * (docs/decisions/articles-in-english-only.md). In English, and for articles not pre-rendered at all, the relays.
 */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  prefetchBlogPage(params.slug);
  return buildCopyIfNeeded(params.slug, routeLocale(params), request.signal);
}

export { BlogHydrateFallback as HydrateFallback } from "../blog/components/hydrate-fallback";

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const locale = routeLocale(params);
  if (!locale) return notFoundMeta({ params });
  const image = loaderData?.article?.image;
  const cover = image ? loaderData?.images?.[image]?.src : undefined;
  return articleMeta(params.slug, loaderData?.article, loaderData?.profile, { locale, t: translator(locale) }, cover);
};

export default function BlogArticle({ loaderData, params }: Route.ComponentProps) {
  usePrefetchWithoutBuildData(loaderData, params.slug);
  // An naddr written by hand after /blog/ (see blog/article-address-page.tsx).
  if (isNaddr(params.slug)) return <ArticleAddressPage key={params.slug} naddr={params.slug} />;
  return <ArticlePage key={params.slug} slug={params.slug} initial={loaderData ?? undefined} />;
}
