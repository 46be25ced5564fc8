import { listingFeedArticles } from "../blog/build-time.server";
import { authorOf } from "../blog/api/authors";
import { displayName, emptyProfile } from "../blog/model/author";
import { feedXml } from "../blog/model/feed";
import { authorPath, feedPath, topicKey, topicPath, type Listing } from "../blog/model/listing";
import { toHexPublicKey } from "../nostr/public-key";
import { PRODUCT_NAME } from "../config";
import type { Route } from "./+types/blog-listing-feed";

/**
 * Pre-rendered to /blog/tag/{topic}/feed.xml and /blog/author/{npub}/feed.xml: the listing's newest 30, as the
 * blog's own feed lists its newest (app/routes.ts names this module twice).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const pubkey = params.npub ? toHexPublicKey(params.npub) : undefined;
  const author = pubkey ? authorOf(pubkey) : undefined;
  const key = params.topic ? topicKey(params.topic) : "";
  const listing: Listing | undefined = author
    ? { kind: "author", pubkey: author.pubkey }
    : key
      ? { kind: "topic", key }
      : undefined;
  if (!listing) return new Response("Not found", { status: 404 });
  const { articles, profiles } = await listingFeedArticles(listing);
  const name = author ? displayName(profiles[author.pubkey] ?? emptyProfile(author.pubkey), "article") : undefined;
  const title = name ? `${PRODUCT_NAME} blog: ${name}` : `${PRODUCT_NAME} blog: #${key}`;
  const link = author ? authorPath(author.npub) : topicPath(key);
  return new Response(feedXml(articles, profiles, undefined, undefined, { title, self: feedPath(link), link }), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
