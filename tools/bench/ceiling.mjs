// The Lighthouse ceiling (docs/benchmarks.md): the same pre-rendered page with every script taken out, measured
// in the same run. Its mobile score is what the page's HTML and CSS alone reach on this machine at that moment,
// the most any change to the site's JavaScript could win; the gap between it and the page's own score is the
// JavaScript's share. Pure helpers here; tools/bench/run.mjs builds the copy and measures it.
import { join } from "node:path";

const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi;

/**
 * The page without anything that runs: every script element (inline or not; JSON-LD, which is data, stays) and
 * every module preload (the browser would still fetch and compile those).
 */
export function withoutScripts(html) {
  return html.replace(EXECUTABLE_SCRIPT, "").replace(MODULE_PRELOAD, "");
}

/** The pre-rendered file of a route in a build: "/" -> index.html, "/es/blog" -> es/blog/index.html. */
export function routeFile(root, route) {
  const parts = route.split("/").filter(Boolean);
  return join(root, ...parts, "index.html");
}
