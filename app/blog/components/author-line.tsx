import { displayName, handle, type AuthorProfile, type NameVariant } from "../model/author";
import { LocalLink } from "../../i18n/local-link";
import { useT } from "../../i18n/messages";
import { useAuthorWords } from "./blog-words";
import { Avatar, type AvatarSize } from "./avatar";
import { useImageCopy } from "../api/build-records";

export function AuthorLine({
  profile,
  variant,
  size,
  nip05Verified = false,
  href,
}: {
  profile: AuthorProfile;
  variant: NameVariant;
  size: AvatarSize;
  /** The build verified this profile's nip05 (its domain names this key): a mark follows the handle. */
  nip05Verified?: boolean;
  /** The author's page: the name links there (above a card's own link). */
  href?: string;
}) {
  const name = displayName(profile, variant, useAuthorWords());
  const copy = useImageCopy(profile.picture);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar key={profile.picture} src={profile.picture} copy={copy} size={size} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-text">
          {href ? (
            <LocalLink
              to={href}
              className="relative z-10 rounded hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none"
            >
              {name}
            </LocalLink>
          ) : (
            name
          )}
        </p>
        <p className="flex min-w-0 items-center gap-1 text-sm text-muted">
          {/* Its own direction: "@maraquill" on a right-to-left page, not "maraquill@". */}
          <span dir="auto" className="truncate">
            {handle(profile, variant)}
          </span>
          {nip05Verified && <VerifiedMark />}
        </p>
      </div>
    </div>
  );
}

function VerifiedMark() {
  const t = useT("blog");
  return (
    <svg
      role="img"
      aria-label={t("blog.author.verified")}
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0 text-accent-400"
    >
      <title>{t("blog.author.verifiedDetail")}</title>
      <path
        fill="currentColor"
        d="M12 2l2.4 1.8 3-.2 1 2.8 2.6 1.6-.8 2.9.8 2.9-2.6 1.6-1 2.8-3-.2L12 22l-2.4-1.8-3 .2-1-2.8L3 16l.8-2.9L3 10.2l2.6-1.6 1-2.8 3 .2z"
      />
      <path fill="none" stroke="#fff" strokeWidth="2" d="M8 12.5l2.7 2.7L16.5 9" />
    </svg>
  );
}
