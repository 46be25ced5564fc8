import { lazy, memo, Suspense, useEffect, useLayoutEffect } from "react";
import type { Section } from "../../content/types";
import { splitLocalePath } from "../../i18n/locales";
import { loadMessages, useT } from "../../i18n/messages";
import { SITE_LOCALES } from "../../i18n/site-locales";
import { SectionShell } from "../section-shell";
import { sectionText } from "../section-text";
import { keepEarlyClicks } from "../../shell/early-clicks";
import { onNearScreen } from "../../shell/near-screen";
import loadFaqBody, { bundled } from "./faq-body?loader";

/**
 * The FAQ's interactive part hydrates when its code and its words arrive, which it asks for when the FAQ comes within
 * a screen of the viewport, or a pointer, focus or key reaches it first; a page reached by a navigation loads them at
 * once. A visitor who never scrolls down never loads them (docs/decisions/languages.md, menus-from-html.md). Until
 * then the pre-rendered FAQ stays as it is: its questions open and close by themselves (`<details>`), a tab clicked
 * meanwhile is clicked again once the code is here, and words typed into the search are searched for (faq-body.tsx).
 */
let want: () => void = () => {};
const wanted = new Promise<void>((resolve) => (want = resolve));
let replayEarlyClicks: (() => void) | undefined;
/** Whether the FAQ's code is here (in the pre-rendering, from the start). */
let bodyHere = bundled !== undefined;
const DeferredFaqBody = lazy(() => {
  onNearScreen(document.getElementById("faq"), "100% 0px", want);
  const { locale } = splitLocalePath(window.location.pathname, SITE_LOCALES);
  return wanted
    .then(() =>
      Promise.all([
        loadFaqBody() as Promise<typeof import("./faq-body")>,
        // Failed (a dropped connection), the words are asked for again by the body's render.
        loadMessages(locale.tag, ["faq"]).catch(() => {}),
      ]),
    )
    .then(([module]) => {
      bodyHere = true;
      return { default: module.FaqBody };
    });
});
const FaqBody = (bundled as typeof import("./faq-body") | undefined)?.FaqBody ?? DeferredFaqBody;

/**
 * Title and description, then the search box, category tabs, accordion and the Contact Support card. A memo: the
 * landing page re-renders as its active section changes, and an update that reaches the FAQ's Suspense boundary
 * before its code is here makes React drop the pre-rendered FAQ for its fallback and load the code at once (keep
 * every context value above it constant).
 */
export const FaqSection = memo(function FaqSection({ section }: { section: Section }) {
  // Once the FAQ's code is here, the section waits for the FAQ's words too: a navigation into another language keeps
  // the old page until they are loaded, rather than showing the FAQ's fallback meanwhile.
  const t = useT("home", ...(bodyHere ? (["faq"] as const) : []));
  const text = sectionText(t, section.id);
  // Clicks are kept from the page's hydration on, until the FAQ's own, which comes later, in a pass of its own.
  // Once a page's life: a later visit renders no FAQ to tap until its code is here.
  useLayoutEffect(() => {
    replayEarlyClicks ??= keepEarlyClicks(document.getElementById("faq"), want).replay;
  }, []);
  return (
    <SectionShell section={section} besideMockup={false}>
      <div className="mx-auto w-full max-w-3xl">
        <h2 id={`${section.id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {text.title}
        </h2>
        <p className="mt-4 text-lg/relaxed text-muted">{text.description}</p>
        <Suspense fallback={<Loading />}>
          <FaqBody />
          <ReplayEarlyClicks />
        </Suspense>
      </div>
    </SectionShell>
  );
});

/**
 * Once the FAQ has hydrated (its effects run after its body's): the tab clicks it missed, in their order. The FAQ is
 * marked as taken over (the browser tests wait for it before pressing keys, which are not replayed).
 */
function ReplayEarlyClicks() {
  useEffect(() => {
    replayEarlyClicks?.();
    // Rendered inside the section, whose element carries the id.
    document.getElementById("faq")!.dataset.hydrated = "";
  }, []);
  return null;
}

/** Shown only on a page reached by a navigation (hydration keeps the pre-rendered FAQ): load it now. */
function Loading() {
  useEffect(() => want(), []);
  return <div className="min-h-96" />;
}
