import { PRODUCT_NAME } from "../config";
import { ArticleAddressPage } from "../blog/article-address-page";
import { prefetchArticleAddress } from "../blog/api/article-address";
import { translator } from "../i18n/messages";
import { notFoundMeta, routeLocale } from "../i18n/route-locale";
import type { Route } from "./+types/article-address";

/** Not a page of its own: it moves to the article's canonical /blog/{slug} once the article is found. */
export const meta = ({ params }: Route.MetaArgs) => {
  const locale = routeLocale(params);
  if (!locale) return notFoundMeta({ params });
  const t = translator(locale);
  return [
    { title: t("blog.meta.pageTitle", { title: t("blog.meta.article"), name: PRODUCT_NAME }) },
    { name: "robots", content: "noindex" },
  ];
};

/** /a/{naddr} is never pre-rendered: it loads through the SPA fallback and asks the relays at once. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  prefetchArticleAddress(params.naddr);
  return null;
}

export { BlogHydrateFallback as HydrateFallback } from "../blog/components/hydrate-fallback";

export default function ArticleAddress({ params }: Route.ComponentProps) {
  return <ArticleAddressPage key={params.naddr} naddr={params.naddr} />;
}
