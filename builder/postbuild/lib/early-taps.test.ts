import { describe, expect, it } from "vitest";
import { EARLY_TAPS_SCRIPT } from "../../../app/shell/early-taps.mjs";
import { isEarlyTapsScript, withEarlyTaps } from "./early-taps.mjs";

const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root.css"/></head><body></body></html>`;

describe("withEarlyTaps", () => {
  it("puts the keeper first thing in the <head> of every page, before the stylesheets, in every language", () => {
    for (const tag of ["en", "en-XA", "es", "fa", "ar", "zh-CN"]) {
      expect(withEarlyTaps(page(tag))).toContain(
        `<meta charSet="utf-8"/><script>${EARLY_TAPS_SCRIPT}</script><link rel="stylesheet"`,
      );
    }
  });

  it("puts it once however often the step runs, and leaves a page without a charset as it is", () => {
    const once = withEarlyTaps(page("en"));
    expect(withEarlyTaps(once)).toBe(once);
    expect(withEarlyTaps("<html><head></head></html>")).toBe("<html><head></head></html>");
  });

  it("recognises the keeper by its whole text only", () => {
    expect(isEarlyTapsScript(EARLY_TAPS_SCRIPT)).toBe(true);
    expect(isEarlyTapsScript(`${EARLY_TAPS_SCRIPT};fetch("/x")`)).toBe(false);
    expect(isEarlyTapsScript("")).toBe(false);
  });
});
