import { describe, expect, it } from "vitest";
import { demoUrl } from "./well-known-fetch.server";

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
      "http://ember.example/.well-known/nostr.json",
    ]) {
      expect(demoUrl(url, ORIGIN)).toBe(url);
    }
  });
});
