// Plain JavaScript, so the build writes into every page the same script the app reads back
// (builder/postbuild/lib/early-taps.mjs). docs/decisions/early-taps.md.

/**
 * A pre-rendered page shows its top bar at once, but its buttons do nothing until the app's code has arrived and
 * hydrated the page: on a phone over a slow link, seconds. This inline script, first in every page's <head>, keeps
 * each button that opens something (`aria-expanded`: the menu, the tabs' dropdowns, the FAQ's questions) tapped
 * meanwhile, each once. A button that acts (share, copy, tip) is not kept: acting seconds later, or twice, is not
 * what a tap asked for.
 *
 * The listener is the window's, in the bubbling phase: after React's own on the document, which handles a tap once
 * the app has started hydrating (`openEarlyTaps` skips what it already opened). `earlyTaps.stop` removes it.
 */
export const EARLY_TAPS_SCRIPT =
  '{const t=window.earlyTaps=[],k=e=>{const b=e.target.closest?.("button[aria-expanded]");b&&!t.includes(b)&&t.push(b)};t.stop=()=>removeEventListener("click",k);addEventListener("click",k)}';

/**
 * Once the page has hydrated: stops keeping taps, and opens each button tapped before, in the order of their first
 * taps, that is still on the page and still closed. A second tap on a button that did nothing means "open", not
 * "open and close again".
 */
export function openEarlyTaps() {
  const taps = window.earlyTaps ?? [];
  window.earlyTaps = undefined;
  taps.stop?.();
  for (const button of taps) if (button.isConnected && button.getAttribute("aria-expanded") === "false") button.click();
}
