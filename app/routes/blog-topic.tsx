import { blogListingData } from "../blog/build-time.server";
import { ListingPage } from "../blog/listing-page";
import { listingMeta } from "../blog/model/meta";
import { feedPath, parsePage, topicKey, topicPath } from "../blog/model/listing";
import { PRODUCT_NAME } from "../config";
import type { Route } from "./+types/blog-topic";

/** Build time only: a topic's articles, page by page (every topic the build saw is pre-rendered). */
export const loader = ({ params }: Route.LoaderArgs) => {
  const page = parsePage(params.page);
  const key = topicKey(params.topic);
  return page && key ? blogListingData({ kind: "topic", key }, page) : null;
};

/** In the browser: the pre-rendered page's data when there is one, else the relays (a topic the build did not see). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader().catch(() => null);
}

export { BlogHydrateFallback as HydrateFallback } from "../blog/components/hydrate-fallback";

/** The topic as an article writes it, else as the URL does. */
function topicLabel(topic: string, articles?: { topics: string[] }[]): string {
  const key = topicKey(topic);
  return articles?.flatMap((article) => article.topics).find((label) => topicKey(label) === key) ?? topic;
}

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const page = parsePage(params.page) ?? 1;
  const key = topicKey(params.topic);
  const label = topicLabel(params.topic, loaderData?.articles);
  return listingMeta({
    title: `#${label}${page > 1 ? `, page ${page}` : ""}`,
    description: `Articles on ${label} from the ${PRODUCT_NAME} blog.`,
    path: topicPath(key, page),
    feed: { href: feedPath(topicPath(key)), title: `${PRODUCT_NAME} blog: #${label}` },
  });
};

export default function BlogTopic({ loaderData, params }: Route.ComponentProps) {
  const page = parsePage(params.page) ?? 0;
  const key = topicKey(params.topic);
  return (
    <ListingPage
      key={`${key}/${page}`}
      listing={{ kind: "topic", key }}
      page={page}
      base={topicPath(key)}
      heading={`#${topicLabel(params.topic, loaderData?.articles)}`}
      initial={loaderData ?? undefined}
    />
  );
}
