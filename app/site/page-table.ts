import { matchRoutes } from "react-router";

/**
 * Every page of the site, once: its address, its route module, whether every build pre-renders it and lists it in
 * the sitemap, and the message areas it needs. The route table (app/routes.ts), the pre-rendered pages and the
 * sitemap (./pages.ts) and the words each page loads (areasOfPath in app/i18n/messages.ts) are all read from here,
 * so a new page is one route module, one entry here and its messages (docs/contributing.md, "Recipes").
 */
export interface Page {
  /** The address in English, as React Router writes it (`:name` a parameter, `?` optional, `*` anything else). */
  path: string;
  /** The route module, from app/. */
  file: string;
  /** The layout route it renders in, from app/ (the blog's pages share one: routes/blog-layout.tsx). */
  layout?: string;
  /** Pre-rendered by every build in every language, and in the sitemap (other pages come from the build's data). */
  fixed: boolean;
  /**
   * The message areas it needs besides the shell's: a key's first segment in app/i18n/messages/en.json ("press" for
   * "press.heading"). A new area is named here and nowhere else (app/i18n/messages.ts reads the areas from here).
   */
  areas: readonly string[];
}

const BLOG_LAYOUT = "routes/blog-layout.tsx";

const TABLE = [
  { path: "/", file: "routes/home.tsx", fixed: true, areas: ["home"] },
  { path: "/blog", file: "routes/blog.tsx", layout: BLOG_LAYOUT, fixed: true, areas: ["blog"] },
  // Older pages of the whole archive, a topic's and an author's articles, one route for all (see
  // routes/blog-listing.tsx: every route costs every page, the home page included, its manifest entry).
  {
    path: "/blog/:section/:key/page?/:page?",
    file: "routes/blog-listing.tsx",
    layout: BLOG_LAYOUT,
    fixed: false,
    areas: ["blog"],
  },
  { path: "/blog/:slug", file: "routes/blog-article.tsx", layout: BLOG_LAYOUT, fixed: false, areas: ["blog"] },
  // An article by its NIP-19 naddr: moves to the article's /blog/{slug} (see blog/article-address-page.tsx).
  { path: "/a/:naddr", file: "routes/article-address.tsx", layout: BLOG_LAYOUT, fixed: false, areas: ["blog"] },
  { path: "/test-flows", file: "routes/test-flows.tsx", fixed: true, areas: ["flows"] },
  { path: "/privacy", file: "routes/privacy.tsx", fixed: true, areas: ["privacy"] },
  // Last: any other address.
  { path: "*", file: "routes/not-found.tsx", fixed: false, areas: [] },
] as const satisfies readonly Page[];

/** The message areas of the pages (the shell's is every page's). */
export type PageArea = (typeof TABLE)[number]["areas"][number];

/** The table, each page's areas as their names. */
export const PAGES: readonly (Page & { areas: readonly PageArea[] })[] = TABLE;

/**
 * The page an address (without its language prefix) shows, ranked as the router ranks its routes (React Router's
 * own `matchRoutes`: `/blog/page/2` is the listing, `/blog/x` an article); the catch-all when nothing else matches.
 */
export function pageOfPath<P extends Page>(path: string, pages: readonly P[]): P | undefined {
  return matchRoutes(
    pages.map((page) => ({ path: page.path, page })),
    path,
  )?.[0]?.route.page;
}
