import type { Article } from "./article";
import type { InteractionCounts } from "./interactions";

/** What a card passes to the article page through the router's navigation state. */
export interface ArticleNavigationState {
  article: Article;
  counts: InteractionCounts;
}

const COUNTER_KEYS = ["comments", "reposts", "likes", "zaps", "zapSats"] as const;

/**
 * The navigation state if it is a card's state for this slug. History state survives reloads and can come
 * from an older version of the site, so its shape is checked before use.
 */
export function readNavigationState(state: unknown, slug: string): ArticleNavigationState | undefined {
  if (!state || typeof state !== "object") return undefined;
  const { article, counts } = state as Partial<Record<keyof ArticleNavigationState, unknown>>;
  if (!article || typeof article !== "object" || !counts || typeof counts !== "object") return undefined;
  const a = article as Record<string, unknown>;
  const stringFields = ["id", "pubkey", "title", "summary", "content", "slug", "address", "identifier"];
  if (!stringFields.every((field) => typeof a[field] === "string")) return undefined;
  if (typeof a.createdAt !== "number" || typeof a.publishedAt !== "number" || !Array.isArray(a.topics))
    return undefined;
  if (a.slug !== slug) return undefined;
  const c = counts as Record<string, unknown>;
  if (!COUNTER_KEYS.every((key) => typeof c[key] === "number")) return undefined;
  return state as ArticleNavigationState;
}
