import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { PRODUCT_NAME } from "../../config";
import { blogAuthors } from "../api/authors";
import { useReplies, useReplyProfiles } from "../api/replies";
import { flattenReplies, type DiscussionPage, type ReplyTarget } from "../model/replies";
import { protectedNames } from "../model/reply-identity";
import { DiscussionHeading, DiscussionLoading } from "./discussion";
import { ReplyItem, type ReplyContext } from "./reply-item";
import { OUTLINE_BUTTON } from "./outline-button";
import { useT } from "../../i18n/messages";

/**
 * The replies of an article (loaded lazily by ./discussion): direct replies newest first, REPLIES_PER_PAGE per load
 * behind "Show more", each with its answers; states for loading, no replies and failure.
 */
export default function DiscussionThread({ target }: { target: ReplyTarget }) {
  const replies = useReplies(target, true);
  // The query's answers arrive in a timer task and render synchronously there; 50 replies at once held the main
  // thread past 50 ms. The list renders from a deferred copy instead: React renders it at transition priority, in
  // slices that yield to input, and keeps what is on screen (the loading state, or the replies shown before "Show
  // more") until it is ready.
  const pages = useDeferredValue(replies.data?.pages);
  const t = useT("blog");
  if (replies.isPending || (replies.isError && replies.isFetching && !replies.isFetchNextPageError)) {
    return <DiscussionLoading />;
  }
  if (replies.isError && !replies.isFetchNextPageError) {
    return (
      <>
        <DiscussionHeading />
        <div role="alert" className="mt-4 flex flex-col items-start gap-3">
          <p className="text-muted">{t("blog.discussion.failed")}</p>
          <button type="button" onClick={() => void replies.refetch()} className={OUTLINE_BUTTON}>
            {t("blog.retry")}
          </button>
        </div>
      </>
    );
  }
  if (!pages) return <DiscussionLoading />;
  return (
    <ReplyList
      pages={pages}
      more={replies.hasNextPage}
      loadingMore={replies.isFetchingNextPage}
      moreFailed={replies.isFetchNextPageError}
      showMore={() => void replies.fetchNextPage()}
    />
  );
}

interface ReplyListProps {
  pages: readonly DiscussionPage[];
  more: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  showMore: () => void;
}

function ReplyList({ pages, more, loadingMore, moreFailed, showMore }: ReplyListProps) {
  const t = useT("blog");
  const replies = useMemo(() => pages.flatMap((page) => page.replies), [pages]);
  const count = useMemo(() => flattenReplies(replies).length, [replies]);
  const profiles = useReplyProfiles(pages);
  const authorKeys = useMemo(() => new Set(blogAuthors().map((author) => author.pubkey)), []);
  // The configured authors' names, as one value: the protected names change only when one of them does, not with
  // every load's repliers (so the replies already shown need not render again).
  const authorNames = [...authorKeys]
    .flatMap((key) => [profiles[key]?.name ?? "", profiles[key]?.displayName ?? ""])
    .join("\u0000");
  const names = useMemo(() => protectedNames(authorNames.split("\u0000"), PRODUCT_NAME), [authorNames]);
  const context = useMemo<ReplyContext>(() => ({ profiles, authorKeys, names }), [profiles, authorKeys, names]);
  const shown = useRevealed(replies.length);
  const list = useRef<HTMLOListElement>(null);
  /** After "Show more", focus moves to the first reply it showed (keyboard and screen reader users go on from there). */
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null || focusAt.current >= shown) return;
    const first = list.current?.children[focusAt.current];
    focusAt.current = null;
    if (first instanceof HTMLElement) first.focus();
  }, [shown]);

  const moreControls = more && (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      <button
        type="button"
        disabled={loadingMore}
        aria-busy={loadingMore}
        onClick={() => {
          focusAt.current = replies.length;
          showMore();
        }}
        className={OUTLINE_BUTTON}
      >
        {loadingMore ? t("blog.discussion.loading") : t("blog.discussion.showMore")}
      </button>
      {moreFailed && (
        <p role="alert" className="text-sm text-muted">
          {t("blog.discussion.failed")}
        </p>
      )}
    </div>
  );
  if (count === 0) {
    return (
      <>
        <DiscussionHeading count={0} more={more} />
        <p className="mt-4 text-muted">{t(more ? "blog.discussion.noneAmongNewest" : "blog.discussion.none")}</p>
        {moreControls}
      </>
    );
  }
  return (
    <>
      <DiscussionHeading count={count} more={more} />
      <ol ref={list} aria-label={t("blog.discussion.replies")} className="mt-4 divide-y divide-line">
        {replies.slice(0, shown).map((reply) => (
          <ReplyItem key={reply.id} reply={reply} context={context} />
        ))}
      </ol>
      {moreControls}
    </>
  );
}

/**
 * Direct replies added to the page per frame. Fifty at once (each with its answers) came to the screen in one frame
 * whose style and layout held the main thread past 50 ms; a few per frame keep every task short.
 */
const REPLIES_PER_FRAME = 10;

/** How many of `total` replies are on the page: REPLIES_PER_FRAME more each frame until all are. */
function useRevealed(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, REPLIES_PER_FRAME));
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() =>
      startTransition(() => setShown((count) => Math.min(total, count + REPLIES_PER_FRAME))),
    );
    return () => cancelAnimationFrame(frame);
  }, [shown, total]);
  return Math.min(shown, total);
}
