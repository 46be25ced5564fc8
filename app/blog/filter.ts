import type { Article } from "./article";
import type { AuthorConfig } from "./author";

/** The list filter exists in logic only; no control is rendered (docs/product.md). */
export type AuthorFilter = "all" | "primary" | "promoted";

/** The list shows every configured author; the filter exists in logic only. */
export const BLOG_LIST_FILTER: AuthorFilter = "all";

export function filterArticles<T extends Pick<Article, "pubkey">>(
  articles: T[],
  authors: AuthorConfig[],
  filter: AuthorFilter,
): T[] {
  if (filter === "all") return articles;
  const primary = new Set(authors.filter((author) => author.isPrimary).map((author) => author.pubkey));
  return articles.filter((article) => (filter === "primary") === primary.has(article.pubkey));
}
