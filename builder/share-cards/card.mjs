// One share card (1200 x 630 JPEG, the site's look): the product's mark and name, a title in the page's language,
// a line under it (the page's description, or an article's author) and, for an article whose cover the build
// copied, that cover beside the text. Drawn by sharp alone: the background as SVG without text, each text by
// Pango (sharp's text input), which shapes Arabic and Persian, lays them out right to left and breaks CJK lines,
// in the fonts builder/fonts/fonts.mjs installs. Nothing here fetches: a cover is a file of the build.
import sharp from "sharp";
import { familyList } from "../fonts/fonts.mjs";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The most a card may weigh (a 1,000-article build writes one per article). */
export const CARD_MAX_BYTES = 100_000;

const MARGIN = 80;
const COVER_WIDTH = 420;
const EMBER_MARK = "M32 6c4 10 17 17 17 32a17 17 0 0 1-34 0c0-8 4-13 8-17 0 6 3 9 6 10-2-8 1-17 3-25z";
/** The title's sizes, largest first, and the lines it may take: the first size at which it fits is kept. */
const TITLE_SIZES = [68, 58, 50, 44];
const TITLE_BOX_HEIGHT = 250;
/** Where the line under the title must end: above the host's line. */
const TEXT_BOTTOM = 515;

/** Pango markup's special characters, escaped: titles come from relays and catalogues, never as markup. */
export function escapeMarkup(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Drawn once per process and kind: the background, the mark, the brand line and the host line repeat on every card. */
const drawn = new Map();
const once = (key, draw) => {
  if (!drawn.has(key)) drawn.set(key, draw());
  return drawn.get(key);
};

function background({ dir, cover }) {
  // The glow sits on the side the text starts from, mirrored on a right-to-left card.
  const glow = dir === "rtl" ? "18%" : "82%";
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
      `<defs><radialGradient id="g" cx="${glow}" cy="30%" r="55%"><stop offset="0" stop-color="#dc2626" stop-opacity=".42"/>` +
      `<stop offset="1" stop-color="#dc2626" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="#0b0b0f"/>${cover ? "" : `<rect width="100%" height="100%" fill="url(#g)"/>`}` +
      `<rect x="0" y="${CARD_HEIGHT - 10}" width="${CARD_WIDTH}" height="10" fill="#dc2626"/></svg>`,
  );
}

function mark(size) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
      `<path d="${EMBER_MARK}" fill="#ef4444"/></svg>`,
  );
}

/** A text as a transparent PNG, wrapped at `width`, in the language's fonts; with its size. */
export async function textImage(text, { lang, dir, size, weight, color, width }) {
  const markup = `<span foreground="${color}">${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${familyList(lang)} ${weight === 700 ? "Bold" : ""} ${size}`.replace(/\s+/g, " "),
      width,
      dpi: 72,
      rgba: true,
      wrap: "word-char",
      // Pango swaps left and right for a right-to-left paragraph: "left" is its start edge in both directions.
      align: "left",
      // CJK fonts bring tall lines of their own.
      spacing: /^(ja|zh)/.test(lang) ? 0 : Math.round(size * 0.2),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height, dir };
}

/** The title at the largest size at which it fits its box, else cut with an ellipsis at the smallest. */
async function titleImage(title, options) {
  for (const size of TITLE_SIZES) {
    const image = await textImage(title, { ...options, size, weight: 700 });
    if (image.height <= TITLE_BOX_HEIGHT) return image;
  }
  const chars = [...title];
  let keep = chars.length;
  while (keep > 1) {
    keep = Math.floor(keep * 0.85);
    const image = await textImage(`${chars.slice(0, keep).join("").trimEnd()}…`, {
      ...options,
      size: TITLE_SIZES.at(-1),
      weight: 700,
    });
    if (image.height <= TITLE_BOX_HEIGHT) return image;
  }
  return textImage("…", { ...options, size: TITLE_SIZES.at(-1), weight: 700 });
}

/** A text at most `maxHeight` tall (a longer one is cut with an ellipsis). */
async function textWithin(text, maxHeight, options) {
  const chars = [...text];
  for (let keep = chars.length; keep > 0; keep = Math.floor(keep * 0.85)) {
    const cut = keep === chars.length ? text : `${chars.slice(0, keep).join("").trimEnd()}…`;
    const image = await textImage(cut, options);
    if (image.height <= maxHeight) return image;
  }
  return textImage("…", options);
}

/**
 * @param {{ title: string, text?: string, productName: string, host: string, lang: string, dir: "ltr" | "rtl",
 *   cover?: string | Buffer, format?: "jpeg" | "png" }} card `text`: the line under the title (a description, an
 *   author's name); `cover`: an image file of the build (or its bytes), drawn on the card's end side; `format`: PNG
 *   for the site's own image (public/og-image.png), JPEG otherwise.
 * @returns {Promise<Buffer>} the JPEG (or PNG)
 */
export async function renderCard({ title, text, productName, host, lang, dir, cover, format = "jpeg" }) {
  const coverWidth = cover ? COVER_WIDTH : 0;
  const textWidth = CARD_WIDTH - 2 * MARGIN - (cover ? coverWidth - 20 : 0);
  const rtl = dir === "rtl";
  // x of a text block `width` wide, from the start edge of the text column.
  const textStart = rtl ? CARD_WIDTH - MARGIN : MARGIN + 0;
  const place = (width) => (rtl ? textStart - width : textStart);
  const layers = [];

  if (cover) {
    const image = await sharp(cover)
      .resize(coverWidth, CARD_HEIGHT - 10, { fit: "cover" })
      .png()
      .toBuffer();
    layers.push({ input: image, left: rtl ? 0 : CARD_WIDTH - coverWidth, top: 0 });
  }

  const brand = await once(`brand ${lang} ${productName}`, () =>
    textImage(productName, { lang, dir, size: 44, weight: 700, color: "#f4f4f6" }),
  );
  const markSize = 64;
  const brandTop = 70;
  const brandWidth = markSize + 16 + brand.width;
  const brandLeft = place(brandWidth);
  layers.push({
    input: once("mark", () => mark(markSize)),
    left: rtl ? brandLeft + brand.width + 16 : brandLeft,
    top: brandTop,
  });
  layers.push({
    input: brand.input,
    left: rtl ? brandLeft : brandLeft + markSize + 16,
    top: brandTop + Math.round((markSize - brand.height) / 2),
  });

  const heading = await titleImage(title, { lang, dir, color: "#f4f4f6", width: textWidth });
  const headingTop = 190;
  layers.push({ input: heading.input, left: place(heading.width), top: headingTop });

  if (text) {
    // Under the title, above the host's line: two lines when there is room.
    const top = headingTop + heading.height + 24;
    const options = { lang, dir, size: 30, weight: 400, color: "#a9a9b8", width: textWidth };
    const line = await textWithin(text, Math.max(50, TEXT_BOTTOM - top), options);
    layers.push({ input: line.input, left: place(line.width), top: Math.min(top, TEXT_BOTTOM - line.height) });
  }

  const site = await once(`host ${host}`, () =>
    textImage(host, { lang: "en", dir: "ltr", size: 26, weight: 400, color: "#a9a9b8", width: 600 }),
  );
  layers.push({ input: site.input, left: place(site.width), top: CARD_HEIGHT - 10 - 48 - site.height });

  const base = await once(`background ${dir} ${Boolean(cover)}`, () =>
    sharp(background({ dir, cover: Boolean(cover) }))
      .png()
      .toBuffer(),
  );
  // JPEG: a tenth of the time a palette PNG takes to encode (10 against 60-100 ms on this machine), about 45 KB at
  // quality 80, and a cover's photograph stays one (a PNG of it passes the cap).
  if (format === "png") return sharp(base).composite(layers).png({ palette: true, effort: 8 }).toBuffer();
  let jpeg;
  for (const quality of [80, 70, 55]) {
    jpeg = await sharp(base).composite(layers).jpeg({ quality }).toBuffer();
    if (jpeg.length <= CARD_MAX_BYTES) break;
  }
  return jpeg;
}
