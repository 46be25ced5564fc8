import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // The blog layout holds the query cache the blog pages share (see routes/blog-layout.tsx).
  layout("routes/blog-layout.tsx", [
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-article.tsx"),
    // An article by its NIP-19 naddr: moves to the article's /blog/{slug} (see blog/article-address-page.tsx).
    route("a/:naddr", "routes/article-address.tsx"),
  ]),
  route("test-flows", "routes/test-flows.tsx"),
  // Files pre-rendered from the same build data as the pages (app/site/pages.ts, FILE_PATHS).
  route("blog/feed.xml", "routes/blog-feed.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("privacy", "routes/privacy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
