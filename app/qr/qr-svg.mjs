// QR codes as SVG path data: at build time for the App Store code (app/landing/qr), and in the browser,
// loaded on demand, for a lightning address the reader asked to see (app/blog/actions).
// Plain JavaScript so that vite.config.ts can import it with its file extension.
import { encode } from "uqr";

/** Light modules around the code; 4 is what the QR standard asks for so cameras find the code. */
export const QR_QUIET_ZONE = 4;

/**
 * Path data drawing each horizontal run of dark modules as one rectangle.
 * @param {number} size modules per side
 * @param {(row: number, col: number) => boolean} isDark
 * @param {number} [offset] shift of every module, e.g. the quiet zone
 * @returns {string}
 */
export function modulesToPath(size, isDark, offset = 0) {
  const parts = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && isDark(row, col)) col++;
      const run = col - start;
      parts.push(`M${start + offset} ${row + offset}h${run}v1h-${run}z`);
    }
  }
  return parts.join("");
}

/**
 * The QR code of `text` as SVG path data.
 * @param {string} text
 * @returns {{ size: number, path: string }} size: side of the square viewBox in modules, quiet zone
 *   included; path: the dark modules, offset by the quiet zone
 */
export function qrSvg(text) {
  const { size, data } = encode(text, { ecc: "M", border: 0 });
  return {
    size: size + 2 * QR_QUIET_ZONE,
    path: modulesToPath(size, (row, col) => data[row][col], QR_QUIET_ZONE),
  };
}
