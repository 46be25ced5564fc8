// The fonts the build draws text in: from the @fontsource packages on disk, only the files a text needs, cut to its
// glyphs, and fontconfig pointed at them alone.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { allFaces, facesFor, familyList, installFonts, parseUnicodeRange } from "./fonts.mjs";

// Real drawing and font cutting: seconds each on a loaded two-core machine, not the default 5.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe("the fonts", () => {
  it("reads a package's unicode ranges", () => {
    expect(parseUnicodeRange("U+0000-00FF, U+0131,U+2000-206F")).toEqual([
      [0, 255],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ]);
  });

  it("takes, for a text, the files that hold its characters, in both weights, from the four packages", async () => {
    const faces = await allFaces();
    const names = (text: string) =>
      facesFor(text, faces).then((found: { file: string }[]) =>
        found.map((face) => face.file.split("/").pop()!).sort(),
      );
    expect(await names("Ember")).toEqual(["noto-sans-latin-400-normal.woff", "noto-sans-latin-700-normal.woff"]);
    const arabic = await names("Ember المدونة");
    expect(arabic).toContain("noto-sans-arabic-arabic-700-normal.woff");
    const cjk = await names("ブログ 博客");
    expect(cjk.some((name: string) => name.startsWith("noto-sans-jp-"))).toBe(true);
    expect(cjk.some((name: string) => name.startsWith("noto-sans-sc-"))).toBe(true);
    expect(cjk.some((name: string) => /noto-sans-(jp|sc)-latin/.test(name))).toBe(false);
  });

  it("puts the page's own script first: Japanese forms for Japanese, Simplified Chinese for Chinese", () => {
    expect(familyList("ja")).toBe("Noto Sans,Noto Sans JP,Noto Sans SC,Noto Sans Arabic");
    expect(familyList("zh-CN")).toBe("Noto Sans,Noto Sans SC,Noto Sans JP,Noto Sans Arabic");
    expect(familyList("fa")).toBe("Noto Sans Arabic,Noto Sans,Noto Sans SC,Noto Sans JP");
  });

  it("writes TrueType subsets and a fontconfig file that names their folder alone", async () => {
    const cache = mkdtempSync(join(tmpdir(), "ember-fonts-"));
    const { dir, files } = await installFonts("Ember ブログ", cache);
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) expect(readFileSync(file).readUInt32BE(0)).toBe(0x00010000); // a TrueType font
    const conf = readFileSync(join(dir, "fonts.conf"), "utf8");
    expect([...conf.matchAll(/<dir>([^<]*)<\/dir>/g)].map((match) => match[1])).toEqual([join(dir, "files")]);
    expect(process.env.FONTCONFIG_FILE).toBe(join(dir, "fonts.conf"));
    // Cut to the text's glyphs: a CJK face is a few kilobytes, not the package's hundreds.
    for (const file of files) expect(readFileSync(file).length).toBeLessThan(40_000);
  });
});
