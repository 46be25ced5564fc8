import { Link } from "react-router";
import type { Locale } from "../i18n/locales";
import { useThisPageIn } from "../i18n/local-link";
import { useTIn } from "../i18n/messages";

/** The language note's offer, in the language it offers (see language-note.tsx). */
export default function Note({ offer, onDismiss }: { offer: Locale; onDismiss: () => void }) {
  const t = useTIn(offer, "languageNote");
  const thisPageIn = useThisPageIn();
  return (
    <aside
      lang={offer.tag}
      dir={offer.dir}
      aria-label={t("languageNote.label")}
      // At the foot of the screen, where it hides none of the page's first controls (a back link, a heading);
      // the strip around the pill lets clicks through.
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <p className="pointer-events-auto flex items-center gap-2 rounded-full border border-line bg-panel py-1 ps-4 pe-1 text-sm shadow-lg shadow-black/40">
        <Link
          to={thisPageIn(offer)}
          hrefLang={offer.tag}
          className="font-semibold text-accent-400 underline underline-offset-2 hover:text-text"
        >
          {t("languageNote.offer")}
        </Link>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t("languageNote.dismiss")}
          className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-panel-2 hover:text-text"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </p>
    </aside>
  );
}
