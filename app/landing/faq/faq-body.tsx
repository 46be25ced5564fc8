import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { faqCategories } from "../../content/faq";
import type { FaqCategoryId } from "../../content/types";
import { useLocale, useT } from "../../i18n/messages";
import { ContactSupportCard } from "./contact-support-card";
import { FaqAccordion, QUESTION_ID } from "./faq-accordion";
import { FaqEmptyState } from "./faq-empty-state";
import { faqEntries, faqTopics, isSearching, noResultsText, resultCountText, searchFaq } from "./faq-search";
import { FaqTabs } from "./faq-tabs";

/** The FAQ's search box, category tabs, accordion and the Contact Support card (faq-section.tsx loads it). */
export function FaqBody() {
  const t = useT("faq");
  const locale = useLocale();
  // The questions and answers in the page's language: what the tabs show and the search looks through.
  const topics = useMemo(() => faqTopics(faqCategories, t), [t]);
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<FaqCategoryId>("general");
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // The FAQ is on the page before this code (faq-section.tsx): what a visitor typed meanwhile is searched for as soon
  // as the code has taken the box over, not dropped, and the questions the browser opened meanwhile stay open.
  const searchBox = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = searchBox.current?.value;
    const opened = [...document.querySelectorAll("#faq details[open] > summary")].map((summary) =>
      summary.id.slice(QUESTION_ID.length),
    );
    /* eslint-disable react-hooks/set-state-in-effect -- what was typed and opened is only known once hydrated */
    if (typed) setQuery(typed);
    if (opened.length > 0) setExpanded(new Set(opened));
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);
  /** A question opened or closed: its entry in the tabs and among the search results alike. */
  const toggle = (key: string, open: boolean) =>
    setExpanded((previous) => {
      if (previous.has(key) === open) return previous;
      const next = new Set(previous);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  const searching = isSearching(query);
  const results = searching ? searchFaq(topics, query, locale.tag) : [];

  return (
    <>
      <FaqSearchBox value={query} onChange={setQuery} inputRef={searchBox} />
      <div role="status">
        {searching && results.length > 0 && (
          <p className="mt-4 text-sm text-muted">{resultCountText(t, results.length)}</p>
        )}
        {searching && results.length === 0 && (
          <div className="mt-4 rounded-2xl border border-line bg-panel px-6 py-8 text-center">
            <p className="font-semibold">{noResultsText(t, query)}</p>
            <p className="mt-2 text-muted">{t("faq.search.noResultsHint")}</p>
          </div>
        )}
      </div>
      {searching && results.length > 0 ? (
        <div className="mt-4">
          <FaqAccordion entries={results} expanded={expanded} onToggle={toggle} showCategory />
        </div>
      ) : (
        <FaqTabs
          categories={topics}
          selected={category}
          onSelect={setCategory}
          renderPanel={(item) =>
            item.questions.length === 0 ? (
              <FaqEmptyState category={item} />
            ) : (
              <FaqAccordion entries={faqEntries(item)} expanded={expanded} onToggle={toggle} />
            )
          }
        />
      )}
      <ContactSupportCard />
    </>
  );
}

function FaqSearchBox({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useT("faq");
  return (
    <div className="relative mt-8">
      <label htmlFor="faq-search" className="sr-only">
        {t("faq.search.label")}
      </label>
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted"
      >
        <path d="M9 3a6 6 0 1 0 3.47 10.9l3.82 3.81a.75.75 0 1 0 1.06-1.06l-3.81-3.82A6 6 0 0 0 9 3Zm-4.5 6a4.5 4.5 0 1 1 9 0 4.5 4.5 0 0 1-9 0Z" />
      </svg>
      <input
        ref={inputRef}
        id="faq-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t("faq.search.placeholder")}
        autoComplete="off"
        className="w-full rounded-full border border-line bg-panel py-3 ps-11 pe-4 text-text placeholder:text-muted"
      />
    </div>
  );
}
