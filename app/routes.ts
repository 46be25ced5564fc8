import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  // Every page in every language: English at its own address, the others under their prefix. A prefix, not a layout
  // route: a route costs every page its manifest entry and a file (a first segment that names no language: root.tsx).
  ...prefix(":lang?", [
    index("routes/home.tsx"),
    // The blog layout holds the query cache the blog pages share (see routes/blog-layout.tsx).
    layout("routes/blog-layout.tsx", [
      route("blog", "routes/blog.tsx"),
      // Older pages of the whole archive, a topic's and an author's articles, one route for all (see
      // routes/blog-listing.tsx: every route costs every page, the home page included, its manifest entry).
      route("blog/:section/:key/page?/:page?", "routes/blog-listing.tsx"),
      route("blog/:slug", "routes/blog-article.tsx"),
      // An article by its NIP-19 naddr: moves to the article's /blog/{slug} (see blog/article-address-page.tsx).
      route("a/:naddr", "routes/article-address.tsx"),
    ]),
    route("test-flows", "routes/test-flows.tsx"),
    // No resource routes: the feeds, sitemap.xml, robots.txt and the blog's archive are written by the build itself
    // (blog/build-time.server.ts writeSiteFiles); a route would add its entry to the route manifest every page
    // loads, the home page included.
    route("privacy", "routes/privacy.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
