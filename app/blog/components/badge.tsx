import type { Badge } from "../model/author";

export function AuthorBadge({ badge }: { badge: Badge }) {
  const tone = badge.tone === "primary" ? "bg-accent-600 text-white" : "border border-line bg-panel-2 text-muted";
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>
      {badge.label}
    </span>
  );
}
