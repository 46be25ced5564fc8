import { lazy, memo, Suspense, useEffect } from "react";
import type { Section } from "../../content/types";
import { useT } from "../../i18n/messages";
import { SectionShell } from "../section-shell";
import { sectionText } from "../section-text";
import { onNearScreen } from "../../shell/near-screen";
import loadFaqBody, { bundled } from "./faq-body?loader";

/**
 * The FAQ's interactive part hydrates when the FAQ comes near the screen: until then the pre-rendered HTML stays as
 * it is (React hydrates a Suspense boundary once its code is here), so a visitor who never scrolls down never loads
 * its code (1.7 KB gzip; docs/decisions/languages.md). A page reached by a navigation loads it at once.
 */
let navigated: () => void = () => {};
const afterNavigation = new Promise<void>((resolve) => (navigated = resolve));
const DeferredFaqBody = lazy(() =>
  Promise.race([
    new Promise<void>((near) => onNearScreen(document.getElementById("faq"), "100% 0px", near)),
    afterNavigation,
  ])
    .then(loadFaqBody as () => Promise<typeof import("./faq-body")>)
    .then((module) => ({ default: module.FaqBody })),
);
const FaqBody = (bundled as typeof import("./faq-body") | undefined)?.FaqBody ?? DeferredFaqBody;

/**
 * Title and description, then the search box, category tabs, accordion and the Contact Support card. A memo: the
 * landing page re-renders as its active section changes, and an update that reaches the FAQ's Suspense boundary
 * before its code is here makes React drop the pre-rendered FAQ for its fallback and load the code at once.
 */
export const FaqSection = memo(function FaqSection({ section }: { section: Section }) {
  const t = useT("home");
  const text = sectionText(t, section.id);
  return (
    <SectionShell section={section} besideMockup={false}>
      <div className="mx-auto w-full max-w-3xl">
        <h2 id={`${section.id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {text.title}
        </h2>
        <p className="mt-4 text-lg/relaxed text-muted">{text.description}</p>
        <Suspense fallback={<Loading />}>
          <FaqBody />
        </Suspense>
      </div>
    </SectionShell>
  );
});

/** Shown only on a page reached by a navigation (hydration keeps the pre-rendered FAQ): load it now. */
function Loading() {
  useEffect(() => navigated(), []);
  return <div className="min-h-96" />;
}
