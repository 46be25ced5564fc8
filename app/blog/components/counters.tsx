import { memo } from "react";
import { sameCounts, type InteractionCounts } from "../model/counts";
import { formatZapTotal } from "../model/format";

const COUNTERS = [
  { key: "comments", singular: "comment", plural: "comments", icon: "M4 5h16v10H8l-4 4V5Z" },
  { key: "reposts", singular: "repost", plural: "reposts", icon: "M7 7h10l-3-3m3 13H7l3 3M17 7v6M7 17v-6" },
  {
    key: "likes",
    singular: "like",
    plural: "likes",
    icon: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z",
  },
  { key: "zaps", singular: "zap", plural: "zaps", icon: "M13 2 4 14h7l-1 8 9-12h-7l1-8Z" },
] as const;

interface Props {
  counts: InteractionCounts;
  className?: string;
}

/**
 * The four counters: comments, reposts, likes, zaps (and, beyond the spec, the zapped sats). Re-renders only
 * when a figure changes (a relay refresh with the same figures leaves it alone).
 */
export const Counters = memo(CountersList, (a, b) => a.className === b.className && sameCounts(a.counts, b.counts));

function CountersList({ counts, className = "" }: Props) {
  return (
    <ul
      aria-label="Interactions"
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted ${className}`}
    >
      {COUNTERS.map(({ key, singular, plural, icon }) => (
        <li key={key} className="inline-flex items-center gap-1.5" data-counter={key}>
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
            className="size-4"
          >
            <path d={icon} strokeLinejoin="round" strokeLinecap="round" />
          </svg>
          <span>
            <span className="tabular-nums text-text">{counts[key]}</span>{" "}
            <span className="sr-only">{counts[key] === 1 ? singular : plural}</span>
          </span>
          {key === "zaps" && counts.zapSats > 0 && <span className="text-xs">({formatZapTotal(counts.zapSats)})</span>}
        </li>
      ))}
    </ul>
  );
}
