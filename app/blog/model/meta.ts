import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "../../config";
import { absoluteUrl, pageMeta } from "../../seo";
import { type Article } from "./article";
import { displayName, emptyProfile, type AuthorProfile } from "./author";
import { truncate } from "./text";
import { isoDate } from "./format";

export const FEED_PATH = "/blog/feed.xml";
/** Longest article title in <title> and share tags (the page itself shows it in full). */
const MAX_META_TITLE = 70;
const MAX_META_DESCRIPTION = 200;

/** One line of at most `max` characters, the last an ellipsis when the text is longer. */
function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return truncate(line, max) === line ? line : truncate(line, max - 1, "…");
}

export const feedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${PRODUCT_NAME} blog`,
  href: FEED_PATH,
};

export function blogListMeta(): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: `Blog | ${PRODUCT_NAME}`,
      description: "Long-form articles on bitcoin, ecash, lightning and nostr, read live from nostr relays.",
      path: "/blog",
    }),
    feedLink,
  ];
}

/** Title, description (the summary), canonical URL, share tags (with the cover when https) and JSON-LD. */
export function articleMeta(slug: string, article: Article | undefined, profile?: AuthorProfile): MetaDescriptor[] {
  if (!article) {
    return [
      ...pageMeta({
        title: `Article | ${PRODUCT_NAME}`,
        description: `An article on the ${PRODUCT_NAME} blog.`,
        path: `/blog/${slug}`,
        canonicalOnly: true,
        type: "article",
      }),
      feedLink,
    ];
  }
  const path = `/blog/${article.slug}`;
  const image = article.image?.startsWith("https://") ? article.image : undefined;
  const description = clip(article.summary, MAX_META_DESCRIPTION);
  const author = displayName(profile ?? emptyProfile(article.pubkey), "article");
  return [
    ...pageMeta({
      title: `${clip(article.title, MAX_META_TITLE)} | ${PRODUCT_NAME}`,
      description,
      path,
      canonicalOnly: true,
      image,
      type: "article",
    }),
    { property: "article:published_time", content: isoDate(article.publishedAt) ?? "" },
    feedLink,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: clip(article.title, 110),
        description,
        datePublished: isoDate(article.publishedAt),
        dateModified: isoDate(article.createdAt),
        author: { "@type": "Person", name: author },
        publisher: { "@type": "Organization", name: PRODUCT_NAME },
        mainEntityOfPage: absoluteUrl(path),
        ...(image ? { image } : {}),
        keywords: article.topics.join(", ") || undefined,
      },
    },
  ];
}

/** The feed link of a listing with its own feed (a topic, an author). */
export const listingFeedLink = (href: string, title: string): MetaDescriptor => ({
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title,
  href,
});

/** An older page of the blog, a topic's or an author's page: its title, description, canonical URL and feed. */
export function listingMeta({
  title,
  description,
  path,
  feed,
}: {
  title: string;
  description: string;
  path: string;
  feed?: { href: string; title: string };
}): MetaDescriptor[] {
  return [
    ...pageMeta({ title: `${clip(title, MAX_META_TITLE)} | ${PRODUCT_NAME}`, description, path }),
    feed ? listingFeedLink(feed.href, feed.title) : feedLink,
  ];
}
