// Draws the site's share image (public/og-image.png, 1200 x 630) from the brand in app/config.ts:
// an HTML/SVG card rendered and screenshotted by Chromium. Run `node tools/og-image/generate.mjs`
// after renaming the product or changing the tagline; the PNG is committed.
import { writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";
import { escapeAttribute as escapeHtml } from "../../builder/postbuild/lib/html.mjs";
import { loadAppConfig } from "../../builder/app-config.mjs";

const SIZE = { width: 1200, height: 630 };
const OUT = "public/og-image.png";
const EMBER_MARK = "M32 6c4 10 17 17 17 32a17 17 0 0 1-34 0c0-8 4-13 8-17 0 6 3 9 6 10-2-8 1-17 3-25z";
const FEATURES = ["Ecash", "Lightning", "Self-custody", "Nostr", "eSIMs", "VPN"];

export function ogImageHtml({ productName, productTagline, siteUrl }) {
  const chips = FEATURES.map((feature) => `<li>${escapeHtml(feature)}</li>`).join("");
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { width: ${SIZE.width}px; height: ${SIZE.height}px; overflow: hidden; color: #f4f4f6;
    font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif;
    background: radial-gradient(circle at 82% 30%, rgba(220, 38, 38, 0.42), transparent 46%),
      radial-gradient(circle at 8% 100%, rgba(239, 68, 68, 0.18), transparent 40%), #0b0b0f; }
  .text { position: absolute; left: 80px; top: 118px; width: 700px; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 92px; font-weight: 700; letter-spacing: -2px; }
  .brand svg { width: 96px; height: 96px; }
  h1 { margin-top: 28px; font-size: 42px; line-height: 1.15; font-weight: 700; }
  p { margin-top: 20px; font-size: 26px; color: #a9a9b8; }
  ul { margin-top: 36px; display: flex; flex-wrap: wrap; gap: 12px; list-style: none; }
  li { border: 2px solid #2c2c38; background: #15151c; border-radius: 999px; padding: 8px 16px; font-size: 20px; font-weight: 700; }
  .phone { position: absolute; right: 110px; top: 70px; width: 250px; height: 500px; border-radius: 44px;
    border: 10px solid #2c2c38; background: linear-gradient(160deg, #1e1e27, #15151c); box-shadow: 0 30px 80px rgba(0,0,0,.6); }
  .phone .notch { margin: 14px auto 0; width: 90px; height: 22px; border-radius: 12px; background: #0b0b0f; }
  .phone .balance { margin: 56px 0 0; text-align: center; font-size: 44px; font-weight: 700; }
  .phone .unit { text-align: center; color: #a9a9b8; font-size: 20px; margin-top: 6px; }
  .phone .button { margin: 48px auto 0; width: 170px; height: 52px; border-radius: 26px; background: #dc2626;
    color: #fff; font-size: 22px; font-weight: 700; display: flex; align-items: center; justify-content: center; }
  .phone .row { margin: 20px auto 0; width: 170px; height: 14px; border-radius: 7px; background: #2c2c38; }
  .phone .row.short { width: 110px; }
  .url { position: absolute; left: 80px; bottom: 48px; font-size: 24px; color: #a9a9b8; }
  </style></head><body>
  <div class="text">
    <div class="brand"><svg viewBox="0 0 64 64"><path d="${EMBER_MARK}" fill="#ef4444"/></svg>${escapeHtml(productName)}</div>
    <h1>${escapeHtml(productTagline)}</h1>
    <p>A self-custodial bitcoin wallet for iOS</p>
    <ul>${chips}</ul>
  </div>
  <div class="phone" aria-hidden="true"><div class="notch"></div><div class="balance">21,000</div>
    <div class="unit">sats</div><div class="button">Send</div><div class="row"></div><div class="row short"></div></div>
  <div class="url">${escapeHtml(new URL(siteUrl).host)}</div>
  </body></html>`;
}

async function main() {
  const { PRODUCT_NAME, PRODUCT_TAGLINE, SITE_URL } = await loadAppConfig();
  const config = { productName: PRODUCT_NAME, productTagline: PRODUCT_TAGLINE, siteUrl: SITE_URL };
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: SIZE, deviceScaleFactor: 1 });
    await page.setContent(ogImageHtml(config));
    await writeFile(OUT, await page.screenshot({ type: "png", clip: { x: 0, y: 0, ...SIZE } }));
    console.log(`wrote ${OUT} (${SIZE.width} x ${SIZE.height})`);
  } finally {
    await browser.close();
  }
}

await main();
