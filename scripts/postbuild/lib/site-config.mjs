// The build-time settings the post-build steps need, read exactly as app/config.ts reads them:
// the defaults are parsed out of app/config.ts (one source of truth), the VITE_* overrides come
// from the same environment Vite saw (process env first, then .env files).
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

/** The string value of `export const NAME = "..."` in a TypeScript module's text. */
export function extractStringConstant(source, name) {
  const match = new RegExp(`export const ${name}(?:\\s*:\\s*string)?\\s*=\\s*("(?:[^"\\\\]|\\\\.)*")`).exec(source);
  if (!match) throw new Error(`app/config.ts: no string constant ${name}`);
  return JSON.parse(match[1]);
}

/** The string items of `export const NAME = [ "...", ... ]` (comments allowed) in a module's text. */
export function extractStringArrayConstant(source, name) {
  const match = new RegExp(`export const ${name}(?:\\s*:[^=]+)?\\s*=\\s*\\[([\\s\\S]*?)\\];`).exec(source);
  if (!match) throw new Error(`app/config.ts: no string array constant ${name}`);
  // String literals and comments in source order; comments are skipped (a URL's "//" is inside a string).
  const tokens = match[1].matchAll(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g);
  return [...tokens].filter((token) => token[1]).map((token) => JSON.parse(token[1]));
}

/** `list()` of app/config.ts: comma-separated, trimmed, empties dropped; the fallback when nothing is left. */
export function parseList(value, fallback) {
  const items = (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

/** FLOW_MEDIA_BASE of app/config.ts: trimmed, without trailing slashes, the default when blank. */
export function parseFlowMediaBase(value, fallback) {
  return (value?.trim() || fallback).replace(/\/+$/, "");
}

/** Reads the defaults from app/config.ts and applies the VITE_* overrides of `env`. */
export function siteConfigFromSource(source, env) {
  return {
    productName: extractStringConstant(source, "PRODUCT_NAME"),
    productTagline: extractStringConstant(source, "PRODUCT_TAGLINE"),
    siteUrl: extractStringConstant(source, "SITE_URL"),
    relays: parseList(env.VITE_RELAYS, extractStringArrayConstant(source, "DEFAULT_RELAYS")),
    flowMediaBase: parseFlowMediaBase(
      env.VITE_FLOW_MEDIA_BASE,
      extractStringConstant(source, "DEFAULT_FLOW_MEDIA_BASE"),
    ),
  };
}

/** The VITE_* variables Vite would use for a production build: .env files, overridden by the process env. */
export async function viteEnv(root, env) {
  try {
    const { loadEnv } = await import("vite");
    return { ...loadEnv("production", root, "VITE_"), ...pickVite(env) };
  } catch {
    return pickVite(env);
  }
}

function pickVite(env) {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith("VITE_")));
}

export async function readSiteConfig({ root = process.cwd(), env = process.env } = {}) {
  const source = await readFile(resolve(root, "app/config.ts"), "utf8");
  return siteConfigFromSource(source, await viteEnv(root, env));
}
