// The fonts every image of text the build draws is drawn in (share cards, the landing's screens): Noto Sans for
// Latin and Cyrillic, Noto Sans Arabic (Arabic and Persian), Noto Sans JP and Noto Sans SC, from the @fontsource
// packages in package.json, never fetched. Those packages split each weight into WOFF files by Unicode range; the
// build takes the files whose ranges hold a character it draws, cuts each down to those characters' glyphs
// (subset-font: HarfBuzz's hb-subset) as TrueType, which the FreeType inside sharp reads (it reads no WOFF), and
// points fontconfig at a folder holding those alone, so no system font takes part and every machine draws the same.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** The families, in the order Pango falls back through them; Han characters go to the page's own CJK font first. */
export const FAMILIES = {
  latin: { pkg: "@fontsource/noto-sans", family: "Noto Sans" },
  arabic: { pkg: "@fontsource/noto-sans-arabic", family: "Noto Sans Arabic" },
  ja: { pkg: "@fontsource/noto-sans-jp", family: "Noto Sans JP" },
  zh: { pkg: "@fontsource/noto-sans-sc", family: "Noto Sans SC" },
};

/** The weights the images use: 400 for running text, 700 for titles. */
export const WEIGHTS = [400, 700];

/** Pango's family list for a language: its own script's font first (Japanese or Chinese forms of Han characters). */
export function familyList(lang) {
  const order = lang === "ja" ? ["latin", "ja", "zh", "arabic"] : ["latin", "zh", "ja", "arabic"];
  if (lang === "ar" || lang === "fa") order.unshift(order.splice(order.indexOf("arabic"), 1)[0]);
  return order.map((key) => FAMILIES[key].family).join(",");
}

/** "U+0-ff,U+131,U+2000-206f" as [from, to] pairs. */
export function parseUnicodeRange(value) {
  return value.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

/** The files of one package and weight, each with its ranges (from the package's `{weight}.css`). */
async function facesOf(key, weight) {
  const { pkg } = FAMILIES[key];
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const css = await readFile(path.join(dir, `${weight}.css`), "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body]) => {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)\s*format\('woff'\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !range || !/font-style:\s*normal/.test(body)) return [];
    // The CJK and Arabic packages carry Latin and Cyrillic files of their own: Noto Sans draws those.
    if (
      key !== "latin" &&
      /-(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese)-\d+-normal/.test(file)
    ) {
      return [];
    }
    return [{ key, weight, file: path.join(dir, file), ranges: parseUnicodeRange(range) }];
  });
}

/** Every face of every family at the images' weights. */
export async function allFaces() {
  const lists = await Promise.all(
    Object.keys(FAMILIES).flatMap((key) => WEIGHTS.map((weight) => facesOf(key, weight))),
  );
  return lists.flat();
}

/**
 * The font files that draw `text`: for each weight, every family's files whose ranges hold one of its characters
 * (Noto Sans's Latin files always, for figures and punctuation).
 */
export async function facesFor(text, faces) {
  const codes = [...new Set([...text].map((char) => char.codePointAt(0)))];
  // Latin, Latin-1 and IPA are Noto Sans's, though CJK files hold their own copies.
  const own = (face, code) => face.key === "latin" || code >= 0x250;
  return faces.filter(
    (face) =>
      (face.key === "latin" && face.ranges.some(([from]) => from === 0)) ||
      codes.some((code) => own(face, code) && face.ranges.some(([from, to]) => code >= from && code <= to)),
  );
}

/**
 * Writes the glyphs that draw `text` as TrueType files into a folder of their own under `cacheDir` (named by the
 * text, so a second run with the same text reuses it) with a fonts.conf naming that folder alone, and points
 * fontconfig at it (FONTCONFIG_FILE). Call it before the process draws its first text: fontconfig reads its
 * configuration once. Returns the folder and the files written.
 */
export async function installFonts(text, cacheDir = path.resolve("node_modules/.cache/ember-fonts")) {
  const chars = [...new Set(text)].sort().join("");
  const faces = await facesFor(chars, await allFaces());
  const id = createHash("sha256").update(chars).digest("hex").slice(0, 16);
  const dir = path.join(cacheDir, id);
  const conf = path.join(dir, "fonts.conf");
  const files = faces.map((face) => path.join(dir, "files", path.basename(face.file).replace(/\.woff$/, ".ttf")));
  if (!existsSync(conf)) {
    await mkdir(path.join(dir, "files"), { recursive: true });
    await Promise.all(
      faces.map(async (face, index) => {
        const subset = await subsetFont(await readFile(face.file), chars, { targetFormat: "truetype" });
        await writeFile(files[index], subset);
      }),
    );
    await writeFile(
      conf,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <dir>${path.join(dir, "files")}</dir>\n  <cachedir>${path.join(dir, "cache")}</cachedir>\n</fontconfig>\n`,
    );
  }
  process.env.FONTCONFIG_FILE = conf;
  return { dir, files };
}
