import { memo } from "react";
import { sameArticleShown, textDirection, type ShownArticle } from "../model/article";
import type { AuthorProfile } from "../model/author";
import { sameCounts, type InteractionCounts } from "../model/counts";
import { ArticleBody } from "../markdown/article-body";
import { articleReadMinutes, formatMinutes } from "../model/format";
import { LocalDate } from "./local-date";
import { useLocale, useT } from "../../i18n/messages";
import { ArticleActions } from "../actions/article-actions";
import { ShareButton } from "../actions/share-button";
import { BackToBlog } from "./back-to-blog";
import { AuthorLine } from "./author-line";
import { Counters } from "./counters";
import { Discussion } from "./discussion";
import { COVER_SIZES, CoverImage } from "./cover-image";
import { useImageCopy } from "../api/build-records";
import { authorPathOf } from "../model/listing";
import { TopicChips } from "./topic-chips";
import { inkInside } from "./ink-inside";

interface Props {
  /** From the relays, or a pre-rendered page's (without its markdown, then with `bodyHtml`). */
  article: ShownArticle;
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
  const t = useT("blog");
  const { tag } = useLocale();
  const minutes = article.content === undefined ? article.readMinutes : articleReadMinutes(article.content);
  // The author's words in their language (and direction); a title the page supplies is in the page's.
  const written = { lang: article.language, dir: textDirection(article.language) };
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
        {/* The read time: Intl writes it in other languages, and the build's and the browser's locale data may word
            it apart (the date keeps the build's words itself: LocalDate). */}
        <p className="text-sm text-muted" suppressHydrationWarning>
          <LocalDate at={article.publishedAt} />
          <span aria-hidden="true"> · </span>
          {t("blog.readTime", { minutes, duration: formatMinutes(minutes, tag) })}
        </p>
        <h1
          {...(article.untitled ? {} : written)}
          className={`${article.untitled ? "" : inkInside(article.title)} text-3xl font-bold break-words md:text-5xl`}
          data-pagefind-body=""
          data-pagefind-meta="title"
        >
          {article.untitled ? t("blog.article.untitled") : article.title}
        </h1>
        {/* The search index reads only the data-pagefind-body parts (builder/postbuild/70-search-index.mjs). */}
        <div className="contents" data-pagefind-body="">
          <TopicChips topics={article.topics} />
        </div>
        <Counters counts={counts} className="border-y border-line py-3" />
        <ShareButton slug={article.slug} title={article.untitled ? t("blog.article.untitled") : article.title} />
      </header>
      <div className="mt-8" data-pagefind-body="">
        <ArticleBody
          content={article.content}
          truncated={article.content === undefined && article.bodyTruncated}
          prerenderedHtml={bodyHtml}
          language={article.language}
        />
      </div>
      <ArticleActions article={article} profile={profile} />
      <Discussion article={article} />
    </article>
  );
}

function Cover({ image }: { image?: string }) {
  const copy = useImageCopy(image);
  const t = useT("blog");
  if (!image) {
    return (
      <div className="mt-6 flex aspect-[16/9] items-center justify-center rounded-2xl bg-panel-2 text-muted">
        {t("blog.article.noImage")}
      </div>
    );
  }
  return (
    <CoverImage
      src={image}
      copy={copy}
      sizes={COVER_SIZES.article}
      lcp
      className="mt-6 aspect-[16/9] w-full rounded-2xl bg-panel-2 object-cover"
    />
  );
}
