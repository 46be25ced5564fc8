import { useState } from "react";
import { formatDate, isoDate } from "../model/format";
import { useLocale } from "../../i18n/messages";
import { isHydratingPage } from "../../shell/hydration-mark";

/**
 * A date in the page's language (`formatDate`), as a `<time>`, for what a pre-rendered page shows (cards, articles).
 *
 * While React hydrates a pre-rendered page, the element keeps the words the build wrote and the browser formats
 * nothing: a page's first `Intl.DateTimeFormat` loads the language's date data, 200-500 ms on a slow phone
 * (4x CPU slowdown), and hydration needs none of it. A date rendered later (a new card, another article, another
 * language, a page rendered in the browser) is formatted here. docs/decisions/dates-kept-while-hydrating.md.
 */
export function LocalDate({ at, className }: { at: number; className?: string }) {
  const { tag } = useLocale();
  const key = `${tag} ${at}`;
  // Asked once: a date that was hydrated keeps its words for as long as it shows the same day in the same language.
  const [kept] = useState(() => (isHydratingPage() && typeof document !== "undefined" ? key : undefined));
  return (
    // The empty text differs from the element's on purpose: hydration leaves a mismatched text as it is.
    <time dateTime={isoDate(at)} className={className} suppressHydrationWarning>
      {kept === key ? "" : formatDate(at, tag)}
    </time>
  );
}
