import { useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useState, type ReactNode } from "react";
import { PRODUCT_NAME } from "../config";
import type { Article, PageArticle } from "./model/article";
import { emptyProfile, type AuthorProfile } from "./model/author";
import { listedArticle, useArticleLookup } from "./api/articles";
import { ARTICLE_INTERACTION_LIMIT, useInteractionCounts } from "./api/interactions";
import {
  ImageCopiesContext,
  useImageCopies,
  useLnurlPubkeys,
  useVerifiedNip05,
  type ImageCopies,
} from "./api/build-records";
import { useProfiles } from "./api/profiles";
import { ArticleView } from "./components/article-view";
import { BackToBlog } from "./components/back-to-blog";
import { ZERO_COUNTS, type InteractionCounts } from "./model/counts";
import { isVerifiedNip05 } from "../nostr/nip05";
import { useT } from "../i18n/messages";

export interface ArticleInitialData {
  /** Without its markdown: the page has its body as HTML (`bodyHtml`). */
  article: PageArticle;
  profile?: AuthorProfile;
  lnurlPubkeys?: Record<string, string>;
  verifiedNip05?: Record<string, string>;
  builtAt: number;
  bodyHtml: string;
  /** The build's copies of the cover and the author's picture. */
  images?: ImageCopies;
  /** The build's counts of the article, shown at first paint until the live figures arrive. */
  counts?: InteractionCounts;
  /** The part of `counts` dated from sinceBuild(builtAt) on, which the page asks for again (absent: none). */
  recentCounts?: InteractionCounts;
}

/**
 * One article. Arriving from the list, the article is in the blog's query cache and shows at once; loaded
 * directly, it is looked up by slug (limit 100), seeded with the build-time article when pre-rendered.
 * `found`: an article already found another way (by its address), shown without the lookup.
 */
export function ArticlePage({ slug, initial, found }: { slug: string; initial?: ArticleInitialData; found?: Article }) {
  const client = useQueryClient();
  const t = useT("blog");
  const [fromList] = useState(() => (found ? { article: found } : listedArticle(client, slug)));
  const lookup = useArticleLookup(slug, !fromList, initial);
  // The relays no longer holding a pre-rendered article (or its deletion, honoured by the next build) leaves the
  // build's copy on the page: relays forget, the site does not.
  const article = fromList?.article ?? lookup.data ?? initial?.article;
  const pubkeys = article ? [article.pubkey] : [];
  const profiles = useProfiles(
    pubkeys,
    Boolean(article),
    initial?.profile && { profiles: { [initial.profile.pubkey]: initial.profile }, builtAt: initial.builtAt },
  );
  const lnurlPubkeys = useLnurlPubkeys(initial?.lnurlPubkeys);
  const verifiedNip05 = useVerifiedNip05(initial?.verifiedNip05);
  const copies = useImageCopies(initial?.images);
  const counts = useInteractionCounts(
    article ? [article] : [],
    ARTICLE_INTERACTION_LIMIT,
    Boolean(article),
    fromList?.counts
      ? { [fromList.article.id]: fromList.counts }
      : initial?.counts && { [initial.article.id]: initial.counts },
    lnurlPubkeys,
    // The build counted this article: the page asks only for what came since (api/interactions.ts).
    initial?.counts && {
      builtAt: initial.builtAt,
      counts: { [initial.article.id]: initial.counts },
      recentCounts: initial.recentCounts && { [initial.article.id]: initial.recentCounts },
    },
  ).data;

  const title = article && (article.untitled ? t("blog.article.untitled") : article.title);
  useEffect(() => {
    if (title !== undefined) document.title = t("blog.meta.pageTitle", { title, name: PRODUCT_NAME });
  }, [title, t]);
  // The page's first render with an article that came from the relays is a large one: as a deferred value it
  // renders at transition priority, in slices the main thread can interleave with other work.
  const shown = useDeferredValue(article);

  if (shown) {
    const profile = profiles[shown.pubkey] ?? emptyProfile(shown.pubkey);
    return (
      <ImageCopiesContext value={copies}>
        <ArticleView
          article={shown}
          profile={profile}
          nip05Verified={isVerifiedNip05(profile, verifiedNip05)}
          counts={
            counts?.[shown.id] ??
            fromList?.counts ??
            (initial?.article.id === shown.id ? initial.counts : undefined) ??
            ZERO_COUNTS
          }
          bodyHtml={initial?.article.id === shown.id ? initial.bodyHtml : undefined}
        />
      </ImageCopiesContext>
    );
  }
  if (article || lookup.isPending || lookup.isFetching) return <ArticleLoading />;
  return <ArticleError reason={lookup.isError ? "failed" : "notFound"} />;
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 pt-topbar pb-16 md:px-6">{children}</div>;
}

export function ArticleLoading() {
  const t = useT("blog");
  return (
    <Frame>
      <BackToBlog />
      <p role="status" className="py-16 text-center text-muted">
        {t("blog.article.loading")}
      </p>
    </Frame>
  );
}

/** The article cannot be shown: no relay has it (`notFound`), or none answered (`failed`). */
export function ArticleError({ reason }: { reason: "notFound" | "failed" }) {
  const t = useT("blog");
  return (
    <Frame>
      <div role="alert" className="flex flex-col items-center gap-2 py-16 text-center">
        <h1 className="text-3xl font-bold">{t("blog.article.notFound")}</h1>
        <p className="text-muted">{t(reason === "failed" ? "blog.article.failed" : "blog.article.notFound")}</p>
        <BackToBlog />
      </div>
    </Frame>
  );
}
