import { useEffect, useRef, type ReactNode } from "react";
import { sections } from "../content/sections";
import type { Section } from "../content/types";
import { useActiveSection } from "../shell/active-section";
import { FaqSection } from "./faq/faq-section";
import { FeatureSection } from "./feature-section";
import { HeroSection } from "./hero/hero-section";
import { DesktopMockup } from "./mockup/desktop-mockup";
import { splitTrack } from "./mockup/mockup-position";
import { useMockupPosition } from "./mockup/use-mockup-position";
import { PartnersSection } from "./partners/partners-section";
import { useSectionObserver } from "./use-section-observer";

const SECTION_IDS = sections.map((section) => section.id);
const [TRACK_SECTIONS, PARKED_SECTIONS] = splitTrack(sections);

function renderSection(section: Section): ReactNode {
  switch (section.id) {
    case "hero":
      return <HeroSection key={section.id} section={section} />;
    case "faq":
      return <FaqSection key={section.id} section={section} />;
    default:
      return <FeatureSection key={section.id} section={section} />;
  }
}

/**
 * The landing page: the scroll sections in order, the desktop phone mockup floating over the
 * leading ("fixed") ones, then the rest (the FAQ) and the partner strip. Reports the active
 * section to the shell. The page's root snaps the document's scrolling (proximity, so a FAQ
 * taller than the window stays readable; off under reduced motion).
 */
export function LandingPage() {
  const { activeSection, setActiveSection } = useActiveSection();
  useSectionObserver(SECTION_IDS, activeSection, setActiveSection);
  useEffect(() => () => setActiveSection(null), [setActiveSection]);

  const trackRef = useRef<HTMLDivElement>(null);
  const active = sections.find((section) => section.id === activeSection) ?? sections[0];
  const position = useMockupPosition(trackRef, active?.positionType);

  return (
    <div
      id="landing"
      className="[html:has(&)]:snap-y [html:has(&)]:snap-proximity motion-reduce:[html:has(&)]:snap-none"
    >
      <div ref={trackRef} className="relative">
        {TRACK_SECTIONS.map(renderSection)}
        {active && <DesktopMockup sections={sections} activeId={active.id} position={position} />}
      </div>
      {PARKED_SECTIONS.map(renderSection)}
      <PartnersSection />
    </div>
  );
}
