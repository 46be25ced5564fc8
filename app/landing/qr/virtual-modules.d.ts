/** Generated at build time by app-store-qr-plugin.mjs from APP_STORE_URL. */
declare module "virtual:app-store-qr" {
  /** The URL the code encodes. */
  export const url: string;
  /** Address of the QR code as an SVG image (dark on light, quiet zone included). */
  export const src: string;
}
