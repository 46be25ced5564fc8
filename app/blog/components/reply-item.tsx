import { formatDate, isoDate } from "../article";
import { displayName, type AuthorProfile } from "../author";
import { REPLY_LINK_REL, splitLinks, type Reply } from "../replies";
import { Avatar } from "./avatar";

/**
 * One reply: its author (name and avatar, with the blog's fallbacks), its date and its text as plain text, where
 * only http(s) URLs become links. Nothing in a reply is ever parsed as markup. Focusable from script only (the
 * first reply "Show more" reveals takes the focus).
 */
export function ReplyItem({ reply, profile }: { reply: Reply; profile: AuthorProfile }) {
  return (
    <li tabIndex={-1} className="flex gap-3 py-4" data-reply-id={reply.id}>
      <Avatar key={profile.picture} src={profile.picture} size={36} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <bdi className="font-semibold break-all text-text">{displayName(profile, "article")}</bdi>
          <time dateTime={isoDate(reply.createdAt)} className="text-muted">
            {formatDate(reply.createdAt)}
          </time>
        </p>
        <p dir="auto" className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
          <ReplyText text={reply.content} />
        </p>
      </div>
    </li>
  );
}

function ReplyText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    part.type === "link" ? (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel={REPLY_LINK_REL}
        className="text-accent-300 underline underline-offset-2 hover:text-accent-400"
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
