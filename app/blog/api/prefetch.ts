import { useState } from "react";
import { isNaddr } from "../../nostr/nip19";
import { warmUpMarkdown } from "../markdown/markdown-client";
import { prefetchArticleAddress } from "./article-address";
import { articleLookupQuery, articleListQuery, listedArticle } from "./articles";
import { blogQueryClient } from "./query-client";
import { warmUpFastVerifier, warmUpRelays } from "./relay";

/**
 * Starts a blog page's relay work before React renders it, on every entry that renders in the browser (the
 * SPA fallback, a client-side navigation): the relay worker starts, connects and loads its verifier, and
 * the page's first query is already on its way when the page subscribes to it. The article lookup is
 * skipped when the list in the cache already holds the article (a card hands it over).
 */
export function prefetchBlogPage(slug: string | undefined): void {
  warmUpRelays();
  if (slug === undefined) {
    // The list's counts will check thousands of events (an article page's, about a hundred: see ../../nostr/verifier).
    warmUpFastVerifier();
    void blogQueryClient.prefetchQuery(articleListQuery());
    return;
  }
  // An naddr written by hand after /blog/: the address page's work (see ../article-address-page.tsx).
  if (isNaddr(slug)) return prefetchArticleAddress(slug);
  // The article renders in the browser: its markdown worker starts while the article is on its way.
  warmUpMarkdown();
  if (listedArticle(blogQueryClient, slug)) return;
  void blogQueryClient.prefetchQuery(articleLookupQuery({ slug }));
}

/**
 * A page pre-rendered without build data (no relay answered the build) hydrates with nothing to show: its
 * relay work starts during that first render, not after it (the SPA fallback starts it in its clientLoader).
 */
export function usePrefetchWithoutBuildData(buildData: unknown, slug: string | undefined): void {
  useState(() => {
    if (typeof window !== "undefined" && !buildData) prefetchBlogPage(slug);
  });
}
