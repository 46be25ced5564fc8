// Every page's own share card (builder/drawn-images.mjs draws them after the build): for each
// pre-rendered page whose `og:image` names a card of this site (app/seo.ts: `share.jpg` beside a page), the card
// drawn from that tag's `data-card-*` attributes, in the page's language and direction (its <html lang dir>). A card
// several pages name (an article's, from its page in every language) is drawn once, from its own page's tag. An
// article's cover is read from the build's own copy on disk, never fetched; a copy missing leaves the card without.
import { existsSync } from "node:fs";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { eachLimited } from "../lib/each-limited.mjs";
import { attribute, listHtmlFiles } from "../postbuild/lib/html.mjs";
import { CARD_MAX_BYTES } from "./card.mjs";

const CARD_FILE = "share.jpg";
const META = /<meta\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const HTML_TAG = /<html\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i;

/** React's escapes in attribute values, undone. */
export function unescapeAttribute(value) {
  return value.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, name) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[name],
  );
}

/**
 * The card a page's HTML asks for: its file (a path under the site, decoded), title, line, cover, language and
 * direction; undefined when its `og:image` is no card of `siteUrl`'s.
 */
export function cardRequest(html, siteUrl) {
  for (const [, attributes] of html.matchAll(META)) {
    if (attribute(attributes, "property") !== "og:image") continue;
    const title = attribute(attributes, "data-card-title");
    const content = attribute(attributes, "content");
    if (title === undefined || !content) return undefined;
    const url = new URL(unescapeAttribute(content));
    if (url.origin !== new URL(siteUrl).origin || !url.pathname.endsWith(`/${CARD_FILE}`)) return undefined;
    const text = attribute(attributes, "data-card-text");
    const cover = attribute(attributes, "data-card-cover");
    const root = HTML_TAG.exec(html)?.[1] ?? "";
    return {
      file: decodeURIComponent(url.pathname),
      title: unescapeAttribute(title),
      ...(text ? { text: unescapeAttribute(text) } : {}),
      ...(cover ? { cover: unescapeAttribute(cover) } : {}),
      lang: attribute(root, "lang") ?? "en",
      dir: attribute(root, "dir") === "rtl" ? "rtl" : "ltr",
    };
  }
  return undefined;
}

/**
 * Every card the pages of `clientDir` ask for, one per file: from the page beside it when that page asks for it
 * (an article's English page), else from the first page that does.
 */
export async function cardRequests(clientDir, siteUrl) {
  const cards = new Map();
  for (const page of await listHtmlFiles(clientDir)) {
    if (!page.endsWith("index.html")) continue;
    const request = cardRequest(await readFile(path.join(clientDir, page), "utf8"), siteUrl);
    if (!request) continue;
    const own = path.posix.dirname(`/${page}`) === path.posix.dirname(request.file);
    if (!cards.has(request.file) || own) cards.set(request.file, request);
  }
  return [...cards.values()];
}

/**
 * The cards the pages of `clientDir` ask for, and the text they draw (for the fonts). `draw()` writes them, two
 * or more at a time (sharp works off the main thread).
 */
export async function planShareCards({ clientDir, productName, siteUrl }) {
  const host = new URL(siteUrl).host;
  const cards = await cardRequests(clientDir, siteUrl);
  return {
    text: cards.map((card) => `${card.title}${card.text ?? ""}`).join("") + productName + host + "…",
    async draw() {
      const { renderCard } = await import("./card.mjs");
      let bytes = 0;
      let largest = 0;
      await eachLimited(cards, Math.max(2, availableParallelism()), async (card) => {
        const coverFile = card.cover ? path.join(clientDir, decodeURIComponent(card.cover)) : undefined;
        const cover = coverFile && existsSync(coverFile) && (await stat(coverFile)).isFile() ? coverFile : undefined;
        const jpeg = await renderCard({ ...card, cover, productName, host });
        if (jpeg.length > CARD_MAX_BYTES) {
          throw new Error(`share card ${card.file}: ${jpeg.length} bytes, over ${CARD_MAX_BYTES}`);
        }
        const out = path.join(clientDir, card.file);
        await mkdir(path.dirname(out), { recursive: true });
        await writeFile(out, jpeg);
        bytes += jpeg.length;
        largest = Math.max(largest, jpeg.length);
      });
      return `${cards.length} share cards, ${(bytes / 1e6).toFixed(2)} MB (largest ${(largest / 1000).toFixed(1)} KB)`;
    },
  };
}
