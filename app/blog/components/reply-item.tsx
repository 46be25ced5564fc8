import { memo, useId, useState } from "react";
import { displayName, emptyProfile } from "../model/author";
import type { Reply } from "../model/replies";
import { replierIdentity, NPUB_HINT_LENGTH, type ProtectedNames } from "../model/reply-identity";
import { LinkedText } from "./linked-text";
import type { Profiles } from "../api/profiles";
import { Avatar } from "./avatar";
import { KeyAvatar } from "./key-avatar";
import { formatDate, isoDate } from "../model/format";
import { useLocale, useT } from "../../i18n/messages";
import { useAuthorWords } from "./blog-words";
import { inkInside } from "./ink-inside";

/** Who is who in a discussion: the repliers' profiles, the configured authors' keys, the names kept for them. */
export interface ReplyContext {
  profiles: Profiles;
  authorKeys: ReadonlySet<string>;
  names: ProtectedNames;
}

/**
 * One reply and its answers: its author (name; an "Author" mark for a configured author, decided by key; the start
 * of the npub beside a name that could pass for an author's or the team's; a picture only for a configured author,
 * a drawn avatar for everyone else), its date, and its text as plain text, where only http(s) URLs are links.
 * Nothing in a reply is ever parsed as markup. A tall reply is folded behind "Show the whole reply". Focusable
 * from script only (the first reply "Show more" reveals takes the focus).
 */
export const ReplyItem = memo(ReplyItemView, sameReplyView);

/**
 * Whether a reply would render the same: the same reply, the same rules, and the same profile for every replier in
 * its thread. "Show more" and each load's profiles then re-render only the replies they change, not all of them.
 */
function sameReplyView(
  before: { reply: Reply; context: ReplyContext },
  after: { reply: Reply; context: ReplyContext },
): boolean {
  if (before.reply !== after.reply) return false;
  if (before.context.authorKeys !== after.context.authorKeys || before.context.names !== after.context.names)
    return false;
  const sameProfiles = (reply: Reply): boolean =>
    before.context.profiles[reply.pubkey] === after.context.profiles[reply.pubkey] && reply.answers.every(sameProfiles);
  return sameProfiles(after.reply);
}

function ReplyItemView({ reply, context, answer = false }: { reply: Reply; context: ReplyContext; answer?: boolean }) {
  const profile = context.profiles[reply.pubkey] ?? emptyProfile(reply.pubkey);
  const identity = replierIdentity(profile, context.authorKeys, context.names);
  const t = useT("blog");
  const { tag } = useLocale();
  const words = useAuthorWords();
  const name = displayName(profile, "article", words);
  return (
    <li
      tabIndex={-1}
      // A direct reply off screen skips layout (its answers with it); answers are laid out with their reply.
      className={answer ? "py-4" : "py-4 [contain-intrinsic-size:auto_120px] [content-visibility:auto]"}
      data-reply-id={reply.id}
    >
      <div className="flex gap-3">
        {identity.isAuthor && profile.picture ? (
          <Avatar key={profile.picture} src={profile.picture} size={36} />
        ) : (
          <KeyAvatar pubkey={reply.pubkey} />
        )}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <bdi className={`${inkInside(name)} font-semibold break-all text-text`}>{name}</bdi>
            {identity.isAuthor && (
              <span className="rounded-full border border-accent-400 px-2 text-xs font-semibold whitespace-nowrap text-accent-300">
                {t("blog.reply.author")}
              </span>
            )}
            {identity.needsKeyHint && (
              <bdi className="font-mono text-xs text-muted" data-key-hint="">
                {profile.npub.slice(0, NPUB_HINT_LENGTH)}...
              </bdi>
            )}
            <time dateTime={isoDate(reply.createdAt)} className="text-muted">
              {formatDate(reply.createdAt, tag)}
            </time>
          </p>
          <ReplyBody parts={reply.parts} tall={reply.tall} stacked={reply.stacked} />
        </div>
      </div>
      {reply.answers.length > 0 && (
        <ol aria-label={t("blog.reply.answers")} className="ms-4 mt-2 border-s border-line ps-3 sm:ms-12">
          {reply.answers.map((answer) => (
            <ReplyItem key={answer.id} reply={answer} context={context} answer />
          ))}
        </ol>
      )}
    </li>
  );
}

/** The reply's text; a tall one shows its first lines until the reader asks for the rest. */
function ReplyBody({ parts, tall, stacked }: Pick<Reply, "parts" | "tall" | "stacked">) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const t = useT("blog");
  const folded = tall && !open;
  return (
    <>
      {/* Zalgo's ink is clipped a quarter-em outside it (ink-inside): the space above keeps that off the name. */}
      <p
        id={id}
        dir="auto"
        className={`mt-2 whitespace-pre-wrap [overflow-wrap:anywhere] ${folded ? "max-h-[12lh] overflow-hidden" : stacked ? "ink-inside" : ""}`}
        data-folded={folded ? "" : undefined}
      >
        <LinkedText parts={parts} />
      </p>
      {tall && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 text-sm text-accent-300 underline underline-offset-2 hover:text-accent-400"
        >
          {t(open ? "blog.reply.showLess" : "blog.reply.showAll")}
        </button>
      )}
    </>
  );
}
