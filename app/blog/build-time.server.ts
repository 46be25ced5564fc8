/**
 * Build-time blog data for pre-rendering (Node only). The relays are asked once per build process, shared
 * by react-router.config.ts (which paths to pre-render) and the blog loader (what each page shows), so
 * every pre-rendered page agrees with the list of paths. When no relay answers, the build goes on without
 * blog data (with a warning) and the pages load their articles in the browser.
 */
import { closeRelayConnections } from "../nostr/node";
import { findBySlug, withoutContent, type Article } from "./model/article";
import { ARTICLE_LIST_LIMIT, fetchArticles } from "./api/articles";
import { blogAuthors } from "./api/authors";
import { fetchProfiles, type Profiles } from "./api/profiles";
import { resolveLnurlPubkeys } from "../nostr/lud16";
import type { ArticleInitialData } from "./article-page";
import type { BlogListInitialData } from "./blog-list-page";
import { verifyNip05s } from "../nostr/nip05";
import { wellKnownFetch } from "./well-known-fetch.server";
import { renderBodyHtml } from "./markdown/render-body.server";

export interface BlogBuildData {
  articles: Article[];
  profiles: Profiles;
  /** Author pubkey -> their LNURL server's zap receipt key (only authors whose lightning address answered). */
  lnurlPubkeys: Record<string, string>;
  /** Author pubkey -> their nip05, for the authors whose domain verified it (see nip05.ts). */
  verifiedNip05: Record<string, string>;
  /** When the data was read (ms): the browser refreshes it at once. */
  builtAt: number;
}

const CACHE = Symbol.for("ember.blog.buildData");
type Cache = { [CACHE]?: Promise<BlogBuildData | null> };

async function load(): Promise<BlogBuildData | null> {
  const started = Date.now();
  try {
    const articles = await fetchArticles(ARTICLE_LIST_LIMIT);
    const authors = blogAuthors();
    const profiles: Profiles = await fetchProfiles(authors.map((author) => author.pubkey)).catch((error: unknown) => {
      console.warn(`blog: author profiles not loaded at build time (${String(error)})`);
      return {};
    });
    console.log(`blog: ${articles.length} articles read from the relays in ${Date.now() - started} ms`);
    const fetchWellKnown = wellKnownFetch();
    const [lnurlPubkeys, verifiedNip05] = await Promise.all([
      resolveLnurlPubkeys(
        authors.map(({ pubkey }) => ({ pubkey, lud16: profiles[pubkey]?.lud16 })),
        fetchWellKnown,
      ),
      verifyNip05s(
        authors.map(({ pubkey }) => ({ pubkey, nip05: profiles[pubkey]?.nip05 })),
        fetchWellKnown,
      ),
    ]);
    const withAddress = authors.filter(({ pubkey }) => profiles[pubkey]?.lud16).length;
    if (withAddress > 0) {
      console.log(
        `blog: zap receipt keys of ${Object.keys(lnurlPubkeys).length} of ${withAddress} lightning addresses`,
      );
    }
    console.log(`blog: ${Object.keys(verifiedNip05).length} NIP-05 identifiers verified`);
    return { articles, profiles, lnurlPubkeys, verifiedNip05, builtAt: Date.now() };
  } catch (error) {
    console.warn(
      `\n⚠ blog: no relay answered at build time (${String(error)}); /blog and the articles will load in the browser.\n`,
    );
    return null;
  } finally {
    closeRelayConnections();
  }
}

/** The build's blog data, read once per process (null when no relay answered). */
export function loadBlogBuildData(): Promise<BlogBuildData | null> {
  const cache = globalThis as Cache;
  cache[CACHE] ??= load();
  return cache[CACHE];
}

/** Paths to pre-render: every article of the list. */
export async function blogArticlePaths(): Promise<string[]> {
  const data = await loadBlogBuildData();
  return (data?.articles ?? []).map((article) => `/blog/${article.slug}`);
}

/** The pre-rendered /blog page's data: the list without the bodies (null when no relay answered the build). */
export async function blogListData(): Promise<BlogListInitialData | null> {
  const data = await loadBlogBuildData();
  return data && { ...data, articles: data.articles.map(withoutContent) };
}

/** A pre-rendered /blog/{slug} page's data, with the body rendered to HTML (null without it). */
export async function blogArticleData(slug: string): Promise<ArticleInitialData | null> {
  const data = await loadBlogBuildData();
  const article = data && findBySlug(data.articles, slug);
  if (!data || !article) return null;
  return {
    article,
    profile: data.profiles[article.pubkey],
    lnurlPubkeys: data.lnurlPubkeys,
    verifiedNip05: data.verifiedNip05,
    builtAt: data.builtAt,
    bodyHtml: renderBody(article),
  };
}

/**
 * The article's body as HTML, as the page's markdown renderer shows it, so the pre-rendered page hydrates
 * without loading it. Markdown that takes too long to parse is shown as plain text, here as in the browser.
 */
export function renderBody(article: Article): string {
  return renderBodyHtml(article.content, (reason) => {
    console.warn(`blog: the body of "${article.title}" is shown as plain text (${reason})`);
  });
}
