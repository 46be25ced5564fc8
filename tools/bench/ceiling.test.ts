import { describe, expect, it } from "vitest";
import { routeFile, withoutScripts } from "./ceiling.mjs";

describe("withoutScripts", () => {
  it("takes out every script and module preload, and keeps the page and its JSON-LD", () => {
    const page =
      `<html><head><meta charSet="utf-8"/><script>new Worker("/assets/intl-warmup-a.js",{name:"es"})</script>` +
      `<link rel="modulepreload" href="/assets/root.js"/><link rel="stylesheet" href="/assets/root.css"/>` +
      `<script type="application/ld+json">{"@type":"Article"}</script></head><body><h1>Blog</h1>` +
      `<script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/a.js";` +
      `</script><SCRIPT src="/x.js"></SCRIPT></body></html>`;
    expect(withoutScripts(page)).toBe(
      `<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root.css"/>` +
        `<script type="application/ld+json">{"@type":"Article"}</script></head><body><h1>Blog</h1></body></html>`,
    );
  });
});

describe("routeFile", () => {
  it("names the pre-rendered file of a route", () => {
    expect(routeFile("b", "/")).toBe("b/index.html");
    expect(routeFile("b", "/es/blog/x")).toBe("b/es/blog/x/index.html");
  });
});
