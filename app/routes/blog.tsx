import { prefetchBlogPage, usePrefetchWithoutBuildData } from "../blog/api/prefetch";
import { BlogListPage } from "../blog/blog-list-page";
import { blogListData } from "../blog/build-data.server";
import { blogListMeta } from "../blog/model/meta";
import { translator } from "../i18n/messages";
import { notFoundMeta, routeLocale } from "../i18n/route-locale";
import type { Route } from "./+types/blog";

/** Build time only: the articles read from the relays, in the pre-rendered page. */
export const loader = () => blogListData();

/** In the browser (the SPA fallback, client-side navigation): the relay work starts before the page renders. */
export function clientLoader() {
  prefetchBlogPage(undefined);
  return null;
}

export { BlogHydrateFallback as HydrateFallback } from "../blog/components/hydrate-fallback";

export const meta = ({ params }: Route.MetaArgs) => {
  const locale = routeLocale(params);
  return locale ? blogListMeta({ locale, t: translator(locale) }) : notFoundMeta({ params });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  usePrefetchWithoutBuildData(loaderData, undefined);
  return <BlogListPage initial={loaderData ?? undefined} />;
}
