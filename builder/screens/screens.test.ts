// The landing's screens: a template's words come from the language's catalogue, a screenshot the team dropped
// replaces it, English's screenshot is the last resort, and a right-to-left screen is mirrored with its words readable.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { readCatalogues } from "../../builder/i18n/catalogue.mjs";
import { installFonts } from "../fonts/fonts.mjs";
import { drawScreen, fillTemplate, mirrorScreen, SCREENS_DIR, screenSource } from "./screens.mjs";
import { SCREEN_IDS } from "./step.mjs";

// Real drawing and font cutting: seconds each on a loaded two-core machine, not the default 5.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const catalogues = readCatalogues();
const english = catalogues.en!.messages;
const language = (tag: string, dir = "ltr") => ({
  tag,
  lang: tag,
  dir,
  messages: catalogues[tag]!.messages,
  english,
  productName: "Ember",
});
const template = (id: string) => readFileSync(join(SCREENS_DIR, `${id}.svg`), "utf8");

describe("fillTemplate", () => {
  it("writes every screen in every language's own words, leaving no token", () => {
    for (const tag of Object.keys(catalogues)) {
      for (const id of SCREEN_IDS)
        expect(fillTemplate(template(id), language(tag)), `${tag} ${id}`).not.toMatch(/\{\{/);
    }
  });

  it("takes the catalogue's words, and Intl's figures, regions and days", () => {
    const en = fillTemplate(template("hero"), language("en"));
    expect(en).toContain(">Balance<");
    expect(en).toContain(">21,000<");
    expect(en).toContain(">eSIM Portugal<");
    expect(en).toContain(">Data plan · Mon<");
    const ja = fillTemplate(template("hero"), language("ja"));
    expect(ja).toContain(">残高<");
    expect(ja).toContain(">コーヒー<");
    expect(ja).toContain(">eSIM ポルトガル<");
    expect(ja).not.toContain("Balance");
    const de = fillTemplate(template("esims"), language("de"));
    expect(de).toContain(">5 GB · 30 Tage<");
    expect(de).toContain(">Deutschland<");
    expect(de).toContain(">9.800<");
  });
});

describe("screenSource", () => {
  it("takes the language's screenshot, else the template, else English's screenshot", () => {
    const dir = mkdtempSync(join(tmpdir(), "screens-"));
    expect(screenSource("hero", "ja", dir)).toBeUndefined();
    mkdirSync(join(dir, "en"));
    copyFileSync(join(SCREENS_DIR, "hero.svg"), join(dir, "en", "hero.png"));
    expect(screenSource("hero", "ja", dir)).toEqual({ kind: "english", file: join(dir, "en", "hero.png") });
    copyFileSync(join(SCREENS_DIR, "hero.svg"), join(dir, "hero.svg"));
    expect(screenSource("hero", "ja", dir)).toEqual({ kind: "template", file: join(dir, "hero.svg") });
    mkdirSync(join(dir, "ja"));
    copyFileSync(join(SCREENS_DIR, "hero.svg"), join(dir, "ja", "hero.webp"));
    expect(screenSource("hero", "ja", dir)).toEqual({ kind: "screenshot", file: join(dir, "ja", "hero.webp") });
  });
});

describe("mirrorScreen", () => {
  it("lays right-to-left words out right to left and anchors figures at their other end", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="225" height="513"><rect x="0" width="10" height="10"/><text x="18" y="64">الرصيد</text><text x="207" y="22" text-anchor="end">21,000</text></svg>`;
    expect(mirrorScreen(svg)).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="225" height="513"><g transform="matrix(-1 0 0 1 225 0)">` +
        `<rect x="0" width="10" height="10"/>` +
        `<text x="18" y="64" direction="rtl" transform="matrix(-1 0 0 1 36 0)">الرصيد</text>` +
        `<text x="207" y="22" text-anchor="start" transform="matrix(-1 0 0 1 414 0)">21,000</text></g></svg>`,
    );
  });
});

describe("drawScreen", () => {
  beforeAll(async () => {
    const text = ["en", "ar"].map((tag) => fillTemplate(template("social"), language(tag))).join("");
    await installFonts(text.replace(/<[^>]*>/g, ""), mkdtempSync(join(tmpdir(), "ember-fonts-")));
  });

  /** The columns of bright ink in the title's band (y 40 to 70 of the mockup's 513). */
  async function titleInk(webp: Buffer) {
    const { data, info } = await sharp(webp)
      .extract({ left: 0, top: 80, width: 450, height: 60 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const columns = [];
    for (let x = 0; x < info.width; x++) {
      for (let y = 0; y < info.height; y++) if (data[y * info.width + x]! > 200) columns.push(x);
    }
    return { left: Math.min(...columns), right: Math.max(...columns) };
  }

  it("draws a 450 x 1026 WebP; the Arabic title starts at the right edge, the English at the left", async () => {
    const source = { kind: "template" as const, file: join(SCREENS_DIR, "social.svg") };
    const en = await drawScreen(source, language("en"));
    const ar = await drawScreen(source, language("ar", "rtl"));
    const meta = await sharp(en).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 450, 1026]);
    const enInk = await titleInk(en);
    const arInk = await titleInk(ar);
    expect(enInk.left).toBeLessThan(45);
    expect(enInk.right).toBeLessThan(300);
    expect(arInk.right).toBeGreaterThan(405);
    expect(arInk.left).toBeGreaterThan(100);
  });
});
