import { jsonResponse as json } from "../../tests/fixtures/test-events";
import { describe, expect, it, vi } from "vitest";
import { checkNip05, isVerifiedNip05, namesPubkey, nip05Url, verifyNip05s, type Nip05Fetch } from "./nip05";

const KEY = "9630f464cca6a5147aa8a35f0bcdd3ce485324e732fd39e09233b1d848238f31";
const OTHER = "f".repeat(64);

describe("nip05Url", () => {
  it("refuses bad names: no domain, IPs, ports, paths, characters NIP-05 does not allow", () => {
    // Written as one string cut at "|": the names (the empty one first) are the point, not their layout.
    const names =
      "|bob|@example.com|bob@|a@b@example.com|bob@localhost|bob@127.0.0.1|bob@example.com:8443|bob@example.com/x|bob+tips@example.com|b ob@example.com|bob?x=1@example.com".split(
        "|",
      );
    for (const junk of [undefined, 7, ...names]) {
      expect(nip05Url(junk), String(junk)).toBeUndefined();
    }
  });
});

describe("namesPubkey", () => {
  it("needs the name to map to exactly this hex key", () => {
    expect(namesPubkey({ names: { bob: KEY } }, "bob", KEY)).toBe(true);
    expect(namesPubkey({ names: { bob: OTHER } }, "bob", KEY)).toBe(false);
    expect(namesPubkey({ names: { alice: KEY } }, "bob", KEY)).toBe(false);
    expect(namesPubkey({ names: { bob: KEY.toUpperCase() } }, "bob", KEY)).toBe(false);
    expect(namesPubkey({ names: { bob: [KEY] } }, "bob", KEY)).toBe(false);
    expect(namesPubkey({ names: [KEY] }, "0", KEY)).toBe(false);
    expect(namesPubkey({ names: {} }, "constructor", KEY)).toBe(false);
    for (const junk of [null, "x", [], { names: null }]) expect(namesPubkey(junk, "bob", KEY)).toBe(false);
  });
});

describe("checkNip05", () => {
  it("is verified when the domain names the author's key, asked without following redirects", async () => {
    const fetchFn = vi.fn<Nip05Fetch>(async () => json({ names: { bob: KEY } }));
    expect(await checkNip05(KEY, "Bob@Example.com", fetchFn)).toBe(true);
    expect(fetchFn).toHaveBeenCalledWith(
      "https://example.com/.well-known/nostr.json?name=bob",
      expect.objectContaining({ redirect: "error" }),
    );
  });

  it("is not verified on a mismatch, bad JSON, an error status or a failed request", async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => json({ names: { bob: OTHER } }),
      async () => new Response("{not json", { status: 200 }),
      async () => json({ names: { bob: KEY } }, 404),
      async () => {
        throw new TypeError("redirect mode is set to error");
      },
    ];
    for (const answer of answers) {
      expect(await checkNip05(KEY, "bob@example.com", vi.fn<Nip05Fetch>(answer))).toBe(false);
    }
  });

  it("is not verified when the domain answers with a redirect", async () => {
    const moved = new Response(null, { status: 301, headers: { location: "https://other.example.com/nostr.json" } });
    expect(await checkNip05(KEY, "bob@example.com", async () => moved)).toBe(false);
    const followed = json({ names: { bob: KEY } });
    Object.defineProperty(followed, "redirected", { value: true });
    expect(await checkNip05(KEY, "bob@example.com", async () => followed)).toBe(false);
  });

  it("never fetches for a refused host", async () => {
    const fetchFn = vi.fn<Nip05Fetch>(async () => json({ names: { bob: KEY } }));
    for (const nip05 of ["bob@printer.local", "bob@2130706433", "bob@[::1]", "bob@x.internal."]) {
      expect(await checkNip05(KEY, nip05, fetchFn), nip05).toBe(false);
    }
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("is not verified when the domain does not answer in time", async () => {
    const hanging: Nip05Fetch = (_url, { signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(new Error("aborted"))));
    expect(await checkNip05(KEY, "bob@example.com", hanging, 20)).toBe(false);
  });

  it("never fetches for a bad name", async () => {
    const fetchFn = vi.fn<Nip05Fetch>(async () => json({ names: { bob: KEY } }));
    expect(await checkNip05(KEY, "bob@localhost", fetchFn)).toBe(false);
    expect(await checkNip05(KEY, "", fetchFn)).toBe(false);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("stops reading an answer that is too large", async () => {
    const huge = json({ names: { bob: KEY }, padding: "x".repeat(300 * 1024) });
    expect(
      await checkNip05(
        KEY,
        "bob@example.com",
        vi.fn<Nip05Fetch>(async () => huge),
      ),
    ).toBe(false);
  });
});

describe("verifyNip05s", () => {
  it("keeps the authors whose nip05 verified, with the nip05 as their profile has it", async () => {
    const fetchFn = vi.fn<Nip05Fetch>(async (url) =>
      url.includes("name=bob") ? json({ names: { bob: KEY } }) : json({ names: {} }),
    );
    const verified = await verifyNip05s(
      [
        { pubkey: KEY, nip05: "bob@example.com" },
        { pubkey: OTHER, nip05: "carol@example.com" },
        { pubkey: "e".repeat(64) },
      ],
      fetchFn,
    );
    expect(verified).toEqual({ [KEY]: "bob@example.com" });
  });
});

describe("isVerifiedNip05", () => {
  it("holds only for the very nip05 the build verified for that author", () => {
    const verified = { [KEY]: "bob@example.com" };
    expect(isVerifiedNip05({ pubkey: KEY, nip05: "bob@example.com" }, verified)).toBe(true);
    expect(isVerifiedNip05({ pubkey: KEY, nip05: "other@example.com" }, verified)).toBe(false);
    expect(isVerifiedNip05({ pubkey: OTHER, nip05: "bob@example.com" }, verified)).toBe(false);
    expect(isVerifiedNip05({ pubkey: KEY, nip05: "" }, { [KEY]: "" })).toBe(false);
  });
});
