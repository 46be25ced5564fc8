/** Generated at build time by app-store-qr-plugin.ts from APP_STORE_URL. */
declare module "virtual:app-store-qr" {
  /** The URL the code encodes. */
  export const url: string;
  /** Side of the square viewBox in modules, quiet zone included. */
  export const size: number;
  /** SVG path data of the dark modules. */
  export const path: string;
}
