// Draws the site's own share image, public/og-image.png (1200 x 630, English: the card of the pages without one of
// their own, app/seo.ts), with the card maker every page's card comes from. Run `node builder/share-cards/site-card.mjs`
// after renaming the product or changing the tagline or pitch; the PNG is committed.
import { readFile, writeFile } from "node:fs/promises";
import { loadAppConfig } from "../app-config.mjs";
import { installFonts } from "../fonts/fonts.mjs";

const OUT = "public/og-image.png";
const en = JSON.parse(await readFile("app/i18n/messages/en.json", "utf8"));
const { PRODUCT_NAME, SITE_URL } = await loadAppConfig();
const host = new URL(SITE_URL).host;
const title = en["home.tagline"];
const text = en["home.pitch"].replaceAll("{name}", PRODUCT_NAME);
await installFonts(title + text + PRODUCT_NAME + host + "…");
const { renderCard } = await import("./card.mjs");
const png = await renderCard({ title, text, productName: PRODUCT_NAME, host, lang: "en", dir: "ltr", format: "png" });
await writeFile(OUT, png);
console.log(`wrote ${OUT} (${png.length} bytes)`);
