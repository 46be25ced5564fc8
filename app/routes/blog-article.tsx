import { prefetchBlogPage, usePrefetchWithoutBuildData } from "../blog/api/prefetch";
import { isNaddr } from "../nostr/nip19";
import { ArticleAddressPage } from "../blog/article-address-page";
import { ArticlePage } from "../blog/article-page";
import { blogArticleData } from "../blog/build-time.server";
import { articleMeta } from "../blog/model/meta";
import { translator } from "../i18n/messages";
import { notFoundMeta, routeLocale } from "../i18n/route-locale";
import type { Route } from "./+types/blog-article";

/** Build time only: the article read from the relays, with its body rendered to HTML. */
export const loader = ({ params }: Route.LoaderArgs) => blogArticleData(params.slug);

/**
 * In the browser: articles that were not pre-rendered load through the SPA fallback (there is no build-time
 * data to fetch for them), and the page's relay work starts before the page renders.
 */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  prefetchBlogPage(params.slug);
  return null;
}

export { BlogHydrateFallback as HydrateFallback } from "../blog/components/hydrate-fallback";

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const locale = routeLocale(params);
  if (!locale) return notFoundMeta({ params });
  return articleMeta(params.slug, loaderData?.article, loaderData?.profile, { locale, t: translator(locale) });
};

export default function BlogArticle({ loaderData, params }: Route.ComponentProps) {
  usePrefetchWithoutBuildData(loaderData, params.slug);
  // An naddr written by hand after /blog/ (see blog/article-address-page.tsx).
  if (isNaddr(params.slug)) return <ArticleAddressPage key={params.slug} naddr={params.slug} />;
  return <ArticlePage key={params.slug} slug={params.slug} initial={loaderData ?? undefined} />;
}
