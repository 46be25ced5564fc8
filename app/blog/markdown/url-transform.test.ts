import { describe, expect, it } from "vitest";
import { articleUrlTransform, isExternalUrl } from "./url-transform";

describe("articleUrlTransform", () => {
  it.each([
    "https://example.com/a?b=c#d",
    "HTTP://example.com",
    "mailto:team@ember.example",
    "irc://irc.example/ember",
    "ircs://irc.example/ember",
    "xmpp:team@ember.example",
    "/blog/ecash",
    "relative/path",
    "#section",
    "?q=a:b",
    "/path:with:colons",
    "page#a:b",
  ])("keeps %s", (url) => {
    expect(articleUrlTransform(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "java%0ascript:alert(1)",
    "data:text/html,<b>",
    "vbscript:x",
    "file:///etc/passwd",
    "ftp://x.example",
  ])("empties %s", (url) => {
    expect(articleUrlTransform(url)).toBe("");
  });

  it("turns a valid nostr: URI into its gateway link and empties an invalid one", () => {
    const npub = "npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6";
    expect(articleUrlTransform(`nostr:${npub}`)).toBe(`https://njump.me/${npub}`);
    expect(articleUrlTransform("nostr:npub1nope")).toBe("");
  });
});

describe("isExternalUrl", () => {
  it("tells links that leave the site from the site's own", () => {
    expect(isExternalUrl("https://example.com")).toBe(true);
    expect(isExternalUrl("//example.com")).toBe(true);
    expect(isExternalUrl("/blog")).toBe(false);
    expect(isExternalUrl("#top")).toBe(false);
  });
});
