import type { SectionId } from "../content/types";

/** A section becomes active once at least this share of it is visible (SPEC.md section 9). */
export const ACTIVE_SECTION_THRESHOLD = 0.6;

export interface SectionVisibility {
  id: SectionId;
  /** Height of the part of the section inside the viewport, in px. */
  visibleHeight: number;
  /** Full height of the section, in px. */
  height: number;
}

/**
 * How visible a section is, from 0 to 1. A section taller than the viewport can never be 60 % on
 * screen, so for those the share of the viewport it fills counts instead.
 */
export function visibleShare({ visibleHeight, height }: SectionVisibility, viewportHeight: number): number {
  const visibleMax = Math.min(height, viewportHeight);
  return visibleMax > 0 ? visibleHeight / visibleMax : 0;
}

/** The most visible section if it reaches the threshold, else null (the previous one stays active). */
export function pickActiveSection(
  sections: readonly SectionVisibility[],
  viewportHeight: number,
  threshold = ACTIVE_SECTION_THRESHOLD,
): SectionId | null {
  let best: SectionId | null = null;
  let bestShare = 0;
  for (const section of sections) {
    const share = visibleShare(section, viewportHeight);
    if (share > bestShare) {
      best = section.id;
      bestShare = share;
    }
  }
  // A little slack for sub-pixel rounding of the observer's rectangles.
  return bestShare >= threshold - 0.001 ? best : null;
}

/** Thresholds at every percent, so tall sections report often enough to be re-ranked. */
export const OBSERVER_THRESHOLDS = Array.from({ length: 101 }, (_, i) => i / 100);
