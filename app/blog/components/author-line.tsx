import { displayName, handle, type AuthorProfile, type NameVariant } from "../author";
import { Avatar, type AvatarSize } from "./avatar";

export function AuthorLine({
  profile,
  variant,
  size,
}: {
  profile: AuthorProfile;
  variant: NameVariant;
  size: AvatarSize;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar key={profile.picture} src={profile.picture} size={size} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-text">{displayName(profile, variant)}</p>
        <p className="truncate text-sm text-muted">{handle(profile, variant)}</p>
      </div>
    </div>
  );
}
