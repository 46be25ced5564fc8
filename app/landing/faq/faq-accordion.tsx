import { useRef } from "react";
import { ChevronDown } from "../../shell/icons";
import type { FaqEntry } from "./faq-search";
import { useScrollable } from "./use-scrollable";

interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
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
          onToggle={() => onToggle(entry.key)}
          showCategory={showCategory}
        />
      ))}
    </ul>
  );
}

interface FaqItemProps {
  entry: FaqEntry;
  open: boolean;
  onToggle: () => void;
  showCategory: boolean;
}

/** One question: a disclosure button and its answer, at most 24rem tall (longer answers scroll). */
function FaqItem({ entry, open, onToggle, showCategory }: FaqItemProps) {
  const answerRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(answerRef, open);
  const buttonId = `faq-question-${entry.key}`;
  const answerId = `faq-answer-${entry.key}`;
  return (
    <li>
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start font-medium hover:text-accent-300"
        >
          <span>
            {showCategory && (
              <span className="me-2 inline-block rounded-full bg-panel-2 px-2 py-0.5 text-xs font-semibold text-muted">
                {entry.categoryTitle}
                <span className="sr-only">:</span>
              </span>
            )}
            {entry.question}
          </span>
          <ChevronDown className={`size-5 shrink-0 text-muted transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </h3>
      <div
        ref={answerRef}
        id={answerId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        // A scrolling answer must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- only set while it scrolls
        tabIndex={scrollable ? 0 : undefined}
        className="max-h-[24rem] space-y-3 overflow-y-auto px-5 pb-5 text-muted"
      >
        {entry.answer.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
}
