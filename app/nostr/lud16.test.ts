import { jsonResponse as json } from "../../tests/fixtures/test-events";
import { describe, expect, it, vi } from "vitest";
import { lnurlNostrPubkey, lud16Url, resolveLnurlNostrPubkey, resolveLnurlPubkeys, type Fetch } from "./lud16";

const KEY = "9630f464cca6a5147aa8a35f0bcdd3ce485324e732fd39e09233b1d848238f31";

describe("lud16Url", () => {
  it("refuses anything that is not name@domain", () => {
    for (const junk of [
      undefined,
      42,
      "",
      "alice",
      "@example.com",
      "alice@",
      "a@b@example.com",
      "alice@localhost",
      "alice@127.0.0.1",
      "alice@example.com:8080",
      "alice@example.com/path",
      "al ice@example.com",
      "../x@example.com",
      "javascript:alert(1)@example.com",
      `${"a".repeat(65)}@example.com`,
    ]) {
      expect(lud16Url(junk), String(junk)).toBeUndefined();
    }
  });
});

describe("lnurlNostrPubkey", () => {
  it("reads nostrPubkey only when allowsNostr is true", () => {
    expect(lnurlNostrPubkey({ tag: "payRequest", allowsNostr: true, nostrPubkey: KEY })).toBe(KEY);
    expect(lnurlNostrPubkey({ allowsNostr: true, nostrPubkey: KEY.toUpperCase() })).toBe(KEY);
    expect(lnurlNostrPubkey({ allowsNostr: false, nostrPubkey: KEY })).toBeUndefined();
    expect(lnurlNostrPubkey({ allowsNostr: "true", nostrPubkey: KEY })).toBeUndefined();
    expect(lnurlNostrPubkey({ nostrPubkey: KEY })).toBeUndefined();
    expect(lnurlNostrPubkey({ allowsNostr: true, nostrPubkey: "npub1xyz" })).toBeUndefined();
    expect(lnurlNostrPubkey({ allowsNostr: true, nostrPubkey: KEY.slice(1) })).toBeUndefined();
    for (const junk of [null, "x", 1, [KEY]]) expect(lnurlNostrPubkey(junk)).toBeUndefined();
  });
});

describe("resolveLnurlNostrPubkey", () => {
  it("fetches the endpoint of the lightning address, without following redirects", async () => {
    const fetchFn = vi.fn<Fetch>(async () => json({ allowsNostr: true, nostrPubkey: KEY }));
    expect(await resolveLnurlNostrPubkey("alice@example.com", fetchFn)).toBe(KEY);
    expect(fetchFn).toHaveBeenCalledWith(
      "https://example.com/.well-known/lnurlp/alice",
      expect.objectContaining({ redirect: "error" }),
    );
  });

  it("gives undefined for a redirect, whether the fetch refuses it or answers with it", async () => {
    const refused = vi.fn<Fetch>(async () => {
      throw new TypeError("fetch failed: unexpected redirect");
    });
    expect(await resolveLnurlNostrPubkey("alice@example.com", refused)).toBeUndefined();
    const moved = async () => new Response(null, { status: 302, headers: { location: "http://127.0.0.1/lnurlp" } });
    expect(await resolveLnurlNostrPubkey("alice@example.com", moved)).toBeUndefined();
    const followed = json({ allowsNostr: true, nostrPubkey: KEY });
    Object.defineProperty(followed, "redirected", { value: true });
    expect(await resolveLnurlNostrPubkey("alice@example.com", async () => followed)).toBeUndefined();
  });

  it("never fetches for a refused host or a too long address", async () => {
    const fetchFn = vi.fn<Fetch>(async () => json({ allowsNostr: true, nostrPubkey: KEY }));
    for (const lud16 of ["alice@pay.internal", "alice@0x7f000001", `alice@example.com${" ".repeat(304)}x`]) {
      expect(await resolveLnurlNostrPubkey(lud16, fetchFn), lud16).toBeUndefined();
    }
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("gives undefined on errors, bad answers and bad addresses, without fetching a bad address", async () => {
    const fetchFn = vi.fn<Fetch>();
    expect(await resolveLnurlNostrPubkey("not an address", fetchFn)).toBeUndefined();
    expect(fetchFn).not.toHaveBeenCalled();
    const answers: (() => Promise<Response>)[] = [
      async () => json({ allowsNostr: true, nostrPubkey: KEY }, 404),
      async () => new Response("<html>not json</html>"),
      async () => new Response(`{"allowsNostr":true,"nostrPubkey":"${KEY}","pad":"${"x".repeat(70_000)}"}`),
      async () => {
        throw new TypeError("fetch failed");
      },
    ];
    for (const answer of answers) expect(await resolveLnurlNostrPubkey("alice@example.com", answer)).toBeUndefined();
  });

  it("gives up after the timeout", async () => {
    const hanging: Fetch = (_url, { signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(new Error("aborted"))));
    expect(await resolveLnurlNostrPubkey("alice@example.com", hanging, 20)).toBeUndefined();
  });
});

describe("resolveLnurlPubkeys", () => {
  it("maps each author with a working lightning address to its server key", async () => {
    const fetchFn: Fetch = async (url) =>
      url.includes("good.example") ? json({ allowsNostr: true, nostrPubkey: KEY }) : json({}, 500);
    const keys = await resolveLnurlPubkeys(
      [
        { pubkey: "a".repeat(64), lud16: "me@good.example" },
        { pubkey: "b".repeat(64), lud16: "me@down.example" },
        { pubkey: "c".repeat(64) },
      ],
      fetchFn,
    );
    expect(keys).toEqual({ ["a".repeat(64)]: KEY });
  });
});
