// Build-time only: a Vite plugin, registered in vite.config.ts.
import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import { qrSvg } from "./qr-svg";

export const APP_STORE_QR_MODULE = "virtual:app-store-qr";
const RESOLVED_ID = `\0${APP_STORE_QR_MODULE}`;

/**
 * Exposes `virtual:app-store-qr`: the QR code of APP_STORE_URL (app/config.ts) as SVG path data,
 * computed when the site is built, so the browser gets a few hundred bytes of path instead of a
 * QR library.
 */
export function appStoreQrPlugin(): Plugin {
  let root = process.cwd();
  let code: Promise<string> | undefined;

  async function generate(): Promise<string> {
    const configFile = path.resolve(root, "app/config.ts");
    const { module } = await runnerImport<{ APP_STORE_URL: string }>(configFile, {
      configFile: false,
      logLevel: "silent",
    });
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
      root = config.root;
    },
    resolveId(id) {
      return id === APP_STORE_QR_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(path.resolve(root, "app/config.ts"));
      code ??= generate();
      return code;
    },
  };
}
