import { lazy, Suspense, useEffect, useState } from "react";
import { LOCALES, preferredLocale, type Locale } from "../i18n/locales";
import { loadMessages, useLocalePath } from "../i18n/messages";
import loadNote from "./language-note-view?loader";

/** Where a dismissal is remembered: this device's storage only, never sent anywhere. */
export const LANGUAGE_NOTE_KEY = "ember.languageNote.dismissed";

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_NOTE_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * A small note offering the page in the language the browser prefers, when the site has it and the visitor is
 * on another one, in that language. The site never moves a visitor by itself. Dismissed, it stays away on this
 * device. Only after hydration (the browser's preferences are not known before), so pre-rendered pages carry none.
 */
export function LanguageNote() {
  const { locale } = useLocalePath();
  const [offer, setOffer] = useState<Locale | undefined>(undefined);
  useEffect(() => {
    const preferred = preferredLocale(navigator.languages ?? [navigator.language], LOCALES);
    if (!preferred || preferred === locale) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's preferences are only known here
      setOffer(undefined);
      return;
    }
    // Storage only when there is something to offer, and in a task of its own: a page's first read of it is
    // slow (5-8 ms unthrottled), and the effects that run right after hydration are one long task already.
    const timer = setTimeout(() => {
      const offered = dismissed() ? undefined : preferred;
      // The note's words load with its view, not once it has arrived: one round trip, not two.
      if (offered) loadMessages(offered.tag, ["languageNote"]).catch(() => {});
      setOffer(offered);
    });
    return () => clearTimeout(timer);
  }, [locale]);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <Note
        offer={offer}
        onDismiss={() => {
          try {
            window.localStorage.setItem(LANGUAGE_NOTE_KEY, "1");
          } catch {
            // Storage refused (private mode): it goes away for this page view only.
          }
          setOffer(undefined);
        }}
      />
    </Suspense>
  );
}

/** The note itself: loaded only when there is something to offer. */
const Note = lazy(loadNote as () => Promise<typeof import("./language-note-view")>);
