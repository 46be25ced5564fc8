import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  buildPolicy,
  headersFile,
  mediaOrigin,
  pageHeaderPolicy,
  relaySource,
  serializePolicy,
  sha256Source,
} from "./csp.mjs";

describe("sha256Source", () => {
  it("is the base64 SHA-256 of the UTF-8 text, as a CSP hash source", () => {
    // Known value: sha256("alert('Hello, world.');"), the example of the CSP specification.
    expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    const emoji = "console.log('💿')";
    expect(sha256Source(emoji)).toBe(
      `'sha256-${createHash("sha256").update(Buffer.from(emoji, "utf8")).digest("base64")}'`,
    );
  });

  it("normalises newlines as the HTML parser does before hashing", () => {
    expect(sha256Source("a()\r\nb()\rc()")).toBe(sha256Source("a()\nb()\nc()"));
  });
});

describe("relaySource", () => {
  it("keeps scheme, host and port of websocket URLs", () => {
    expect(relaySource("wss://relay.damus.io")).toBe("wss://relay.damus.io");
    expect(relaySource(" wss://Relay.Example.com/nostr/ ")).toBe("wss://relay.example.com");
    expect(relaySource("ws://127.0.0.1:7101")).toBe("ws://127.0.0.1:7101");
  });

  it("normalises like nostr-tools: no scheme means wss, http(s) means ws(s)", () => {
    expect(relaySource("nos.lol")).toBe("wss://nos.lol");
    expect(relaySource("https://relay.example.com")).toBe("wss://relay.example.com");
    expect(relaySource("http://localhost:8080")).toBe("ws://localhost:8080");
  });

  it("drops what cannot be a relay", () => {
    expect(relaySource("")).toBeUndefined();
    expect(relaySource("javascript:alert(1)")).toBeUndefined();
    expect(relaySource("wss://")).toBeUndefined();
    expect(relaySource("ftp://files.example.com")).toBeUndefined();
  });
});

describe("mediaOrigin", () => {
  it("is the origin of an absolute base and nothing for a site path", () => {
    expect(mediaOrigin("https://raw.githubusercontent.com/org/repo/main/flows")).toBe(
      "https://raw.githubusercontent.com",
    );
    expect(mediaOrigin("/flows")).toBeUndefined();
    expect(mediaOrigin("")).toBeUndefined();
  });
});

describe("buildPolicy", () => {
  const directive = (policy: Map<string, string[]>, name: string) => policy.get(name);

  it("allows scripts only from the site and by hash, never unsafe-inline", () => {
    const policy = buildPolicy({ scriptHashes: ["'sha256-a='", "'sha256-b='", "'sha256-a='"] });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-a='", "'sha256-b='"]);
    expect(serializePolicy(policy)).not.toContain("unsafe-inline");
    expect(serializePolicy(policy)).not.toContain("unsafe-eval");
  });

  it("adds wasm-unsafe-eval only when the bundle compiles WebAssembly", () => {
    expect(directive(buildPolicy({ wasm: true }), "script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directive(buildPolicy({ wasm: false }), "script-src")).toEqual(["'self'"]);
  });

  it("limits connect-src to the site and the configured relays", () => {
    const policy = buildPolicy({
      relays: ["wss://relay.damus.io", "wss://nos.lol/", "not a url at all", "wss://nos.lol"],
    });
    expect(directive(policy, "connect-src")).toEqual(["'self'", "wss://relay.damus.io", "wss://nos.lol"]);
  });

  it("starts workers (the blog's relay worker) only from the site", () => {
    expect(directive(buildPolicy({}), "worker-src")).toEqual(["'self'"]);
  });

  it("loads media from the site, plus the flow media origin when it is another host", () => {
    expect(directive(buildPolicy({ flowMediaBase: "/flows" }), "media-src")).toEqual(["'self'"]);
    const remote = buildPolicy({ flowMediaBase: "https://cdn.example.com/flows" });
    expect(directive(remote, "media-src")).toEqual(["'self'", "https://cdn.example.com"]);
    expect(directive(remote, "img-src")).toEqual(["'self'", "https:"]);
    expect(directive(buildPolicy({ flowMediaBase: "http://10.0.0.2/flows" }), "img-src")).toEqual([
      "'self'",
      "https:",
      "http://10.0.0.2",
    ]);
  });

  it("locks down everything else", () => {
    const policy = buildPolicy({});
    expect(directive(policy, "default-src")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
  });

  it("allows inline <style> only by hash, and no style attributes", () => {
    expect(directive(buildPolicy({}), "style-src-attr")).toBeUndefined();
    expect(directive(buildPolicy({ styleHashes: ["'sha256-s='"] }), "style-src")).toEqual(["'self'", "'sha256-s='"]);
    expect(serializePolicy(buildPolicy({ styleHashes: ["'sha256-s='"], header: true }))).not.toContain("unsafe-inline");
  });

  it("leaves the inline directives of the pages' header to their meta policies, and keeps the rest", () => {
    const policy = pageHeaderPolicy(
      buildPolicy({ scriptHashes: ["'sha256-a='"], relays: ["wss://r.example"], header: true }),
    );
    expect([...policy.keys()]).not.toContain("script-src");
    expect([...policy.keys()]).not.toContain("default-src");
    expect([...policy.keys()]).not.toContain("style-src");
    expect(directive(policy, "connect-src")).toEqual(["'self'", "wss://r.example"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
  });

  it("puts frame-ancestors only in the header, where browsers honour it", () => {
    expect(directive(buildPolicy({}), "frame-ancestors")).toBeUndefined();
    expect(directive(buildPolicy({ header: true }), "frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("serializePolicy and headersFile", () => {
  it("writes directives in order, separated by semicolons", () => {
    const policy = new Map([
      ["default-src", ["'none'"]],
      ["img-src", ["'self'", "https:"]],
    ]);
    expect(serializePolicy(policy)).toBe("default-src 'none'; img-src 'self' https:");
  });

  it("writes _headers blocks: a path line, then indented headers", () => {
    const text = headersFile([
      {
        path: "/*",
        headers: [
          ["X-Content-Type-Options", "nosniff"],
          ["Referrer-Policy", "same-origin"],
        ],
      },
      { path: "/assets/*", headers: [["Cache-Control", "immutable"]] },
    ]);
    expect(text).toBe(
      "/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: same-origin\n\n/assets/*\n  Cache-Control: immutable\n",
    );
  });
});
