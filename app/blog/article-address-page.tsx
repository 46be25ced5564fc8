import { useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import { articleAddressTarget, useArticleAddress } from "./api/article-address";
import { useLocalized } from "../i18n/local-link";
import { ArticleError, ArticleLoading, ArticlePage } from "./article-page";

/**
 * /a/{naddr} (and /blog/{naddr}): the article an naddr names. Once found it moves to its canonical URL,
 * /blog/{slug}, replacing this entry in the history; that page finds the article at once in the slug lookup
 * this page has just read. An article that /blog/{slug} would not find (older than the lookup's newest 100)
 * is shown here instead. An naddr that does not decode, names another kind or an author who is not
 * configured shows "Article not found" without asking any relay.
 */
export function ArticleAddressPage({ naddr }: { naddr: string }) {
  const target = useMemo(() => articleAddressTarget(naddr), [naddr]);
  const result = useArticleAddress(target);
  const navigate = useNavigate();
  const localized = useLocalized();
  // The article's page in the page's language.
  const canonicalPath =
    result.state === "found" && result.canonical ? localized(`/blog/${result.article.slug}`) : undefined;

  useEffect(() => {
    if (canonicalPath !== undefined) void navigate(canonicalPath, { replace: true });
  }, [canonicalPath, navigate]);

  if (result.state === "found" && !result.canonical) {
    return <ArticlePage slug={result.article.slug} found={result.article} />;
  }
  if (result.state === "not-found") return <ArticleError reason="notFound" />;
  if (result.state === "failed") return <ArticleError reason="failed" />;
  return <ArticleLoading />;
}
