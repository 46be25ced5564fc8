// The landing's phone screens in every language (app/content/screens/): for each screen and language, the team's
// own screenshot when it dropped one in app/content/screens/{tag}/, else the screen's template drawn with that
// language's words (the catalogues' `home.screen.*`, its numbers, region and day names by Intl), else English's
// screenshot. Written as WebP at twice the mockup's size, drawn in the project's fonts (builder/fonts/fonts.mjs), so
// every visitor sees the same screen whatever fonts their device has. A right-to-left language's screen is mirrored,
// as iOS mirrors an app, its words kept readable.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import MessageFormat from "@messageformat/core";
import sharp from "sharp";
import { familyList } from "../fonts/fonts.mjs";

export const SCREENS_DIR = path.resolve("app/content/screens");
/** The mockup's screen, in CSS pixels (app/landing/mockup/phone-frame.tsx), and the scale it is drawn at. */
export const SCREEN_WIDTH = 225;
export const SCREEN_HEIGHT = 513;
export const SCREEN_SCALE = 2;
const SCREENSHOT_TYPES = ["png", "jpg", "jpeg", "webp"];

const TOKEN = /\{\{([^}]+)\}\}/g;

/**
 * A template's words in one language. Tokens: `{{name}}` the product's name, `{{font}}` the language's fonts,
 * `{{key}}` the message `home.screen.key` (`{{key|a=1|b=@PT}}` with values), `{{#21000}}` a number (`{{#+2100}}`
 * with its sign), `{{@PT}}` a region's name, `{{day:1}}` a weekday's short name (0 is Sunday).
 * @param {string} svg
 * @param {{ tag: string, lang: string, messages: Record<string, string>, english: Record<string, string>,
 *   productName: string }} language `lang`: the language Intl and the message plurals use (English for the pseudo-locale)
 */
export function fillTemplate(svg, { lang, messages, english, productName }) {
  const mf = new MessageFormat(lang, { strictPluralKeys: false });
  const numbers = new Intl.NumberFormat(lang);
  const signed = new Intl.NumberFormat(lang, { signDisplay: "exceptZero" });
  const regions = new Intl.DisplayNames([lang], { type: "region" });
  const days = new Intl.DateTimeFormat(lang, { weekday: "short", timeZone: "UTC" });
  const value = (token) => {
    if (token.startsWith("#"))
      return (token[1] === "+" || token[1] === "-" ? signed : numbers).format(Number(token.slice(1)));
    if (token.startsWith("@")) return regions.of(token.slice(1)) ?? token.slice(1);
    if (token.startsWith("day:")) return days.format(Date.UTC(2023, 0, 1 + Number(token.slice(4)))); // 2023-01-01: a Sunday
    if (token === "name") return productName;
    if (token === "font") return familyList(lang);
    const [name, ...pairs] = token.split("|");
    const key = `home.screen.${name}`;
    const source = messages[key] ?? english[key];
    if (source === undefined) throw new Error(`screen template: no message ${key}`);
    const values = Object.fromEntries(
      pairs.map((pair) => {
        const [k, v] = pair.split("=");
        return [k, /^\d+$/.test(v) ? Number(v) : value(v)];
      }),
    );
    return mf.compile(source)(values);
  };
  return svg.replace(TOKEN, (_, token) => escapeXml(String(value(token))));
}

export function escapeXml(text) {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]);
}

const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A screen mirrored for a right-to-left language, as iOS mirrors an app: its shapes mirrored as a whole, each text
 * put back the right way round at its mirrored place. A text in a right-to-left script is laid out right to left
 * (`direction="rtl"`: its anchor's start is its right end, so it starts where the left-to-right one did, mirrored);
 * figures and Latin names stay left to right, anchored at their other end.
 */
export function mirrorScreen(svg) {
  const open = svg.indexOf(">", svg.indexOf("<svg")) + 1;
  const close = svg.lastIndexOf("</svg>");
  const body = svg.slice(open, close).replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attributes, content) => {
    const x = Number(/\sx="([-\d.]+)"/.exec(attributes)?.[1] ?? 0);
    const unmirror = ` transform="matrix(-1 0 0 1 ${2 * x} 0)"`;
    if (RIGHT_TO_LEFT.test(content)) return `<text${attributes} direction="rtl"${unmirror}>${content}</text>`;
    const anchor = /\stext-anchor="(\w+)"/.exec(attributes)?.[1];
    const flipped = anchor === "end" ? "start" : anchor === "middle" ? "middle" : anchor ? "end" : undefined;
    // Templates give each text its own anchor: one without is anchored at its start.
    const rest = attributes.replace(/\stext-anchor="\w+"/, "");
    return `<text${rest} text-anchor="${flipped ?? "end"}"${unmirror}>${content}</text>`;
  });
  return `${svg.slice(0, open)}<g transform="matrix(-1 0 0 1 ${SCREEN_WIDTH} 0)">${body}</g></svg>`;
}

/** The team's screenshot of a screen in a language, if it dropped one: app/content/screens/{tag}/{id}.{png,jpg,webp}. */
export function screenshotFile(id, tag, dir = SCREENS_DIR) {
  for (const type of SCREENSHOT_TYPES) {
    const file = path.join(dir, tag, `${id}.${type}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/**
 * Where a screen in a language comes from: its screenshot, else its template, else English's screenshot.
 * @returns {{ kind: "screenshot" | "template" | "english", file: string } | undefined}
 */
export function screenSource(id, tag, dir = SCREENS_DIR) {
  const own = screenshotFile(id, tag, dir);
  if (own) return { kind: "screenshot", file: own };
  const template = path.join(dir, `${id}.svg`);
  if (existsSync(template)) return { kind: "template", file: template };
  const english = screenshotFile(id, "en", dir);
  return english ? { kind: "english", file: english } : undefined;
}

/** A screen as the site serves it: WebP, SCREEN_SCALE times the mockup's size. */
export async function drawScreen(source, language) {
  const width = SCREEN_WIDTH * SCREEN_SCALE;
  const height = SCREEN_HEIGHT * SCREEN_SCALE;
  let input;
  if (source.kind === "template") {
    const filled = fillTemplate(await readFile(source.file, "utf8"), language);
    input = sharp(Buffer.from(language.dir === "rtl" ? mirrorScreen(filled) : filled), { density: 72 * SCREEN_SCALE });
  } else {
    input = sharp(source.file);
  }
  return input.resize(width, height, { fit: "cover", position: "top" }).webp({ quality: 82 }).toBuffer();
}
