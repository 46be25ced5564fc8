import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "../../config";
import type { Locale } from "../../i18n/locales";
import type { Translate } from "../../i18n/messages";
import { absoluteUrl, pageCard, pageMeta } from "../../seo";
import { type Article } from "./article";
import { authorWords, displayName, emptyProfile, type AuthorProfile } from "./author";
import { truncate } from "./text";
import { isoDate } from "./format";

/**
 * The blog's meta tags, in the page's language: `locale` and its words `t` (`translator(locale)`; this module is
 * also part of the build's config, where no catalogue loads, so it takes them rather than importing them).
 */
export interface MetaLanguage {
  locale: Locale;
  t: Translate;
}

export const FEED_PATH = "/blog/feed.xml";
/** Longest article title in <title> and share tags (the page itself shows it in full). */
const MAX_META_TITLE = 70;
const MAX_META_DESCRIPTION = 200;

/** One line of at most `max` characters, the last an ellipsis when the text is longer. */
function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return truncate(line, max) === line ? line : truncate(line, max - 1, "…");
}

/** The link to the blog's feed (its articles stay in their authors' words; its title is said in the page's). */
export const feedLink = (t: Translate): MetaDescriptor =>
  listingFeedLink(FEED_PATH, t("blog.meta.feedTitle", { name: PRODUCT_NAME }));

/** "Title | Ember". */
const pageTitle = (t: Translate, title: string) => t("blog.meta.pageTitle", { title, name: PRODUCT_NAME });

export function blogListMeta({ locale, t }: MetaLanguage): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: pageTitle(t, t("blog.meta.blogTitle")),
      description: t("blog.meta.blogDescription"),
      path: "/blog",
      locale,
      card: pageCard(t, t("blog.meta.blogTitle"), t("blog.meta.blogDescription")),
    }),
    feedLink(t),
  ];
}

/**
 * Title, description (the summary), canonical URL, share tags and JSON-LD. An article the build read (`article`
 * given) has its own card, at its English address: its title, its author and `cover`, the site path of the build's
 * copy of its cover, when it made one. The JSON-LD names the cover itself when it is https.
 */
export function articleMeta(
  slug: string,
  article: Omit<Article, "content"> | undefined,
  profile: AuthorProfile | undefined,
  { locale, t }: MetaLanguage,
  cover?: string,
): MetaDescriptor[] {
  const generic = t("blog.meta.articleDescription", { name: PRODUCT_NAME });
  if (!article) {
    return [
      ...pageMeta({
        title: pageTitle(t, t("blog.meta.article")),
        description: generic,
        path: `/blog/${slug}`,
        locale,
        canonicalOnly: true,
        type: "article",
      }),
      feedLink(t),
    ];
  }
  const path = `/blog/${article.slug}`;
  const image = article.image?.startsWith("https://") ? article.image : undefined;
  // An empty or blank body without a summary tag leaves no summary: the page still says what it is.
  const description = clip(article.summary, MAX_META_DESCRIPTION) || generic;
  const author = displayName(profile ?? emptyProfile(article.pubkey), "article", authorWords(t));
  const title = article.untitled ? t("blog.article.untitled") : article.title;
  return [
    ...pageMeta({
      title: pageTitle(t, clip(title, MAX_META_TITLE)),
      description,
      path,
      locale,
      canonicalOnly: true,
      card: {
        title: clip(title, 200),
        text: author,
        ...(cover ? { cover } : {}),
        alt: t("shell.share.articleImageAlt", { title: clip(title, MAX_META_TITLE), author, name: PRODUCT_NAME }),
      },
      type: "article",
    }),
    { property: "article:published_time", content: isoDate(article.publishedAt) ?? "" },
    feedLink(t),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: clip(title, 110),
        description,
        ...(article.language ? { inLanguage: article.language } : {}),
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

/**
 * An older page of the blog, a topic's or an author's page: its title (before " | Ember"), description, canonical
 * URL and feed.
 */
export function listingMeta({
  title,
  description,
  path,
  feed,
  card = false,
  locale,
  t,
}: MetaLanguage & {
  title: string;
  description: string;
  path: string;
  feed?: { href: string; title: string };
  /** Whether the page has its own share card: only a page the build pre-rendered with its data has one. */
  card?: boolean;
}): MetaDescriptor[] {
  const short = clip(title, MAX_META_TITLE);
  return [
    ...pageMeta({
      title: pageTitle(t, short),
      description,
      path,
      locale,
      ...(card ? { card: pageCard(t, short, description) } : {}),
    }),
    feed ? listingFeedLink(feed.href, feed.title) : feedLink(t),
  ];
}
