/**
 * The pre-rendered blog pages' data, read from the blog snapshot: what the build's snapshot step
 * (builder/blog/snapshot.ts) learned from the relays, the previous archive and the images, written to one file before
 * any page renders. The loaders, on both pre-rendering threads, read that file through the build's
 * `virtual:blog-snapshot` module and nothing else, so every page agrees with the list of paths and the pages can be
 * rendered again from the file without asking any relay. Runs only in React Router's render at build time.
 */
import { readBlogSnapshot } from "virtual:blog-snapshot";
import { findBySlug, pageArticle, withoutContent, type Article, type ListArticle } from "./model/article";
import { listedIn, pageCount, pageOf, type Listing, type Topic } from "./model/listing";
import type { ArchiveFile } from "./model/archive";
import type { Profiles } from "./api/profiles";
import type { CountsById } from "./api/relay-contract";
import type { ImageCopies } from "./api/build-records";
import { ARTICLE_INTERACTION_LIMIT } from "./api/interactions";
import { capCounts } from "./model/counts";
import type { ArticleInitialData } from "./article-page";
import type { ListingInitialData } from "./listing-data";

/** The blog snapshot: what one build knows of the blog (null in its file when no relay answered and no archive held an article). */
export interface BlogBuildData {
  /** Every article of the archive, newest first (created_at), each with its unique slug. */
  articles: Article[];
  /** Article id -> its body as HTML, as the page's markdown renderer shows it (plain text past the deadline). */
  bodies: Record<string, string>;
  profiles: Profiles;
  /** Author pubkey -> their LNURL server's zap receipt key (only authors whose lightning address answered). */
  lnurlPubkeys: Record<string, string>;
  /** Author pubkey -> their nip05, for the authors whose domain verified it (see nip05.ts). */
  verifiedNip05: Record<string, string>;
  /** Article id -> its interaction counts as the build read them (the list's rule, each article on its own). */
  counts: CountsById;
  /** Article id -> the part of its counts dated from sinceBuild(builtAt) on (none: absent). */
  recentCounts: CountsById;
  /** The build's copies of the covers and the authors' pictures on this site, by original URL. */
  images: ImageCopies;
  /** Every topic of the archive, most used first. */
  topics: Topic[];
  /** What the site publishes at /blog/archive.json for the next build. */
  archive: ArchiveFile;
  /** When the build began to read the relays (ms): the pages ask for what is dated from sinceBuild(builtAt) on. */
  builtAt: number;
}

/** The snapshot, read once per module instance (each pre-rendering thread's server build has its own). */
let snapshot: Promise<BlogBuildData | null> | undefined;

const loadBlogBuildData = () => (snapshot ??= readBlogSnapshot());

/** The copies a page shows: its articles' covers and the authors' pictures. */
function imagesFor(data: BlogBuildData, articles: Pick<Article, "image">[]): ImageCopies {
  const urls = [
    ...articles.flatMap((article) => (article.image ? [article.image] : [])),
    ...Object.values(data.profiles).map((profile) => profile.picture),
  ];
  return Object.fromEntries(urls.flatMap((url) => (data.images[url] ? [[url, data.images[url]!]] : [])));
}

/** The entries of `byId` for some articles. */
function pick<T>(byId: Record<string, T>, articles: { id: string }[]): Record<string, T> {
  return Object.fromEntries(articles.flatMap((article) => (byId[article.id] ? [[article.id, byId[article.id]!]] : [])));
}

/**
 * A pre-rendered listing page's data: its articles without their bodies, their counts, the authors' profiles and
 * the number of pages (null when the build has no blog data or cannot fill this page: it loads in the browser).
 */
export async function blogListingData(listing: Listing, page: number): Promise<ListingInitialData | null> {
  const data = await loadBlogBuildData();
  if (!data) return null;
  const all = listedIn(data.articles, listing);
  // A page the build cannot fill (an unknown topic, the archive grew since): the browser reads it from the relays.
  if (all.length === 0 || page > pageCount(all.length)) return null;
  const articles: ListArticle[] = pageOf(all, page).map(withoutContent);
  return {
    articles,
    before: page > 1 ? pageOf(all, page - 1).map(withoutContent) : [],
    profiles: data.profiles,
    lnurlPubkeys: data.lnurlPubkeys,
    verifiedNip05: data.verifiedNip05,
    counts: pick(data.counts, articles),
    recentCounts: pick(data.recentCounts, articles),
    images: imagesFor(data, articles),
    page,
    pages: pageCount(all.length),
    total: all.length,
    builtAt: data.builtAt,
  };
}

/** The pre-rendered /blog page's data: the newest 30 without their bodies (null when no relay answered the build). */
export const blogListData = () => blogListingData({ kind: "blog" }, 1);

/** A pre-rendered /blog/{slug} page's data, with the body the snapshot step rendered to HTML (null without it). */
export async function blogArticleData(slug: string): Promise<ArticleInitialData | null> {
  const data = await loadBlogBuildData();
  const article = data && findBySlug(data.articles, slug);
  const bodyHtml = article ? data.bodies[article.id] : undefined;
  if (!data || !article || bodyHtml === undefined) return null;
  return {
    article: pageArticle(article),
    profile: data.profiles[article.pubkey],
    lnurlPubkeys: data.lnurlPubkeys,
    verifiedNip05: data.verifiedNip05,
    // Capped as the page's own counts are (its queries' limit), however many the list's limit let the build count.
    counts: data.counts[article.id] && capCounts(data.counts[article.id]!, ARTICLE_INTERACTION_LIMIT),
    recentCounts: data.recentCounts[article.id],
    images: imagesFor(data, [article]),
    builtAt: data.builtAt,
    bodyHtml,
  };
}
