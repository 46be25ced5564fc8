// Node's own fetch: the build's lookups run in Node, and a real redirect must fail as it does there.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lud16Url } from "./lud16";
import { nip05Url } from "./nip05";
import { fetchJson, isLookupHost, splitIdentifier, type WellKnownFetch } from "./well-known";

const LIMITS = { timeoutMs: 2000, maxBytes: 1024 };
const NAME = /^[a-z]+$/;

/** Hosts that name the build machine or its network, in the forms a profile could write them. */
const REFUSED_HOSTS = [
  "127.0.0.1",
  "10.0.0.1",
  "169.254.169.254",
  "2130706433",
  "0x7f000001",
  "0x7f.0.0.1",
  "0177.0.0.1",
  "127.1",
  "[::1]",
  "[fd00::1]",
  "[::ffff:127.0.0.1]",
  "::1",
  "localhost",
  "LocalHost",
  "localhost.",
  "app.localhost",
  "printer.local",
  "Printer.LOCAL",
  "printer.local.",
  "metadata.google.internal",
  "db.INTERNAL.",
];

describe("isLookupHost", () => {
  it("accepts public DNS names, the demo's reserved .example domain among them", () => {
    for (const host of ["example.com", "pay.example.com", "ember.example", "pay.ember.example", "localhost.example"]) {
      expect(isLookupHost(host), host).toBe(true);
    }
  });

  it("refuses IP literals in every form a URL reads as one, localhost, .local and .internal", () => {
    for (const host of REFUSED_HOSTS) expect(isLookupHost(host), host).toBe(false);
  });

  it("refuses what is not a bare host: a port, a path, user info, escapes, nothing", () => {
    for (const host of ["example.com:8080", "example.com/x", "127.0.0.1@example.com", "ex%61mple.com", ""]) {
      expect(isLookupHost(host), host).toBe(false);
    }
  });
});

describe("splitIdentifier", () => {
  it("refuses every refused host, and takes the .example domain", () => {
    for (const host of REFUSED_HOSTS) expect(splitIdentifier(`me@${host}`, NAME), host).toBeUndefined();
    expect(splitIdentifier("Me@Ember.Example", NAME)).toEqual({ name: "me", domain: "ember.example" });
  });

  it("checks the value whole: over 320 characters it is no identifier, whatever its start", () => {
    expect(splitIdentifier(`me@example.com${" ".repeat(306)}`, NAME)).toEqual({ name: "me", domain: "example.com" });
    expect(splitIdentifier(`me@example.com${" ".repeat(307)}`, NAME)).toBeUndefined();
    expect(splitIdentifier(`me@example.com${" ".repeat(306)}x`, NAME)).toBeUndefined();
  });
});

describe("fetchJson", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === "/moved") response.writeHead(302, { location: "/answer" }).end();
      else response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("asks not to follow redirects", async () => {
    const fetchFn = vi.fn<WellKnownFetch>(async () => Response.json({ ok: true }));
    expect(await fetchJson("https://example.com/.well-known/x", fetchFn, LIMITS)).toEqual({ ok: true });
    expect(fetchFn).toHaveBeenCalledWith(
      "https://example.com/.well-known/x",
      expect.objectContaining({ redirect: "error", headers: { accept: "application/json" } }),
    );
  });

  it("fails on a redirect, with Node's fetch, while the redirect's target answers", async () => {
    expect(await fetchJson(`${origin}/answer`, fetch, LIMITS)).toEqual({ ok: true });
    expect(await fetchJson(`${origin}/moved`, fetch, LIMITS)).toBeUndefined();
  });

  it("fails on a redirect response, or an answer reached through one, from a fetch that ignores `redirect`", async () => {
    const moved = new Response(null, { status: 301, headers: { location: "https://example.com/other" } });
    expect(await fetchJson("https://example.com/x", async () => moved, LIMITS)).toBeUndefined();
    const followed = Response.json({ ok: true });
    Object.defineProperty(followed, "redirected", { value: true });
    expect(await fetchJson("https://example.com/x", async () => followed, LIMITS)).toBeUndefined();
  });
});

describe.each([
  {
    builder: "lud16Url",
    url: lud16Url,
    demo: "https://ember.example/.well-known/lnurlp/tips",
    examples: [
      ["alice@example.com", "https://example.com/.well-known/lnurlp/alice"],
      [" Alice.B+tips@Pay.Example.COM ", "https://pay.example.com/.well-known/lnurlp/alice.b+tips"],
    ],
  },
  {
    builder: "nip05Url",
    url: nip05Url,
    demo: "https://ember.example/.well-known/nostr.json?name=tips",
    examples: [
      ["bob@example.com", "https://example.com/.well-known/nostr.json?name=bob"],
      [" _@Sub.Example.COM ", "https://sub.example.com/.well-known/nostr.json?name=_"],
    ],
  },
])("$builder applies the identifier rules", ({ url, demo, examples }) => {
  it("maps name@domain to the domain's well-known document for that name, trimmed and lowercased", () => {
    for (const [identifier, expected] of examples) expect(url(identifier)).toBe(expected);
  });

  it("refuses hosts of the build machine or its network, and takes the demo's reserved domain", () => {
    expect(url("tips@10.0.0.1")).toBeUndefined();
    expect(url("tips@pay.local")).toBeUndefined();
    expect(url("tips@ember.example")).toBe(demo);
  });

  it("checks the identifier whole: over 320 characters it is none, even when its start is one", () => {
    const padded = (spaces: number, end = "") => `tips@ember.example${" ".repeat(spaces)}${end}`;
    expect(url(padded(302))).toBe(demo);
    expect(url(padded(303))).toBeUndefined();
    expect(url(padded(302, "x"))).toBeUndefined();
  });
});
