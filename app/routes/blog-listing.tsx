import { useMemo } from "react";
import { blogListingData } from "../blog/build-data.server";
import { ListingPage } from "../blog/listing-page";
import { blogAuthors } from "../blog/api/authors";
import { authorWords, displayName, emptyProfile } from "../blog/model/author";
import { listingMeta } from "../blog/model/meta";
import { feedPath, listingPath, resolveListing, topicLabel } from "../blog/model/listing";
import { PRODUCT_NAME } from "../config";
import { translator, useT } from "../i18n/messages";
import { notFoundMeta, routeLocale } from "../i18n/route-locale";
import NotFound from "./not-found";
import type { Route } from "./+types/blog-listing";

/**
 * The blog's listings, one route for all (each route costs every page, the home page included, its entry in the
 * route manifest): /blog/page/{n}, /blog/tag/{topic}[/page/{n}], /blog/author/{npub}[/page/{n}].
 */
const resolve = (params: Pick<Route.LoaderArgs["params"], "section" | "key" | "page">) =>
  resolveListing(params, blogAuthors());

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
  const locale = routeLocale(params);
  if (!resolved || !locale) return notFoundMeta({ params });
  const t = translator(locale);
  const { listing, page, base } = resolved;
  const path = listingPath(base, page);
  const name = PRODUCT_NAME;
  if (listing.kind === "topic") {
    const topic = topicLabel(params.key, loaderData?.articles);
    return listingMeta({
      title: page > 1 ? t("blog.meta.topicTitlePaged", { topic, page }) : t("blog.meta.topicTitle", { topic }),
      description: t("blog.meta.topicDescription", { topic, name }),
      path,
      feed: { href: feedPath(base), title: t("blog.meta.topicFeedTitle", { topic, name }) },
      card: Boolean(loaderData),
      locale,
      t,
    });
  }
  if (listing.kind === "author") {
    const profile = loaderData?.profiles[listing.pubkey] ?? emptyProfile(listing.pubkey);
    const author = displayName(profile, "article", authorWords(t));
    return listingMeta({
      title: page > 1 ? t("blog.meta.authorTitlePaged", { author, page }) : author,
      description: t("blog.meta.authorDescription", { author, name }),
      path,
      feed: { href: feedPath(base), title: t("blog.meta.authorFeedTitle", { author, name }) },
      card: Boolean(loaderData),
      locale,
      t,
    });
  }
  return listingMeta({
    title: page > 1 ? t("blog.meta.olderTitle", { page }) : t("blog.meta.blogTitle"),
    description: t("blog.meta.olderDescription", { name, page }),
    path,
    card: Boolean(loaderData),
    locale,
    t,
  });
};

export default function BlogListing({ loaderData, params }: Route.ComponentProps) {
  const t = useT("blog");
  const { section, key, page: pageParam } = params;
  // One listing object per URL, not per render: the page's articles are memoised on it (useListing).
  const resolved = useMemo(() => resolve({ section, key, page: pageParam }), [section, key, pageParam]);
  if (!resolved) return <NotFound />;
  const { listing, page, base } = resolved;
  return (
    <ListingPage
      key={`${base}/${page}`}
      listing={listing}
      page={page}
      base={base}
      heading={
        listing.kind === "topic" ? (
          // Isolated, so a Latin topic reads "#privacy" on a right-to-left page, not "privacy#".
          <bdi>{t("blog.topic.heading", { topic: topicLabel(params.key, loaderData?.articles) })}</bdi>
        ) : (
          t("blog.list.heading")
        )
      }
      initial={loaderData ?? undefined}
    />
  );
}
