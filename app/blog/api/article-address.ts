import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Filter } from "nostr-tools/filter";
import { toArticles, type Article } from "../model/article";
import { decodeArticleAddress, type ArticleAddress } from "../../nostr/nip19";
import { articleAddress } from "../../nostr/nip23";
import { warmUpMarkdown } from "../markdown/markdown-client";
import { ARTICLE_LOOKUP_LIMIT, articleLookupQuery } from "./articles";
import { blogAuthors } from "./authors";
import { blogQueryClient } from "./query-client";
import { relays, warmUpRelays } from "./relay";
import { ARTICLE_KIND, DELETION_KIND } from "../../nostr/kinds";

/** Versions of one address a relay may still hold (it should keep only the newest). */
const ADDRESS_VERSION_LIMIT = 10;

/**
 * One article by its address (`#d` + author + kind) and, in the same request, its author's deletion requests:
 * those naming the address, and the newest of any kind (a deletion by event id names no address).
 */
export function articleAddressFilters(target: ArticleAddress): Filter[] {
  const authors = [target.pubkey];
  return [
    { kinds: [ARTICLE_KIND], authors, "#d": [target.identifier], limit: ADDRESS_VERSION_LIMIT },
    { kinds: [DELETION_KIND], authors, "#a": [articleAddress(target)], limit: ADDRESS_VERSION_LIMIT },
    { kinds: [DELETION_KIND], authors, limit: ARTICLE_LOOKUP_LIMIT },
  ];
}

/** The newest shown version of the article at the address (none when missing, deleted or expired). */
export async function fetchArticleByAddress(target: ArticleAddress): Promise<Article | null> {
  const events = await relays.call("events", articleAddressFilters(target));
  const address = articleAddress(target);
  const authors = blogAuthors().map((author) => author.pubkey);
  return toArticles(events, { authors }).find((article) => article.address === address) ?? null;
}

export const articleByAddressQuery = (target: ArticleAddress) =>
  queryOptions({
    queryKey: ["blog", "article-address", articleAddress(target)],
    queryFn: () => fetchArticleByAddress(target),
  });

/** The configured authors' article an naddr names (decoded by `decodeArticleAddress`), else undefined. */
export function articleAddressTarget(naddr: string): ArticleAddress | undefined {
  return decodeArticleAddress(
    naddr,
    blogAuthors().map((author) => author.pubkey),
  );
}

/**
 * Starts the relay work of an address page (/a/{naddr}, /blog/{naddr}) before it renders: the article, and the
 * lookup that gives its URL. Nothing for an naddr that names no configured author's article.
 */
export function prefetchArticleAddress(naddr: string): void {
  const target = articleAddressTarget(naddr);
  if (!target) return;
  warmUpRelays();
  warmUpMarkdown();
  void blogQueryClient.prefetchQuery(articleByAddressQuery(target));
  void blogQueryClient.prefetchQuery(articleLookupQuery({ address: articleAddress(target) }));
}

export type AddressLookup =
  | { state: "loading" }
  | { state: "not-found" }
  | { state: "failed" }
  /** `canonical`: the article as /blog/{slug} finds it (same slug rule), when that URL shows it. */
  | { state: "found"; article: Article; canonical: boolean };

/**
 * The article an address names, and whether its /blog/{slug} URL shows it: the address query finds it by
 * `d` tag; the lookup among the newest 100 (where /blog/{slug} looks) tells its slug among the other articles.
 * An article that lookup does not find (older than the newest 100) is shown where it is.
 */
export function useArticleAddress(target: ArticleAddress | undefined): AddressLookup {
  const byAddress = useQuery({ ...articleByAddressQuery(target ?? { pubkey: "", identifier: "" }), enabled: !!target });
  const lookup = useQuery({
    ...articleLookupQuery({ address: target ? articleAddress(target) : "" }),
    enabled: !!target,
  });
  if (!target) return { state: "not-found" };
  if (byAddress.isPending || lookup.isPending) return { state: "loading" };
  const listed = lookup.data;
  if (listed) return { state: "found", article: listed, canonical: true };
  if (byAddress.data) return { state: "found", article: byAddress.data, canonical: false };
  return byAddress.isError ? { state: "failed" } : { state: "not-found" };
}
