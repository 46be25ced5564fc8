/**
 * What a pre-rendered page asks the relays for again: everything dated from a margin before the build read them.
 * An interaction, an edit or a profile signed just before the build can reach the relays after it (a phone that was
 * offline, a relay that copies from another, a clock behind): the margin takes them in. It is the 15 minutes of
 * clock difference the counters and the relays already allow the other way (an event dated more than 15 minutes
 * ahead is refused). What the build read inside the margin is asked for again, and counted once (liveCounts in
 * ./counts.ts). See docs/decisions/counts-since-the-build.md.
 */
export const SINCE_BUILD_MARGIN_SECONDS = 15 * 60;

/** The `since` (unix seconds) of a page built from relay data read at `builtAt` (ms). */
export function sinceBuild(builtAt: number): number {
  return Math.floor(builtAt / 1000) - SINCE_BUILD_MARGIN_SECONDS;
}
