import { formatDate, isoDate, type Article } from "../article";
import type { AuthorProfile } from "../author";
import type { InteractionCounts } from "../interactions";
import { ArticleBody } from "../markdown/article-body";
import { articleReadMinutes, formatReadTime } from "../read-time";
import { BackToBlog } from "./back-to-blog";
import { AuthorLine } from "./author-line";
import { Counters } from "./counters";
import { TopicChips } from "./topic-chips";

interface Props {
  article: Article;
  profile: AuthorProfile;
  counts: InteractionCounts;
  /** The body rendered at build time, when this very article was pre-rendered. */
  bodyHtml?: string;
}

export function ArticleView({ article, profile, counts, bodyHtml }: Props) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-topbar pb-16 md:px-6">
      <BackToBlog />
      <Cover image={article.image} />
      <header className="mt-8 flex flex-col gap-4">
        <AuthorLine profile={profile} variant="article" size={48} />
        <p className="text-sm text-muted">
          <time dateTime={isoDate(article.publishedAt)}>{formatDate(article.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          {formatReadTime(articleReadMinutes(article.content))}
        </p>
        <h1 className="text-3xl font-bold break-words md:text-5xl">{article.title}</h1>
        <TopicChips topics={article.topics} />
        <Counters counts={counts} className="border-y border-line py-3" />
      </header>
      <div className="mt-8">
        <ArticleBody content={article.content} prerenderedHtml={bodyHtml} />
      </div>
    </article>
  );
}

function Cover({ image }: { image?: string }) {
  if (!image) {
    return (
      <div className="mt-6 flex aspect-[16/9] items-center justify-center rounded-2xl bg-panel-2 text-muted">
        No image available
      </div>
    );
  }
  return (
    <img
      src={image}
      alt=""
      width={1200}
      height={675}
      decoding="async"
      referrerPolicy="no-referrer"
      className="mt-6 aspect-[16/9] w-full rounded-2xl bg-panel-2 object-cover"
    />
  );
}
