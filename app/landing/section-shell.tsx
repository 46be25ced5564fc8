import type { ReactNode } from "react";
import type { Section } from "../content/types";

interface SectionShellProps {
  section: Pick<Section, "id">;
  /** Leaves room at the end (the right, or the left on right-to-left pages) for the desktop phone mockup. */
  besideMockup?: boolean;
  children: ReactNode;
}

/** A full-height, snapping landing section whose 66 px top padding clears the fixed top bar. */
export function SectionShell({ section, besideMockup = true, children }: SectionShellProps) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className="flex min-h-svh snap-start flex-col pt-topbar"
    >
      <div
        className={`mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-6 py-12 ${
          besideMockup ? "md:pe-[calc(245px+3rem)]" : ""
        }`}
      >
        {children}
      </div>
    </section>
  );
}
