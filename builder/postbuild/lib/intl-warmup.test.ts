import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isIntlWarmupScript, WORKER_SOURCE, warmupFileName, warmupScript, withIntlWarmup } from "./intl-warmup.mjs";

const URL_ = "/assets/intl-warmup-Ab3_x-9Z.js";
const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}" dir="ltr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/></head><body></body></html>`;

describe("withIntlWarmup", () => {
  it("starts the worker first thing in the <head> of a page in any language but English, named with its tag", () => {
    for (const tag of ["es", "pt-BR", "fa", "ar", "zh-CN", "ja"]) {
      const html = withIntlWarmup(page(tag), URL_);
      expect(html).toContain(
        `<meta charSet="utf-8"/><script>new Worker("${URL_}",{name:"${tag}"})</script><meta name="viewport"`,
      );
      expect(isIntlWarmupScript(warmupScript(URL_, tag))).toBe(true);
    }
  });

  it("leaves English pages, the pseudo-locale's and a page naming no language as they are", () => {
    for (const html of [page("en"), page("en-XA"), page("EN"), "<html><head><meta charset=utf-8></head></html>"]) {
      expect(withIntlWarmup(html, URL_)).toBe(html);
    }
  });

  it("starts it once however often the step runs", () => {
    const once = withIntlWarmup(page("es"), URL_);
    expect(withIntlWarmup(once, URL_)).toBe(once);
  });
});

describe("the worker's file", () => {
  it("is named by its content, as the build names its own files", () => {
    const source = readFileSync(WORKER_SOURCE, "utf8");
    expect(warmupFileName(source)).toMatch(/^intl-warmup-[\w-]{8}\.js$/);
    expect(isIntlWarmupScript(warmupScript(`/assets/${warmupFileName(source)}`, "es"))).toBe(true);
    expect(warmupFileName(`${source}\n`)).not.toBe(warmupFileName(source));
  });
});
