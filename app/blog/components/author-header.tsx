import { useMemo } from "react";
import { displayName, type AuthorProfile } from "../model/author";
import { capReplyText, splitLinks } from "../model/reply-text";
import { TipLightning } from "../actions/tip-lightning";
import { AuthorLine } from "./author-line";
import { LinkedText } from "./linked-text";
import { useAuthorWords } from "./blog-words";

/**
 * An author page's profile: name and picture, the NIP-05 mark when the build verified it, `about` as plain text with
 * safe links (the rules of a reply's text), and the tip when the profile has a lightning address.
 */
export function AuthorHeader({ profile, nip05Verified }: { profile: AuthorProfile; nip05Verified: boolean }) {
  const about = useMemo(() => splitLinks(capReplyText(profile.about)), [profile.about]);
  const name = displayName(profile, "article", useAuthorWords());
  return (
    <header className="flex flex-col gap-6 py-10">
      <h1 className="sr-only">{name}</h1>
      <AuthorLine profile={profile} variant="article" size={48} nip05Verified={nip05Verified} />
      {about.length > 0 && (
        <p dir="auto" className="max-w-3xl break-words whitespace-pre-line text-muted">
          <LinkedText parts={about} />
        </p>
      )}
      {profile.lud16 && <TipLightning address={profile.lud16} authorName={name} />}
    </header>
  );
}
