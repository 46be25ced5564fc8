import { useState, useSyncExternalStore } from "react";
import { formatDate, isoDate } from "../model/format";
import { useLocale } from "../../i18n/messages";

const subscribe = () => () => {};
const hydrating = () => true;
const notHydrating = () => false;

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
  // True on the server and while hydrating; React renders again with false once the page has hydrated.
  const serverWords = useSyncExternalStore(subscribe, notHydrating, hydrating);
  const [kept] = useState(() => (serverWords && typeof document !== "undefined" ? key : undefined));
  return (
    // The empty text differs from the element's on purpose: hydration leaves a mismatched text as it is.
    <time dateTime={isoDate(at)} className={className} suppressHydrationWarning>
      {kept === key ? "" : formatDate(at, tag)}
    </time>
  );
}
