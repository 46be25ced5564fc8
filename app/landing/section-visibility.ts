import type { SectionId } from "../content/types";

/** A section becomes active once at least this share of it is visible (docs/product.md). */
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

/**
 * The section that is at least 60 % visible. While none is, the current one stays active, unless
 * it has left the screen entirely (a jump to another part of the page): then the most visible one.
 */
export function pickActiveSection(
  sections: readonly SectionVisibility[],
  viewportHeight: number,
  current: SectionId | null = null,
  threshold = ACTIVE_SECTION_THRESHOLD,
): SectionId | null {
  let best: SectionId | null = null;
  let bestShare = 0;
  let currentShare = 0;
  for (const section of sections) {
    const share = visibleShare(section, viewportHeight);
    if (section.id === current) currentShare = share;
    if (share > bestShare) {
      best = section.id;
      bestShare = share;
    }
  }
  // A little slack for sub-pixel rounding of the observer's rectangles.
  if (bestShare >= threshold - 0.001) return best;
  if (current !== null && currentShare > 0) return current;
  return best ?? current;
}

/** Thresholds at every percent, so tall sections report often enough to be re-ranked. */
export const OBSERVER_THRESHOLDS = Array.from({ length: 101 }, (_, i) => i / 100);
