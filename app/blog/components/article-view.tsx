import { memo } from "react";
import { sameArticleShown, type Article } from "../model/article";
import type { AuthorProfile } from "../model/author";
import { sameCounts, type InteractionCounts } from "../model/counts";
import { ArticleBody } from "../markdown/article-body";
import { articleReadMinutes, formatDate, formatReadTime, isoDate } from "../model/format";
import { ArticleActions } from "../actions/article-actions";
import { ShareButton } from "../actions/share-button";
import { BackToBlog } from "./back-to-blog";
import { AuthorLine } from "./author-line";
import { Counters } from "./counters";
import { Discussion } from "./discussion";
import { COVER_SIZES, CoverImage } from "./cover-image";
import { useImageCopies } from "../api/build-records";
import { authorPathOf } from "../model/listing";
import { TopicChips } from "./topic-chips";

interface Props {
  article: Article;
  profile: AuthorProfile;
  counts: InteractionCounts;
  /** The body rendered at build time, when this very article was pre-rendered. */
  bodyHtml?: string;
  /** The build verified the author's nip05. */
  nip05Verified?: boolean;
}

/**
 * Equal when the page would look the same: the relays' copy of a pre-rendered article is the same event (same
 * id), so a refresh that brings nothing new re-renders nothing (a long task on a slow phone otherwise).
 */
function sameView(a: Props, b: Props): boolean {
  return a.bodyHtml === b.bodyHtml && sameArticleShown(a, b, sameCounts);
}

export const ArticleView = memo(View, sameView);

function View({ article, profile, counts, bodyHtml, nip05Verified }: Props) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-topbar pb-16 md:px-6">
      <BackToBlog />
      <Cover image={article.image} />
      <header className="mt-8 flex flex-col gap-4">
        <AuthorLine
          profile={profile}
          variant="article"
          size={48}
          nip05Verified={nip05Verified}
          href={authorPathOf(article.pubkey)}
        />
        <p className="text-sm text-muted">
          <time dateTime={isoDate(article.publishedAt)}>{formatDate(article.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          {formatReadTime(articleReadMinutes(article.content))}
        </p>
        <h1 className="text-3xl font-bold break-words md:text-5xl" data-pagefind-body="" data-pagefind-meta="title">
          {article.title}
        </h1>
        {/* The search index reads only the data-pagefind-body parts (scripts/postbuild/70-search-index.mjs). */}
        <div className="contents" data-pagefind-body="">
          <TopicChips topics={article.topics} />
        </div>
        <Counters counts={counts} className="border-y border-line py-3" />
        <ShareButton slug={article.slug} title={article.title} />
      </header>
      <div className="mt-8" data-pagefind-body="">
        <ArticleBody content={article.content} prerenderedHtml={bodyHtml} />
      </div>
      <ArticleActions article={article} profile={profile} />
      <Discussion article={article} />
    </article>
  );
}

function Cover({ image }: { image?: string }) {
  const copies = useImageCopies();
  if (!image) {
    return (
      <div className="mt-6 flex aspect-[16/9] items-center justify-center rounded-2xl bg-panel-2 text-muted">
        No image available
      </div>
    );
  }
  return (
    <CoverImage
      src={image}
      copy={copies[image]}
      sizes={COVER_SIZES.article}
      lcp
      className="mt-6 aspect-[16/9] w-full rounded-2xl bg-panel-2 object-cover"
    />
  );
}
