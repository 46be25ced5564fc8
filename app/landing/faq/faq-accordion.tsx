import { useRef } from "react";
import { ChevronDown } from "../../shell/icons";
import type { FaqEntry } from "./faq-search";
import { useScrollable } from "./use-scrollable";

interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  expanded: ReadonlySet<string>;
  onToggle: (key: string, open: boolean) => void;
  /** Search results come from every category: label each with its own. */
  showCategory?: boolean;
}

export function FaqAccordion({ entries, expanded, onToggle, showCategory = false }: FaqAccordionProps) {
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-panel">
      {entries.map((entry) => (
        <FaqItem
          key={entry.key}
          entry={entry}
          open={expanded.has(entry.key)}
          onToggle={(open) => onToggle(entry.key, open)}
          showCategory={showCategory}
        />
      ))}
    </ul>
  );
}

interface FaqItemProps {
  entry: FaqEntry;
  open: boolean;
  onToggle: (open: boolean) => void;
  showCategory: boolean;
}

/** What starts the id of a question's summary; its entry's key follows (faq-body.tsx reads it back). */
export const QUESTION_ID = "faq-question-";

/**
 * One question: a disclosure (`<details>`, which the browser opens and closes by itself: before the FAQ's code has
 * arrived, and without scripts) and its answer, at most 24rem tall (longer answers scroll).
 */
function FaqItem({ entry, open, onToggle, showCategory }: FaqItemProps) {
  const answerRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(answerRef, open);
  const summaryId = `${QUESTION_ID}${entry.key}`;
  const answerId = `faq-answer-${entry.key}`;
  return (
    <li>
      <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)} className="group">
        <summary
          id={summaryId}
          className="flex w-full cursor-default list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start font-medium hover:text-accent-300 [&::-webkit-details-marker]:hidden"
        >
          <h3>
            {showCategory && (
              <span className="me-2 inline-block rounded-full bg-panel-2 px-2 py-0.5 text-xs font-semibold text-muted">
                {entry.categoryTitle}
                <span className="sr-only">:</span>
              </span>
            )}
            {entry.question}
          </h3>
          <ChevronDown className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
        </summary>
        <div
          ref={answerRef}
          id={answerId}
          role="region"
          aria-labelledby={summaryId}
          // A scrolling answer must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- only set while it scrolls
          tabIndex={scrollable ? 0 : undefined}
          className="max-h-[24rem] space-y-3 overflow-y-auto px-5 pb-5 text-muted"
        >
          {entry.answer.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </details>
    </li>
  );
}
