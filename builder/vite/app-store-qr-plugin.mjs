// Build-time only: a Vite plugin, registered in vite.config.ts. Plain JavaScript so that the config
// can import it with its file extension (what Vite's native config loader will require).
import { createHash } from "node:crypto";
import { loadAppConfig } from "../app-config.mjs";
import { qrSvg } from "../../app/qr/qr-svg.mjs";

export const APP_STORE_QR_MODULE = "virtual:app-store-qr";
const RESOLVED_ID = `\0${APP_STORE_QR_MODULE}`;

/**
 * Exposes `virtual:app-store-qr`: the QR code of APP_STORE_URL (app/config.ts) as an SVG file,
 * computed when the site is built. The build emits it as a hashed asset (no QR library and no path
 * data in the page's JavaScript); the dev server inlines it as a data URL.
 * @returns {import("vite").Plugin}
 */
export function appStoreQrPlugin() {
  let root = "";
  let isBuild = false;

  /** @returns {Promise<{ url: string, svg: string }>} */
  async function generate() {
    const url = (await loadAppConfig(root)).APP_STORE_URL;
    if (!/^https:\/\//.test(url)) throw new Error(`APP_STORE_URL must be an https URL, got ${JSON.stringify(url)}`);
    const { size, path: d } = qrSvg(url);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
      `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
    return { url, svg };
  }

  return {
    name: "app-store-qr",
    configResolved(config) {
      root = config.root;
      isBuild = config.command === "build";
    },
    resolveId(id) {
      return id === APP_STORE_QR_MODULE ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(`${root}/app/config.ts`);
      const { url, svg } = await generate();
      let src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
      if (isBuild) {
        const fileName = `assets/app-store-qr-${createHash("sha256").update(svg).digest("hex").slice(0, 8)}.svg`;
        this.emitFile({ type: "asset", fileName, source: svg });
        src = `/${fileName}`;
      }
      return [`export const url = ${JSON.stringify(url)};`, `export const src = ${JSON.stringify(src)};`].join("\n");
    },
  };
}
