import type { Article } from "./article";
import type { AuthorProfile } from "./author";

/**
 * What the blog's build-time loader gives a pre-rendered page (null in the browser after navigation, and
 * at build time when no relay answered).
 */
export type BlogLoaderData =
  | { page: "list"; articles: Article[]; profiles: Record<string, AuthorProfile>; builtAt: number }
  | { page: "article"; article: Article; profile?: AuthorProfile; builtAt: number }
  | null;

/** Route id of the blog layout, whose loader carries the build-time data. */
export const BLOG_LAYOUT_ROUTE_ID = "routes/blog-layout";
