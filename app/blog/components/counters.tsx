import { Fragment, memo } from "react";
import type { MessageKey, Translate } from "../../i18n/messages";
import { richMessage } from "../../i18n/rich-message";
import { sameCounts, type InteractionCounts } from "../model/counts";
import { formatCount, zapTotal } from "../model/format";
import { useLocale, useT } from "../../i18n/messages";

const COUNTERS = [
  { key: "comments", label: "blog.counters.comments", icon: "M4 5h16v10H8l-4 4V5Z" },
  { key: "reposts", label: "blog.counters.reposts", icon: "M7 7h10l-3-3m3 13H7l3 3M17 7v6M7 17v-6" },
  {
    key: "likes",
    label: "blog.counters.likes",
    icon: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z",
  },
  { key: "zaps", label: "blog.counters.zaps", icon: "M13 2 4 14h7l-1 8 9-12h-7l1-8Z" },
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
  const t = useT("blog");
  const { tag } = useLocale();
  const total = counts.zapSats > 0 ? zapTotal(counts.zapSats, tag) : undefined;
  return (
    <ul
      aria-label={t("blog.counters.label")}
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted ${className}`}
    >
      {COUNTERS.map(({ key, label, icon }) => (
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
            <CounterPhrase t={t} label={label} count={counts[key]} figure={formatCount(counts[key], tag)} />
          </span>
          {key === "zaps" && total && (
            // Intl's short figures ("1,5 M") may differ between the build's locale data and the browser's.
            <bdi className="text-xs" suppressHydrationWarning>
              {t("blog.counters.zapTotal", { ...total })}
            </bdi>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A counter's phrase ("3 comments", in the language's plural and word order): its figure shown, the rest of the
 * phrase for screen readers only, so they read the whole phrase and the eye sees the figure beside its icon.
 */
function CounterPhrase({
  t,
  label,
  count,
  figure,
}: {
  t: Translate;
  label: MessageKey;
  count: number;
  figure: string;
}) {
  const parts = richMessage(t, label, { count }, { figure: <span className="tabular-nums text-text">{figure}</span> });
  // A translation that wrote the figure as "#" has no place for it: the figure is shown before the whole phrase.
  if (parts.length === 1) {
    return (
      <>
        <span aria-hidden="true" className="tabular-nums text-text">
          {figure}
        </span>{" "}
        <span className="sr-only">{parts[0]}</span>
      </>
    );
  }
  return parts.map((part, index) => {
    if (typeof part !== "string") return part;
    // Spaces stay outside the hidden text, where they still part the words it is read with.
    const [, before = "", words = "", after = ""] = /^(\s*)(.*?)(\s*)$/s.exec(part) ?? [];
    return (
      <Fragment key={index}>
        {before}
        {words && <span className="sr-only">{words}</span>}
        {after}
      </Fragment>
    );
  });
}
