import { useEffect, useRef, useState } from "react";
import { emptyProfile } from "../author";
import { useReplies, useReplyProfiles } from "../api/replies";
import { visibleReplies, type Reply, type ReplyTarget } from "../replies";
import { DiscussionHeading, DiscussionLoading } from "./discussion";
import { ReplyItem } from "./reply-item";
import { OUTLINE_BUTTON } from "./outline-button";

/**
 * The replies of an article (loaded lazily by ./discussion): newest first, REPLIES_PER_PAGE at a time behind
 * "Show more", each with its author's name and avatar; states for loading, no replies and failure.
 */
export default function DiscussionThread({ target }: { target: ReplyTarget }) {
  const replies = useReplies(target, true);
  if (replies.isPending || (replies.isError && replies.isFetching)) return <DiscussionLoading />;
  if (replies.isError) {
    return (
      <>
        <DiscussionHeading />
        <div role="alert" className="mt-4 flex flex-col items-start gap-3">
          <p className="text-muted">Failed to load replies. Please try again later.</p>
          <button type="button" onClick={() => void replies.refetch()} className={OUTLINE_BUTTON}>
            Try Again
          </button>
        </div>
      </>
    );
  }
  return <ReplyList replies={replies.data} />;
}

function ReplyList({ replies }: { replies: readonly Reply[] }) {
  const [pages, setPages] = useState(1);
  const { shown, remaining } = visibleReplies(replies, pages);
  const profiles = useReplyProfiles(shown);
  const list = useRef<HTMLOListElement>(null);
  /** After "Show more", focus moves to the first reply it showed (keyboard and screen reader users go on from there). */
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    const first = list.current?.children[focusAt.current];
    focusAt.current = null;
    if (first instanceof HTMLElement) first.focus();
  }, [pages]);

  if (replies.length === 0) {
    return (
      <>
        <DiscussionHeading count={0} />
        <p className="mt-4 text-muted">No replies yet</p>
      </>
    );
  }
  return (
    <>
      <DiscussionHeading count={replies.length} />
      <ol ref={list} aria-label="Replies" className="mt-4 divide-y divide-line">
        {shown.map((reply) => (
          <ReplyItem key={reply.id} reply={reply} profile={profiles[reply.pubkey] ?? emptyProfile(reply.pubkey)} />
        ))}
      </ol>
      {remaining > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button
            type="button"
            onClick={() => {
              focusAt.current = shown.length;
              setPages((count) => count + 1);
            }}
            className={OUTLINE_BUTTON}
          >
            Show more
          </button>
          <p className="text-sm text-muted">
            Showing {shown.length} of {replies.length}
          </p>
        </div>
      )}
    </>
  );
}
