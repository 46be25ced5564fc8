import { useRef, type KeyboardEvent, type ReactNode } from "react";
import type { FaqCategoryId } from "../../content/types";
import { useLocale, useT } from "../../i18n/messages";
import type { FaqTopic } from "./faq-search";

interface FaqTabsProps {
  categories: readonly FaqTopic[];
  selected: FaqCategoryId;
  onSelect: (id: FaqCategoryId) => void;
  renderPanel: (category: FaqTopic) => ReactNode;
}

/**
 * Which tab an arrow, Home or End key moves to from `index`, or null for other keys. On a right-to-left page the
 * tabs run from right to left, and so do the arrows: the left arrow moves to the next tab.
 */
function targetIndex(key: string, index: number, count: number, rtl: boolean): number | null {
  const next = rtl ? "ArrowLeft" : "ArrowRight";
  const previous = rtl ? "ArrowRight" : "ArrowLeft";
  switch (key) {
    case next:
      return (index + 1) % count;
    case previous:
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** The category tabs (a WAI-ARIA tablist: arrow keys move and select) and their panels. */
export function FaqTabs({ categories, selected, onSelect, renderPanel }: FaqTabsProps) {
  const t = useT("faq");
  const rtl = useLocale().dir === "rtl";
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, categories.length, rtl);
    const category = next === null ? undefined : categories[next];
    if (next === null || !category) return;
    event.preventDefault();
    onSelect(category.id);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mt-6">
      <div role="tablist" aria-label={t("faq.categories")} className="flex flex-wrap gap-2">
        {categories.map((category, index) => {
          const isSelected = category.id === selected;
          return (
            <button
              key={category.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={`faq-tab-${category.id}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`faq-panel-${category.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(category.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                isSelected
                  ? "border-accent-600 bg-accent-600 text-white"
                  : "border-line bg-panel text-muted hover:text-text"
              }`}
            >
              {category.title}
            </button>
          );
        })}
      </div>
      {categories.map((category) => (
        <div
          key={category.id}
          id={`faq-panel-${category.id}`}
          role="tabpanel"
          aria-labelledby={`faq-tab-${category.id}`}
          hidden={category.id !== selected}
          tabIndex={category.questions.length === 0 ? 0 : undefined}
          className="mt-6"
        >
          {renderPanel(category)}
        </div>
      ))}
    </div>
  );
}
