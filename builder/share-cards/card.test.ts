// The card maker, drawn for real (sharp, the project's fonts) and checked by its pixels.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import en from "../../app/i18n/messages/en.json";
import ar from "../../app/i18n/messages/ar.json";
import ja from "../../app/i18n/messages/ja.json";
import { installFonts } from "../fonts/fonts.mjs";

// Real drawing and font cutting: seconds each on a loaded two-core machine, not the default 5.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const ALEF_AND_TATWEEL = "ا ــــــ";
const TEXTS = [
  en["home.tagline"],
  ar["home.tagline"],
  ja["home.tagline"],
  ALEF_AND_TATWEEL,
  "一",
  "Ember",
  "ember.cash",
];

let card: typeof import("./card.mjs");
beforeAll(async () => {
  // Fonts before the first text, in a folder of this run's own.
  await installFonts(TEXTS.join(""), mkdtempSync(join(tmpdir(), "ember-fonts-")));
  card = await import("./card.mjs");
});

/** The columns and rows that hold ink (any pixel brighter than the background) in an RGBA or RGB image. */
async function ink(png: Buffer, threshold = 128) {
  const { data, info } = await sharp(png).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  let top = info.height;
  let bottom = -1;
  const columns = new Array<number>(info.width).fill(0);
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x]! < threshold) continue;
      columns[x]!++;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return { left, right, top, bottom, columns, width: info.width, height: info.height };
}

/** A text drawn white on black (the layer the card composes), for its ink. */
async function textInk(text: string, lang: string, dir: "ltr" | "rtl") {
  const image = await card.textImage(text, { lang, dir, size: 64, weight: 700, color: "#ffffff", width: 1000 });
  const png = await sharp(image.input).flatten({ background: "#000000" }).png().toBuffer();
  return ink(png);
}

const base = { productName: "Ember", host: "ember.cash" };

describe("renderCard", () => {
  it("draws a 1200 x 630 JPEG under 100 KB", async () => {
    const png = await card.renderCard({
      ...base,
      title: en["home.tagline"],
      text: en["home.pitch"],
      lang: "en",
      dir: "ltr",
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect(png.length).toBeLessThan(card.CARD_MAX_BYTES);
  });

  it("draws the title it is given: another title, other pixels", async () => {
    const one = await card.renderCard({ ...base, title: en["home.tagline"], lang: "en", dir: "ltr" });
    const other = await card.renderCard({ ...base, title: en["blog.meta.blogTitle"], lang: "en", dir: "ltr" });
    const raw = (png: Buffer) => sharp(png).raw().toBuffer();
    expect((await raw(one)).equals(await raw(other))).toBe(false);
  });

  it("starts a right-to-left card's title at its right margin, a left-to-right one's at its left", async () => {
    // The title's band only (the brand line above it, the host line below).
    const band = async (png: Buffer) =>
      ink(await sharp(png).extract({ left: 0, top: 190, width: 1200, height: 120 }).png().toBuffer(), 200);
    const rtl = await band(
      await card.renderCard({ ...base, title: ar["blog.meta.blogTitle"], lang: "ar", dir: "rtl" }),
    );
    const ltr = await band(
      await card.renderCard({ ...base, title: en["blog.meta.blogTitle"], lang: "en", dir: "ltr" }),
    );
    expect(rtl.right).toBeGreaterThan(1100);
    expect(rtl.left).toBeGreaterThan(600);
    expect(ltr.left).toBeLessThan(100);
    expect(ltr.right).toBeLessThan(600);
  });

  it("draws a cover from the build's copy on the card's end side", async () => {
    const cover = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    // A band under the text, over the red bar: the background and the cover alone.
    const band = async (png: Buffer) =>
      ink(await sharp(png).extract({ left: 0, top: 595, width: 1200, height: 20 }).png().toBuffer(), 250);
    const ltr = await band(
      await card.renderCard({ ...base, title: "T", text: "Alice", lang: "en", dir: "ltr", cover }),
    );
    const rtl = await band(
      await card.renderCard({ ...base, title: "T", text: "Alice", lang: "ar", dir: "rtl", cover }),
    );
    // The white cover fills 420 px at the end, and nothing else is that white (a JPEG's edge may blur a pixel).
    expect(Math.abs(ltr.left - 780)).toBeLessThanOrEqual(2);
    expect(ltr.right).toBe(1199);
    expect(rtl.left).toBe(0);
    expect(Math.abs(rtl.right - 419)).toBeLessThanOrEqual(2);
  });

  it("cuts a title too long for its box with an ellipsis, and stays in its box", async () => {
    const png = await card.renderCard({ ...base, title: "Lightning ".repeat(60), lang: "en", dir: "ltr" });
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});

describe("the text", () => {
  it("is laid out right to left in Arabic: the first word (a tall alef) on the right", async () => {
    const { columns, left, right, height } = await textInk(ALEF_AND_TATWEEL, "ar", "rtl");
    const tallest = columns.indexOf(Math.max(...columns));
    // The alef is a tall stroke, the tatweels a low line: the tall column sits at the right end.
    expect(tallest).toBeGreaterThan(left + (right - left) * 0.8);
    expect(Math.max(...columns)).toBeGreaterThan(height * 0.5);
  });

  it("draws CJK glyphs, not boxes: 一 is one wide, thin stroke", async () => {
    for (const lang of ["ja", "zh-CN"]) {
      const { left, right, top, bottom } = await textInk("一", lang, "ltr");
      expect(right - left, lang).toBeGreaterThan(40);
      expect(bottom - top, lang).toBeLessThan(12);
    }
  });

  it("escapes markup: a title is drawn as the characters it holds", async () => {
    expect(card.escapeMarkup(`<b>"a" & 'b'</b>`)).toBe("&#60;b&#62;&#34;a&#34; &#38; &#39;b&#39;&#60;/b&#62;");
  });
});
