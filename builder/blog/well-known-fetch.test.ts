import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { DEMO_IMAGE_PATHS, demoUrl, imageFetch } from "./well-known-fetch";

const ORIGIN = "http://127.0.0.1:7111";

describe("demoUrl", () => {
  it("sends .well-known lookups on the reserved .example domain to the demo origin", () => {
    expect(demoUrl("https://ember.example/.well-known/nostr.json?name=team", ORIGIN)).toBe(
      "http://127.0.0.1:7111/.well-known/nostr.json?name=team",
    );
    expect(demoUrl("https://pay.ember.example/.well-known/lnurlp/tips", ORIGIN)).toBe(
      "http://127.0.0.1:7111/.well-known/lnurlp/tips",
    );
  });

  it("leaves every other URL alone", () => {
    for (const url of [
      "https://example.com/.well-known/nostr.json?name=bob",
      "https://ember.example.com/.well-known/nostr.json?name=bob",
      "https://ember.example/other",
      "https://media.ember.example/covers/3.png",
      "http://ember.example/.well-known/nostr.json",
    ]) {
      expect(demoUrl(url, ORIGIN)).toBe(url);
    }
  });

  it("sends the demo's covers and avatars there when given their paths, and nothing else", () => {
    expect(demoUrl("https://media.ember.example/covers/3.png", ORIGIN, DEMO_IMAGE_PATHS)).toBe(
      "http://127.0.0.1:7111/covers/3.png",
    );
    expect(demoUrl("https://ember.example/avatars/team.png", ORIGIN, DEMO_IMAGE_PATHS)).toBe(
      "http://127.0.0.1:7111/avatars/team.png",
    );
    for (const url of [
      "https://media.example.com/covers/3.png",
      "http://media.ember.example/covers/3.png",
      "https://media.ember.example/coversx/3.png",
      "https://ember.example/.well-known/nostr.json?name=team",
    ]) {
      expect(demoUrl(url, ORIGIN, DEMO_IMAGE_PATHS)).toBe(url);
    }
  });
});

describe("imageFetch", () => {
  /** The fetch for every URL the demo origin does not take: records it and answers 204. */
  function guarded() {
    const urls: string[] = [];
    const fetchFn = async (url: string) => {
      urls.push(url);
      return new Response(null, { status: 204 });
    };
    return { urls, fetch: fetchFn };
  }

  it("sends only the demo's image paths on .example to the configured origin; the rest goes the guarded way", async () => {
    const server = createServer((request, response) => response.end(`demo ${request.url}`));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const other = guarded();
      const fetchFn = imageFetch(origin, other.fetch);
      expect(await (await fetchFn("https://media.ember.example/covers/3.png", {})).text()).toBe("demo /covers/3.png");
      const authors = [
        "https://media.example.com/covers/3.png",
        "https://media.ember.example/other/3.png",
        "https://cdn.images.test/avatars/a.png",
      ];
      for (const url of authors) expect((await fetchFn(url, {})).status).toBe(204);
      expect(other.urls).toEqual(authors);
    } finally {
      server.close();
    }
  });

  it("sends everything the guarded way when no demo origin is configured", async () => {
    const other = guarded();
    await imageFetch("", other.fetch)("https://media.ember.example/covers/3.png", {});
    expect(other.urls).toEqual(["https://media.ember.example/covers/3.png"]);
  });
});
