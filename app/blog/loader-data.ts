import type { Article, ListArticle } from "./article";
import type { AuthorProfile } from "./author";

/**
 * What the blog's build-time loader gives a pre-rendered page (the list's articles without their bodies; the
 * article with its body rendered to HTML, so the page hydrates without the markdown renderer; the authors'
 * LNURL zap receipt keys, which browsers never look up themselves) (null in the browser after navigation,
 * and at build time when no relay answered).
 */
export type BlogLoaderData =
  | {
      page: "list";
      articles: ListArticle[];
      profiles: Record<string, AuthorProfile>;
      lnurlPubkeys: Record<string, string>;
      verifiedNip05: Record<string, string>;
      builtAt: number;
    }
  | {
      page: "article";
      article: Article;
      profile?: AuthorProfile;
      lnurlPubkeys: Record<string, string>;
      verifiedNip05: Record<string, string>;
      builtAt: number;
      bodyHtml?: string;
    }
  | null;

/** Route id of the blog layout, whose loader carries the build-time data. */
export const BLOG_LAYOUT_ROUTE_ID = "routes/blog-layout";
