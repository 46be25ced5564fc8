import type { Locator } from "@playwright/test";
import jsQR from "jsqr";
import { createRequire } from "node:module";

interface DecodedPng {
  width: number;
  height: number;
  data: Buffer;
}
const { PNG } = createRequire(import.meta.url)("pngjs") as { PNG: { sync: { read(png: Buffer): DecodedPng } } };

/** What a camera reads from the QR code the element shows (undefined when nothing decodes). */
export async function readQrCode(element: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await element.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** Error messages every build of the QR encoder (uqr, app/qr/qr-svg.mjs) carries, minified or not. */
export const QR_ENCODER = /Mask value out of range|Version number out of range/;
