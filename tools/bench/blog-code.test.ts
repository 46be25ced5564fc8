import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLOG_CODE_MARKERS, blogPackagesIn } from "./blog-code.mjs";

/** Each marker must be in the library's own published code, or the check would silently see nothing. */
const SOURCES: Record<string, string[]> = {
  "nostr-tools": ["node_modules/nostr-tools/lib/esm/abstract-relay.js"],
  "nostr-wasm": ["node_modules/nostr-wasm/dist/nostr.js"],
  "markdown pipeline": ["node_modules/hast-util-to-html/lib/handle/index.js", "node_modules/remark-parse/lib/index.js"],
  "@tanstack/react-query": ["node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js"],
};

describe("blogPackagesIn", () => {
  for (const [name, files] of Object.entries(SOURCES)) {
    it(`recognises ${name} in its own code`, () => {
      const source = files.map((file) => readFileSync(file, "utf8")).join("\n");
      expect(blogPackagesIn(source)).toContain(name);
    });
  }

  it("finds every marker in its library's code", () => {
    for (const [name, markers] of Object.entries(BLOG_CODE_MARKERS)) {
      const source = SOURCES[name]!.map((file) => readFileSync(file, "utf8")).join("\n");
      for (const marker of markers) expect(source, `${name}: ${marker}`).toContain(marker);
    }
  });

  it("knows every library it checks for", () => {
    expect(Object.keys(BLOG_CODE_MARKERS).sort()).toEqual(Object.keys(SOURCES).sort());
  });

  it("finds nothing in the landing page's own kind of code", () => {
    expect(blogPackagesIn(`const faq = "Does Ember support Lightning? Yes."; fetch("/flows/a.png");`)).toEqual([]);
  });
});
