import { useSyncExternalStore } from "react";
import { PRODUCT_NAME } from "../../config";
import { usePhrases } from "../../i18n/phrases";

/**
 * Whether the browser runs on iOS or iPadOS: an iPhone's or iPod's user agent, or an iPad's, which since iPadOS 13
 * names a Mac, told apart from one by its touch screen.
 */
export function isAppleMobile(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /\b(?:iPhone|iPad|iPod)\b/.test(userAgent) || (platform === "MacIntel" && maxTouchPoints > 1);
}

const subscribe = () => () => {};
const inThisBrowser = () => isAppleMobile(navigator.userAgent, navigator.platform, navigator.maxTouchPoints);
/** Unknown until hydration: the pre-rendered page is the same for every visitor. */
const unknown = () => undefined;

/**
 * Tells a visitor whose browser is not on an iPhone or iPad that the app is for iPhone: the badge leads to the App
 * Store, which such a device cannot install from. Nothing is asked of a server, and the pre-rendered page is the same
 * for all. Before scripts run, CSS decides: `-webkit-touch-callout` is known to the browsers of iOS and iPadOS only
 * (all of them WebKit), so on those the note is hidden from the first frame, with no flash; after hydration the
 * user agent decides (a browser that hides the property, an iPad that says it is a Mac).
 */
export function IphoneOnlyNote() {
  const p = usePhrases("home");
  const apple = useSyncExternalStore(subscribe, inThisBrowser, unknown);
  const shown = apple === undefined ? "supports-[-webkit-touch-callout:none]:hidden" : apple ? "hidden" : "";
  return (
    <p className={`mt-6 max-w-md text-sm text-muted ${shown}`}>{p("home.hero.iphoneOnly", { name: PRODUCT_NAME })}</p>
  );
}
