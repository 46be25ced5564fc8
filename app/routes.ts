import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // The blog layout holds the query cache the blog pages share (see routes/blog-layout.tsx).
  layout("routes/blog-layout.tsx", [
    route("blog", "routes/blog.tsx"),
    // Older pages of the whole archive, a topic's and an author's articles (see blog/listing-page.tsx).
    route("blog/page/:page", "routes/blog-page.tsx"),
    route("blog/tag/:topic", "routes/blog-topic.tsx", { id: "blog-topic" }),
    route("blog/tag/:topic/page/:page", "routes/blog-topic.tsx", { id: "blog-topic-page" }),
    route("blog/author/:npub", "routes/blog-author.tsx", { id: "blog-author" }),
    route("blog/author/:npub/page/:page", "routes/blog-author.tsx", { id: "blog-author-page" }),
    route("blog/:slug", "routes/blog-article.tsx"),
    // An article by its NIP-19 naddr: moves to the article's /blog/{slug} (see blog/article-address-page.tsx).
    route("a/:naddr", "routes/article-address.tsx"),
  ]),
  route("test-flows", "routes/test-flows.tsx"),
  // Files pre-rendered from the same build data as the pages (app/site/pages.ts, FILE_PATHS).
  route("blog/feed.xml", "routes/blog-feed.ts"),
  route("blog/tag/:topic/feed.xml", "routes/blog-listing-feed.ts", { id: "blog-topic-feed" }),
  route("blog/author/:npub/feed.xml", "routes/blog-listing-feed.ts", { id: "blog-author-feed" }),
  route("blog/archive.json", "routes/blog-archive.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("privacy", "routes/privacy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
