// Build-time only: a Vite plugin, registered in vite.config.ts (plain JavaScript, like
// app/landing/qr/app-store-qr-plugin.mjs). It decodes the configured blog authors' npubs to hex keys
// when the site is built, so the browser never runs bech32 decoding while a page hydrates (its first
// run costs a slow phone a long task). The blog still accepts npubs (tests, `npm run dev`).
import console from "node:console";
import path from "node:path";
import process from "node:process";
import { runnerImport } from "vite";
import { toHexPublicKey } from "../nostr/public-key.ts";

/**
 * Each key as 64 lowercase hex characters when it is an npub, nprofile or hex key; any other text is kept as
 * it is, so the browser skips it with the warning of parseAuthorConfig (the build warns too).
 * @param {string[]} keys
 * @param {(message: string) => void} [warn]
 * @returns {string[]}
 */
export function hexAuthorKeys(keys, warn = () => {}) {
  return keys.map((raw) => {
    const hex = toHexPublicKey(raw);
    if (hex) return hex;
    const key = raw.trim();
    warn(`blog: author key ${JSON.stringify(key)} does not decode; the browser will skip it`);
    return key;
  });
}

/**
 * Replaces `import.meta.env.VITE_BLOG_AUTHORS` with the hex form of the authors the app is configured with
 * (BLOG_AUTHORS of app/config.ts: VITE_BLOG_AUTHORS, or the defaults).
 * @returns {import("vite").Plugin}
 */
export function hexAuthorsPlugin() {
  return {
    name: "hex-authors",
    async config(config) {
      const configFile = path.resolve(config.root ?? process.cwd(), "app/config.ts");
      /** @type {{ module: { BLOG_AUTHORS: string[] } }} */
      const { module } = await runnerImport(configFile, { configFile: false, logLevel: "silent" });
      const keys = hexAuthorKeys(module.BLOG_AUTHORS, (message) => console.warn(message));
      return { define: { "import.meta.env.VITE_BLOG_AUTHORS": JSON.stringify(keys.join(",")) } };
    },
  };
}
