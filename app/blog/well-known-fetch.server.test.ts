import { describe, expect, it } from "vitest";
import { DEMO_IMAGE_PATHS, demoUrl } from "./well-known-fetch.server";

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
