import { memo } from "react";
import type { Section } from "../../content/types";
import { useT } from "../../i18n/messages";
import { SectionShell } from "../section-shell";
import { sectionText } from "../section-text";
import { FaqBody } from "./faq-body";

/**
 * Title and description, then the search box, category tabs, accordion and the Contact Support card. A memo: the
 * landing page re-renders as its active section changes, which the FAQ does not need to follow. Its code comes
 * with the page: loaded only near the screen, a tab clicked or a word typed before it arrived was lost
 * (docs/decisions/languages.md).
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
        <FaqBody />
      </div>
    </SectionShell>
  );
});
