import { memo } from "react";
import { contentLength, hasContent, sameArticleShown, textDirection, type ListArticle } from "../model/article";
import { authorBadge, type AuthorConfig, type AuthorProfile } from "../model/author";
import { sameCounts, type InteractionCounts } from "../model/counts";
import { formatMinutes, listReadMinutes, otherLanguageName } from "../model/format";
import { LocalDate } from "./local-date";
import { LocalLink } from "../../i18n/local-link";
import { useLocale, useT } from "../../i18n/messages";
import { useAuthorWords } from "./blog-words";
import { AuthorLine } from "./author-line";
import { AuthorBadge } from "./badge";
import { Counters } from "./counters";
import { COVER_SIZES, CoverImage } from "./cover-image";
import { useImageCopy } from "../api/build-records";
import { TopicChips } from "./topic-chips";
import { inkInside } from "./ink-inside";
import { authorPathOf } from "../model/listing";

/**
 * The browser skips layout and paint of cards out of view until they come near it (the rest of a 30-card list
 * costs nothing at load); each card reserves about its own height meanwhile, then remembers the real one.
 */
const OFFSCREEN_UNTIL_NEEDED = "[content-visibility:auto] [contain-intrinsic-size:auto_32rem]";

interface Props {
  article: ListArticle;
  profile: AuthorProfile;
  author: AuthorConfig | undefined;
  counts: InteractionCounts;
  featured: boolean;
  /** The build verified the author's nip05. */
  nip05Verified?: boolean;
}

/**
 * One article in the list; the whole card is a link to the article, whose page finds the article and its
 * counts in the blog's query cache. A card of the pre-rendered list (no body yet, the relays have not answered) loads the article's own
 * pre-rendered page instead, which works even when no relay answers.
 */
/**
 * Equal when the card would look and link the same: a relay refresh brings new objects for the same articles,
 * profiles and figures, and re-rendering every card for nothing costs a slow phone a long task. An event id
 * fixes the event's content, so the same id (and slug, which depends on the other articles) means the same
 * article; whether the body is held decides whether the link reloads the document.
 */
function sameCard(a: Props, b: Props): boolean {
  return (
    a.featured === b.featured &&
    a.author === b.author &&
    hasContent(a.article) === hasContent(b.article) &&
    sameArticleShown(a, b, sameCounts)
  );
}

export const ArticleCard = memo(Card, sameCard);

function Card({ article, profile, author, counts, featured, nip05Verified }: Props) {
  const headingId = `article-${article.id}`;
  const t = useT("blog");
  const { tag } = useLocale();
  const minutes = listReadMinutes(contentLength(article));
  const languageName = otherLanguageName(article.language, tag);
  // The author's words in their language (and direction); a title the page supplies is in the page's.
  const written = { lang: article.language, dir: textDirection(article.language) };
  return (
    <article
      aria-labelledby={headingId}
      data-featured={featured || undefined}
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-panel focus-within:border-accent-400 hover:border-accent-700 ${featured ? "md:col-span-2 lg:col-span-3 lg:flex-row" : OFFSCREEN_UNTIL_NEEDED}`}
    >
      <Cover image={article.image} featured={featured} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <CardAuthor profile={profile} author={author} nip05Verified={nip05Verified} pubkey={article.pubkey} />
        <LocalDate at={article.publishedAt} className="text-sm text-muted" />
        <h2
          id={headingId}
          {...(article.untitled ? {} : written)}
          className={`${article.untitled ? "" : inkInside(article.title)} font-bold break-words ${featured ? "text-2xl md:text-3xl" : "text-xl"}`}
        >
          <LocalLink
            to={`/blog/${article.slug}`}
            reloadDocument={!hasContent(article)}
            className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:underline focus-visible:outline-none focus-visible:after:ring-3 focus-visible:after:ring-accent-400 focus-visible:after:ring-inset"
          >
            {article.untitled ? t("blog.article.untitled") : article.title}
          </LocalLink>
        </h2>
        <p {...written} className="line-clamp-3 break-words text-muted">
          {article.summary}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <span
            className="rounded-full border border-line px-2.5 py-0.5 text-xs whitespace-nowrap text-text"
            suppressHydrationWarning
          >
            {t("blog.readTime", { minutes, duration: formatMinutes(minutes, tag) })}
          </span>
          {languageName && (
            <span
              className="rounded-full border border-line px-2.5 py-0.5 text-xs whitespace-nowrap text-muted"
              suppressHydrationWarning
            >
              {t("blog.card.language", { language: languageName })}
            </span>
          )}
          <TopicChips topics={article.topics.length > 4 ? article.topics.slice(0, 4) : article.topics} />
        </div>
        <Counters counts={counts} />
      </div>
    </article>
  );
}

const CardAuthor = memo(function CardAuthor({
  profile,
  author,
  nip05Verified,
  pubkey,
}: Pick<Props, "profile" | "author" | "nip05Verified"> & { pubkey: string }) {
  const words = useAuthorWords();
  return (
    <div className="flex items-center justify-between gap-3">
      <AuthorLine
        profile={profile}
        variant="list"
        size={36}
        nip05Verified={nip05Verified}
        href={authorPathOf(pubkey)}
      />
      <AuthorBadge badge={authorBadge(author, words)} />
    </div>
  );
});

const Cover = memo(function Cover({ image, featured }: { image: string | undefined; featured: boolean }) {
  // 16:9 at every width: a cover sized by its own image would move the card when the image arrives.
  const box = featured ? "aspect-[16/9] lg:w-1/2 lg:self-center" : "aspect-[16/9]";
  const copy = useImageCopy(image);
  const t = useT("blog");
  if (!image) {
    return (
      <div className={`flex items-center justify-center bg-panel-2 text-muted ${box}`}>{t("blog.card.noImage")}</div>
    );
  }
  return (
    <CoverImage
      src={image}
      copy={copy}
      sizes={featured ? COVER_SIZES.featured : COVER_SIZES.card}
      lcp={featured}
      className={`w-full bg-panel-2 object-cover ${box}`}
    />
  );
});
