// Build-time only: a Vite plugin, registered in vite.config.ts. Plain JavaScript so that the config
// can import it with its file extension (what Vite's native config loader will require).
import path from "node:path";
import { runnerImport } from "vite";
import { qrSvg } from "./qr-svg.mjs";

export const APP_STORE_QR_MODULE = "virtual:app-store-qr";
const RESOLVED_ID = `\0${APP_STORE_QR_MODULE}`;

/**
 * Exposes `virtual:app-store-qr`: the QR code of APP_STORE_URL (app/config.ts) as SVG path data,
 * computed when the site is built, so the browser gets a few hundred bytes of path instead of a
 * QR library.
 * @returns {import("vite").Plugin}
 */
export function appStoreQrPlugin() {
  /** @type {string} */
  let configFile = "";
  /** @type {Promise<string> | undefined} */
  let code;

  async function generate() {
    // Evaluated the way the app evaluates it (it reads import.meta.env).
    /** @type {{ module: { APP_STORE_URL: string } }} */
    const { module } = await runnerImport(configFile, { configFile: false, logLevel: "silent" });
    const url = module.APP_STORE_URL;
    if (!/^https:\/\//.test(url)) throw new Error(`APP_STORE_URL must be an https URL, got ${JSON.stringify(url)}`);
    const { size, path: d } = qrSvg(url);
    return [
      `export const url = ${JSON.stringify(url)};`,
      `export const size = ${size};`,
      `export const path = ${JSON.stringify(d)};`,
    ].join("\n");
  }

  return {
    name: "app-store-qr",
    configResolved(config) {
      configFile = path.resolve(config.root, "app/config.ts");
    },
    resolveId(id) {
      return id === APP_STORE_QR_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(configFile);
      code ??= generate();
      return code;
    },
  };
}
