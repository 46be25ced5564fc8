import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { decodeArticleAddress } from "./address";
import { useArticleAddress } from "./api/article-address";
import { blogAuthors } from "./api/authors";
import { ArticleError, ArticleLoading, ArticlePage } from "./article-page";
import { ZERO_COUNTS } from "./interactions";
import { readNavigationState, type ArticleNavigationState } from "./navigation-state";

/** The configured authors' article an naddr names (decoded by `decodeArticleAddress`), else undefined. */
export function articleAddressTarget(naddr: string) {
  return decodeArticleAddress(
    naddr,
    blogAuthors().map((author) => author.pubkey),
  );
}

/**
 * /a/{naddr} (and /blog/{naddr}): the article an naddr names. Once found it moves to its canonical URL,
 * /blog/{slug}, replacing this entry in the history and handing the article over as a card does, so it
 * shows at once. An article that /blog/{slug} would not find (older than the slug lookup's newest 100)
 * stays at this address. An naddr that does not decode, names another kind or an author who is not
 * configured shows "Article not found" without asking any relay.
 */
export function ArticleAddressPage({ naddr }: { naddr: string }) {
  const target = useMemo(() => articleAddressTarget(naddr), [naddr]);
  const result = useArticleAddress(target);
  const navigate = useNavigate();
  const location = useLocation();
  const article = result.state === "found" ? result.article : undefined;
  const canonical = result.state === "found" && result.canonical;
  const shownHere = article ? readNavigationState(location.state, article.slug) : undefined;

  useEffect(() => {
    if (!article || shownHere) return;
    const state: ArticleNavigationState = { article, counts: ZERO_COUNTS };
    const to = canonical ? `/blog/${article.slug}` : `${location.pathname}${location.search}`;
    void navigate(to, { replace: true, state });
  }, [article, canonical, shownHere, navigate, location.pathname, location.search]);

  if (shownHere) return <ArticlePage slug={shownHere.article.slug} />;
  if (result.state === "not-found") return <ArticleError message="Article not found" />;
  if (result.state === "failed") return <ArticleError message="Failed to fetch article. Please try again later." />;
  return <ArticleLoading />;
}
