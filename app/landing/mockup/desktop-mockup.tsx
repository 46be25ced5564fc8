import type { Section, SectionId } from "../../content/types";
import { useLocale, useT } from "../../i18n/messages";
import { sectionText } from "../section-text";
import type { MockupPosition } from "./mockup-position";
import { PhoneFrame, Screenshot } from "./phone-frame";
import { screenPath } from "./screen-path";

// Both placements span the viewport below the top bar and centre the phone in it, so switching
// from one to the other at the end of the track does not move it. `end` (right, or left on
// right-to-left pages, where the phone sits on the mirrored side) resolves against the viewport
// (fixed) or the full-width track (absolute): the same width, so the same column.
const PLACEMENT: Record<MockupPosition, string> = {
  fixed: "fixed top-topbar bottom-0",
  absolute: "absolute bottom-0 h-[calc(100dvh-var(--spacing-topbar))]",
};

interface DesktopMockupProps {
  sections: readonly Section[];
  activeId: SectionId;
  position: MockupPosition;
}

/** From 768 px, with scripts: the phone beside the text, showing the active section's screenshot. */
export function DesktopMockup({ sections, activeId, position }: DesktopMockupProps) {
  const t = useT("home");
  const locale = useLocale();
  return (
    <div
      role="group"
      aria-label={t("home.mockup.label")}
      className={`pointer-events-none z-10 hidden items-center end-[max(1.5rem,calc((100%-72rem)/2+1.5rem))] md:flex noscript:hidden ${PLACEMENT[position]}`}
    >
      <PhoneFrame className="h-[533px] w-[245px]">
        {sections.map((section) => (
          <Screenshot
            key={section.id}
            src={screenPath(section.id, locale)}
            alt={sectionText(t, section.id).imageAlt}
            eager={section.id === "hero"}
            className={`absolute inset-0 transition-[opacity,visibility] duration-300 ${
              section.id === activeId ? "visible opacity-100" : "invisible opacity-0"
            }`}
          />
        ))}
      </PhoneFrame>
    </div>
  );
}

/**
 * Below 768 px there is no floating mockup: each section shows its own screenshot. So does a
 * browser without scripts, where the mockup could not get out of the FAQ's way.
 */
export function InlineScreenshot({ section }: { section: Section }) {
  const t = useT("home");
  const locale = useLocale();
  return (
    <div className="mt-10 flex justify-center md:hidden md:noscript:flex">
      <PhoneFrame className="h-[435px] w-[200px]">
        <Screenshot
          src={screenPath(section.id, locale)}
          alt={sectionText(t, section.id).imageAlt}
          eager={section.id === "hero"}
        />
      </PhoneFrame>
    </div>
  );
}
