// Build-time only (imported by the Vite plugin and tests): the browser never loads `qrcode`.
import QRCode from "qrcode";

/** Light modules around the code; 4 is what the QR standard asks for so cameras find the code. */
export const QR_QUIET_ZONE = 4;

export interface QrSvg {
  /** Side of the square viewBox in modules, quiet zone included. */
  size: number;
  /** SVG path data of the dark modules, offset by the quiet zone. */
  path: string;
}

/** Path data drawing each horizontal run of dark modules as one rectangle. */
export function modulesToPath(size: number, isDark: (row: number, col: number) => boolean, offset = 0): string {
  const parts: string[] = [];
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

export function qrSvg(text: string): QrSvg {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return {
    size: modules.size + 2 * QR_QUIET_ZONE,
    path: modulesToPath(modules.size, (row, col) => Boolean(modules.get(row, col)), QR_QUIET_ZONE),
  };
}
