import { blogListingData } from "../blog/build-time.server";
import { ListingPage } from "../blog/listing-page";
import { listingMeta } from "../blog/model/meta";
import { BLOG_PATH, listingPath, parsePage } from "../blog/model/listing";
import { PRODUCT_NAME } from "../config";
import type { Route } from "./+types/blog-page";

/** Build time only: page N of the whole archive (the build pre-renders every page it can fill). */
export const loader = ({ params }: Route.LoaderArgs) => {
  const page = parsePage(params.page);
  return page ? blogListingData({ kind: "blog" }, page) : null;
};

/** In the browser: the pre-rendered page's data when there is one, else the relays (the archive grew since). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader().catch(() => null);
}

export { BlogHydrateFallback as HydrateFallback } from "../blog/components/hydrate-fallback";

export const meta = ({ params }: Route.MetaArgs) => {
  const page = parsePage(params.page) ?? 1;
  return listingMeta({
    title: `Blog, page ${page}`,
    description: `Older articles on the ${PRODUCT_NAME} blog, page ${page}.`,
    path: listingPath(BLOG_PATH, page),
  });
};

export default function BlogPage({ loaderData, params }: Route.ComponentProps) {
  const page = parsePage(params.page) ?? 0;
  return (
    <ListingPage
      key={page}
      listing={{ kind: "blog" }}
      page={page}
      base={BLOG_PATH}
      heading="Blog"
      initial={loaderData ?? undefined}
    />
  );
}
