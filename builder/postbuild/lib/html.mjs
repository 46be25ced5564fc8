// Small, dependency-free readers and writers for the HTML that React Router pre-renders.
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** Script types the browser executes (and CSP therefore checks); anything else is a data block. */
const EXECUTABLE_SCRIPT_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
]);

// An opening tag whose attribute values may contain ">" inside quotes.
const ATTRIBUTES = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
const SCRIPT = new RegExp(`<script\\b${ATTRIBUTES}>([\\s\\S]*?)</script\\s*>`, "gi");
const STYLE = new RegExp(`<style\\b${ATTRIBUTES}>([\\s\\S]*?)</style\\s*>`, "gi");
const TAG = new RegExp(`<[a-zA-Z][\\w:-]*${ATTRIBUTES}>`, "g");

/** The value of one attribute in an opening tag's attribute text, or undefined. */
export function attribute(attributes, name) {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`,
    "i",
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/** Every inline script the browser would execute (no src, executable type), in order: its type and text. */
export function inlineScriptElements(html) {
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_SCRIPT_TYPES.has(type)) continue;
    scripts.push({ type, text: body });
  }
  return scripts;
}

/** The text of every inline script the browser would execute, in order. */
export function inlineScripts(html) {
  return inlineScriptElements(html).map((script) => script.text);
}

/** The text of every inline <style> element. */
export function inlineStyles(html) {
  return [...html.matchAll(STYLE)].map(([, , body]) => body);
}

/** Whether any element carries a style="" attribute (CSP checks those as parsed from the HTML). */
export function hasStyleAttributes(html) {
  const withoutScripts = html.replace(SCRIPT, "").replace(STYLE, "");
  for (const [, attributes] of withoutScripts.matchAll(TAG)) {
    if (attribute(attributes, "style") !== undefined) return true;
  }
  return false;
}

const CSP_META = /<meta\s+http-equiv=["']?Content-Security-Policy["']?[^>]*>/i;
const CHARSET_META = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;

/** Where the text right after the page's charset declaration starts, or undefined when it has none. */
export function afterCharset(html) {
  const charset = CHARSET_META.exec(html);
  return charset ? charset.index + charset[0].length : undefined;
}

/**
 * The page with `script` (an inline script the build writes, with its tag) first thing after its charset
 * declaration, before the stylesheets a parser-blocking script would wait for; as it was if it has it already or
 * declares no charset.
 */
export function withScriptAfterCharset(html, script) {
  if (html.includes(script)) return html;
  const at = afterCharset(html);
  return at === undefined ? html : insertAt(html, at, script);
}

/**
 * Puts a Content-Security-Policy meta tag before anything it governs: right after the charset
 * declaration (which must stay first), else right after <head>. Replaces an earlier one.
 */
export function injectCspMeta(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const without = html.replace(CSP_META, "");
  const at = afterCharset(without);
  if (at !== undefined) return insertAt(without, at, tag);
  const head = /<head\b[^>]*>/i.exec(without);
  if (!head) throw new Error("no <head> to put the Content-Security-Policy in");
  return insertAt(without, head.index + head[0].length, tag);
}

function insertAt(text, index, insert) {
  return text.slice(0, index) + insert + text.slice(index);
}

export function escapeAttribute(value) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every .html file under dir, as paths relative to dir with forward slashes, sorted. */
export async function listHtmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) =>
      relative(dir, join(entry.parentPath ?? entry.path, entry.name))
        .split(sep)
        .join("/"),
    )
    .sort();
}
