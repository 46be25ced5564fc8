// The Intl warm-up (docs/decisions/intl-warmed-in-a-worker.md): every page in a language other than English starts a
// worker from its <head> that makes the page's kinds of Intl object first. The worker is written to assets/ under a
// name with its content's hash (cached for a year like every asset); its start is one inline script, added by the
// CSP step in the same pass over the pages as its policy, which recognises it (isIntlWarmupScript) and hashes it.
// Not a component: its code would be in every page's JavaScript, English's too, for a line of HTML. English pages
// make no Intl object (app/i18n/figures.ts).
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isEnglish } from "../../../app/i18n/english.mjs";
import { withScriptAfterCharset } from "./html.mjs";

const LANGUAGE_TAG = String.raw`[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*`;
const WARMUP_SCRIPT = new RegExp(
  String.raw`^new Worker\("/assets/intl-warmup-[\w-]{8}\.js",\{name:"${LANGUAGE_TAG}"\}\)$`,
);

export const WORKER_SOURCE = new URL("../../../app/i18n/intl-warmup.worker.js", import.meta.url);

/** The worker's file name under assets/: its content's hash in it, as the build names its own files. */
export function warmupFileName(source) {
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return `intl-warmup-${hash}.js`;
}

/** Writes the worker into `clientDir`/assets/; resolves with its URL. */
export async function writeWarmupWorker(clientDir) {
  const source = await readFile(WORKER_SOURCE, "utf8");
  const name = warmupFileName(source);
  await writeFile(join(clientDir, "assets", name), source);
  return `/assets/${name}`;
}

/** The inline script that starts the worker for a page in `tag`. */
export function warmupScript(url, tag) {
  return `new Worker(${JSON.stringify(url)},{name:${JSON.stringify(tag)}})`;
}

/**
 * The page with the worker's start right after its charset declaration (the CSP step puts its meta tag between
 * them), unless the page is in English (or the pseudo-locale built on it), names no language, or already starts it.
 */
export function withIntlWarmup(html, url) {
  const tag = new RegExp(String.raw`<html\b[^>]*\blang="(${LANGUAGE_TAG})"`).exec(html)?.[1];
  if (!tag || isEnglish(tag)) return html;
  return withScriptAfterCharset(html, `<script>${warmupScript(url, tag)}</script>`);
}

/** Whether an inline script is the warm-up's start, exactly as warmupScript writes it (a file under assets/, a tag). */
export function isIntlWarmupScript(text) {
  return WARMUP_SCRIPT.test(text);
}
