import { blogListingData } from "../blog/build-time.server";
import { ListingPage } from "../blog/listing-page";
import { authorOf } from "../blog/api/authors";
import { displayName, emptyProfile } from "../blog/model/author";
import { listingMeta } from "../blog/model/meta";
import { authorPath, feedPath, parsePage } from "../blog/model/listing";
import { toHexPublicKey } from "../nostr/public-key";
import { PRODUCT_NAME } from "../config";
import NotFound, { meta as notFoundMeta } from "./not-found";
import type { Route } from "./+types/blog-author";

/** The configured author an `npub` names, else undefined (their page is "Page not found"; no relay is asked). */
function configuredAuthor(npub: string) {
  const pubkey = npub.startsWith("npub1") ? toHexPublicKey(npub) : undefined;
  return pubkey ? authorOf(pubkey) : undefined;
}

/** Build time only: a configured author's profile and articles, page by page. */
export const loader = ({ params }: Route.LoaderArgs) => {
  const page = parsePage(params.page);
  const author = configuredAuthor(params.npub);
  return page && author ? blogListingData({ kind: "author", pubkey: author.pubkey }, page) : null;
};

/** In the browser: the pre-rendered page's data when there is one, else the relays (a page the build did not see). */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!configuredAuthor(params.npub)) return null;
  return serverLoader().catch(() => null);
}

export { BlogHydrateFallback as HydrateFallback } from "../blog/components/hydrate-fallback";

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const author = configuredAuthor(params.npub);
  if (!author) return notFoundMeta();
  const page = parsePage(params.page) ?? 1;
  const name = displayName(loaderData?.profiles[author.pubkey] ?? emptyProfile(author.pubkey), "article");
  return listingMeta({
    title: `${name}${page > 1 ? `, page ${page}` : ""}`,
    description: `Articles by ${name} on the ${PRODUCT_NAME} blog.`,
    path: authorPath(author.npub, page),
    feed: { href: feedPath(authorPath(author.npub)), title: `${PRODUCT_NAME} blog: ${name}` },
  });
};

export default function BlogAuthor({ loaderData, params }: Route.ComponentProps) {
  const author = configuredAuthor(params.npub);
  if (!author) return <NotFound />;
  const page = parsePage(params.page) ?? 0;
  return (
    <ListingPage
      key={`${author.pubkey}/${page}`}
      listing={{ kind: "author", pubkey: author.pubkey }}
      page={page}
      base={authorPath(author.npub)}
      initial={loaderData ?? undefined}
    />
  );
}
