// The keeper of taps made before a page hydrates (app/shell/early-taps.mjs; docs/decisions/early-taps.md): one
// inline script first in every page's <head>, added by the CSP step in its pass over the pages, which recognises it
// (isEarlyTapsScript) and hashes it. Not rendered by React: the root layout's <head> is hydrated, and a script there
// would be code in every page's JavaScript for a line of HTML.
import { EARLY_TAPS_SCRIPT } from "../../../app/shell/early-taps.mjs";
import { withScriptAfterCharset } from "./html.mjs";

/** The page with the keeper right after its charset declaration (the CSP step puts its meta tag between them). */
export function withEarlyTaps(html) {
  return withScriptAfterCharset(html, `<script>${EARLY_TAPS_SCRIPT}</script>`);
}

/** Whether an inline script is the keeper, exactly as the app's module writes it. */
export function isEarlyTapsScript(text) {
  return text === EARLY_TAPS_SCRIPT;
}
