import { PRODUCT_NAME } from "../config";
import { ArticleAddressPage } from "../blog/article-address-page";
import { prefetchArticleAddress } from "../blog/api/article-address";
import type { Route } from "./+types/article-address";

/** Not a page of its own: it moves to the article's canonical /blog/{slug} once the article is found. */
export const meta = () => [{ title: `Article | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

/** /a/{naddr} is never pre-rendered: it loads through the SPA fallback and asks the relays at once. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  prefetchArticleAddress(params.naddr);
  return null;
}

export { BlogHydrateFallback as HydrateFallback } from "../blog/components/hydrate-fallback";

export default function ArticleAddress({ params }: Route.ComponentProps) {
  return <ArticleAddressPage key={params.naddr} naddr={params.naddr} />;
}
