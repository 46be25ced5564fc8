import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { relays } from "./relay";
import { hasContent, type Article, type ArticleFind, type ListArticle } from "../model/article";
import { blogAuthors } from "./authors";
import type { InteractionCounts } from "../model/counts";
import { interactionsQuery, LIST_INTERACTION_LIMIT } from "./interactions";
import type { CountsById } from "./relay-contract";
import { LNURL_PUBKEYS_KEY, type LnurlPubkeys } from "./build-records";
import { sinceBuild } from "../model/since-build";

/** Article query limits (docs/product.md): the list, and the lookup of one article by slug. */
export const ARTICLE_LIST_LIMIT = 30;
export const ARTICLE_LOOKUP_LIMIT = 100;

/** Relay pages the list reads back at most when deleted or replaced versions leave fewer than 30 in the first. */
export const LIST_MAX_PAGES = 5;

/**
 * The newest `limit` articles: the list's query (`limit` per filter), then further back the same way while deleted,
 * expired or replaced versions left fewer than `limit` (so /blog shows 30 and /blog/page/2 starts at the 31st).
 */
export async function fetchArticles(limit: number, pubkeys = blogAuthors().map((a) => a.pubkey)): Promise<Article[]> {
  if (pubkeys.length === 0) return [];
  return (await relays.call("newest", pubkeys, limit, limit, LIST_MAX_PAGES, true)).filter(hasContent);
}

/**
 * The list's articles; full ones from the relays, body-less ones from a pre-rendered page's data. Their counts
 * are asked for the moment they arrive, under the key the list page reads them by, without waiting for the
 * page to render the cards.
 */
export const articleListQuery = () =>
  queryOptions<ListArticle[]>({
    queryKey: ["blog", "articles", ARTICLE_LIST_LIMIT],
    queryFn: async ({ client }) => {
      const articles = await fetchArticles(ARTICLE_LIST_LIMIT);
      if (articles.length > 0) {
        const lnurlPubkeys = client.getQueryData<LnurlPubkeys>(LNURL_PUBKEYS_KEY);
        void client.prefetchQuery(interactionsQuery(articles, LIST_INTERACTION_LIMIT, lnurlPubkeys));
      }
      return articles;
    },
  });

/**
 * A card's article, with its counts when the list has them: what the article page shows at once when a
 * reader comes from the list (undefined when the list in the cache does not hold this article's body).
 */
export function listedArticle(
  client: QueryClient,
  slug: string,
): { article: Article; counts?: InteractionCounts } | undefined {
  const article = client.getQueryData(articleListQuery().queryKey)?.find((listed) => listed.slug === slug);
  if (!article || !hasContent(article)) return undefined;
  const counts = client
    .getQueriesData<CountsById>({ queryKey: ["blog", "interactions", LIST_INTERACTION_LIMIT] })
    .find(([, byId]) => byId?.[article.id])?.[1]?.[article.id];
  return { article, counts };
}

/**
 * One article among the authors' newest 100, by slug (/blog/{slug}) or by address (an address page's URL): the
 * lookup runs in the relay worker, so the other articles' bodies never cross to the page.
 */
export const articleLookupQuery = (find: ArticleFind) =>
  queryOptions({
    queryKey: ["blog", "article-lookup", ARTICLE_LOOKUP_LIMIT, find],
    queryFn: () =>
      relays.call(
        "article",

        blogAuthors().map((author) => author.pubkey),
        ARTICLE_LOOKUP_LIMIT,
        find,
      ),
  });

/**
 * The list, newest first, read from the relays: /blog without the build's data (the SPA fallback, a client-side
 * navigation). A pre-rendered /blog shows the build's list and asks only for what came since (api/listing.ts).
 */
export function useArticleList() {
  return useQuery(articleListQuery());
}

/**
 * One article by slug, from the lookup query (limit 100). Skipped while `enabled` is false (the article
 * came with the navigation). `initial` is the build-time article of a pre-rendered page: while the slug is
 * still one of its URLs, a version of that same article dated since the build is shown, never another one. The
 * build's article (without its markdown) is not the query's data: the page shows it when no newer version came.
 */
export function useArticleLookup(
  slug: string,
  enabled: boolean,
  initial?: { article: { address: string }; builtAt: number },
) {
  const find = initial
    ? { slug, preferAddress: initial.article.address, since: sinceBuild(initial.builtAt) }
    : { slug };
  return useQuery({ ...articleLookupQuery(find), enabled });
}
