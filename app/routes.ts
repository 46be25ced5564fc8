import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("test-flows", "routes/test-flows.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
