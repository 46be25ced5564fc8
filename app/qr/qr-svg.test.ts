import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { APP_STORE_URL } from "../config";
import { QR_QUIET_ZONE, modulesToPath, qrSvg } from "./qr-svg.mjs";

/** Paints the path's runs (the only shape modulesToPath draws) into an RGBA image, dark on white. */
function rasterize({ size, path }: { size: number; path: string }, scale: number) {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let col = Number(x); col < Number(x) + Number(run); col++) {
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const i = ((Number(y) * scale + dy) * width + col * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
      }
    }
  }
  return { data, width };
}

describe("modulesToPath", () => {
  it("draws each run of dark modules as one rectangle, offset by the quiet zone", () => {
    const grid = [
      [1, 1, 0],
      [0, 1, 0],
      [1, 0, 1],
    ];
    expect(modulesToPath(3, (row, col) => grid[row]![col] === 1, 4)).toBe(
      "M4 4h2v1h-2zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z",
    );
  });
});

describe("qrSvg", () => {
  it("decodes to exactly the App Store URL", () => {
    const code = qrSvg(APP_STORE_URL);
    const { data, width } = rasterize(code, 4);
    expect(jsQR(data, width, width)?.data).toBe(APP_STORE_URL);
  });

  it("keeps a quiet zone of four light modules on every side", () => {
    const code = qrSvg(APP_STORE_URL);
    const coords = [...code.path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, run]) => ({
      x: Number(x),
      y: Number(y),
      end: Number(x) + Number(run),
    }));
    expect(Math.min(...coords.map((c) => c.x))).toBe(QR_QUIET_ZONE);
    expect(Math.min(...coords.map((c) => c.y))).toBe(QR_QUIET_ZONE);
    expect(Math.max(...coords.map((c) => c.end))).toBe(code.size - QR_QUIET_ZONE);
    expect(Math.max(...coords.map((c) => c.y)) + 1).toBe(code.size - QR_QUIET_ZONE);
  });
});
