import { describe, expect, it } from "vitest";
import { matchPattern, parseRedirectsFile } from "../../static-server.mjs";
import { redirectsFile } from "./redirects.mjs";

const BUILD = [
  "index.html",
  "__spa-fallback.html",
  "es/__spa-fallback.html",
  "es/index.html",
  "fa/__spa-fallback.html",
  "404.html",
  "_headers",
  "assets/root-abc123.js",
  "blog/index.html",
  "blog/feed.xml",
  "blog/my-first-post/index.html",
  "privacy/index.html",
  "flows/create-account-video.mp4",
  "robots.txt",
];

/** The destination a host that applies rules before files (Cloudflare Pages) uses for a path. */
function firstRuleFor(path: string) {
  for (const rule of parseRedirectsFile(redirectsFile(BUILD))) {
    if (matchPattern(rule.from, path)) return rule;
  }
  return undefined;
}

describe("redirectsFile", () => {
  it("ends with a 200 rewrite of every other path to the SPA fallback, never forced", () => {
    const rules = parseRedirectsFile(redirectsFile(BUILD));
    expect(rules.at(-1)).toEqual({ from: "/*", to: "/__spa-fallback", status: 200 });
    expect(redirectsFile(BUILD)).not.toContain("!");
    expect(firstRuleFor("/blog/an-article-published-after-the-build")).toMatchObject({ to: "/__spa-fallback" });
    expect(firstRuleFor("/no/such/page")).toMatchObject({ to: "/__spa-fallback" });
  });

  it("sends a path under a language's prefix to that language's fallback", () => {
    expect(firstRuleFor("/es/blog/an-article-published-after-the-build")).toEqual({
      from: "/es/*",
      to: "/es/__spa-fallback",
      status: 200,
    });
    expect(firstRuleFor("/fa/no/such/page")).toMatchObject({ to: "/fa/__spa-fallback" });
    expect(firstRuleFor("/es")).toMatchObject({ to: "/es/" });
    // A prefix without a fallback of its own (none was written) gets the English one.
    expect(firstRuleFor("/de/blog/x")).toMatchObject({ to: "/__spa-fallback" });
  });

  it("maps every file of the build to itself even where rules come before files", () => {
    for (const [path, to] of [
      ["/", "/"],
      ["/blog", "/blog/"],
      ["/blog/", "/blog/"],
      ["/blog/my-first-post", "/blog/my-first-post/"],
      ["/privacy", "/privacy/"],
      ["/blog/feed.xml", "/blog/feed.xml"],
      ["/assets/root-abc123.js", "/assets/root-abc123.js"],
      ["/flows/create-account-video.mp4", "/flows/create-account-video.mp4"],
      ["/robots.txt", "/robots.txt"],
    ]) {
      expect(firstRuleFor(path!), path).toEqual({ from: path, to, status: 200 });
    }
  });

  it("lists neither the host's configuration files nor HTML files that are not pages", () => {
    const sources = parseRedirectsFile(redirectsFile(BUILD)).map((rule) => rule.from);
    expect(sources).not.toContain("/_headers");
    expect(sources.some((from) => from.includes("404") || from.includes("__spa-fallback"))).toBe(false);
    expect(new Set(sources).size).toBe(sources.length);
  });
});
