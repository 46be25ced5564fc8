import { blogListingData } from "../blog/build-time.server";
import { ListingPage } from "../blog/listing-page";
import { blogAuthors } from "../blog/api/authors";
import { displayName, emptyProfile } from "../blog/model/author";
import { listingMeta } from "../blog/model/meta";
import { feedPath, listingPath, resolveListing, topicLabel } from "../blog/model/listing";
import { PRODUCT_NAME } from "../config";
import NotFound, { meta as notFoundMeta } from "./not-found";
import type { Route } from "./+types/blog-listing";

/**
 * The blog's listings, one route for all (each route costs every page, the home page included, its entry in the
 * route manifest): /blog/page/{n}, /blog/tag/{topic}[/page/{n}], /blog/author/{npub}[/page/{n}].
 */
const resolve = (params: Route.LoaderArgs["params"]) => resolveListing(params, blogAuthors());

/** Build time only: the listing's page, as the build can fill it (null: the browser reads it from the relays). */
export const loader = ({ params }: Route.LoaderArgs) => {
  const resolved = resolve(params);
  return resolved ? blogListingData(resolved.listing, resolved.page) : null;
};

/**
 * In the browser: the pre-rendered page's data when there is one, else the relays (the archive grew since, a topic
 * the build did not see). A URL that names no listing asks nothing.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!resolve(params)) return null;
  return serverLoader().catch(() => null);
}

export { BlogHydrateFallback as HydrateFallback } from "../blog/components/hydrate-fallback";

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const resolved = resolve(params);
  if (!resolved) return notFoundMeta({ params });
  const { listing, page, base } = resolved;
  const suffix = page > 1 ? `, page ${page}` : "";
  if (listing.kind === "topic") {
    const label = topicLabel(params.key, loaderData?.articles);
    return listingMeta({
      title: `#${label}${suffix}`,
      description: `Articles on ${label} from the ${PRODUCT_NAME} blog.`,
      path: listingPath(base, page),
      feed: { href: feedPath(base), title: `${PRODUCT_NAME} blog: #${label}` },
    });
  }
  if (listing.kind === "author") {
    const name = displayName(loaderData?.profiles[listing.pubkey] ?? emptyProfile(listing.pubkey), "article");
    return listingMeta({
      title: `${name}${suffix}`,
      description: `Articles by ${name} on the ${PRODUCT_NAME} blog.`,
      path: listingPath(base, page),
      feed: { href: feedPath(base), title: `${PRODUCT_NAME} blog: ${name}` },
    });
  }
  return listingMeta({
    title: `Blog${suffix}`,
    description: `Older articles on the ${PRODUCT_NAME} blog, page ${page}.`,
    path: listingPath(base, page),
  });
};

export default function BlogListing({ loaderData, params }: Route.ComponentProps) {
  const resolved = resolve(params);
  if (!resolved) return <NotFound />;
  const { listing, page, base } = resolved;
  return (
    <ListingPage
      key={`${base}/${page}`}
      listing={listing}
      page={page}
      base={base}
      heading={listing.kind === "topic" ? `#${topicLabel(params.key, loaderData?.articles)}` : "Blog"}
      initial={loaderData ?? undefined}
    />
  );
}
