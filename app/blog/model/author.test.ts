import { npubEncode } from "nostr-tools/nip19";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRODUCT_NAME } from "../../config";
import {
  authorBadge,
  authorWords,
  displayName,
  emptyProfile,
  handle,
  parseAuthorConfig,
  toProfile,
  toProfiles,
} from "./author";
import { DEFAULT_LOCALE } from "../../i18n/locales";
import { translator } from "../../i18n/messages";
import { fakeEvent } from "../../../tests/fixtures/test-events";

const PUBKEY = "3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d";
const NPUB = npubEncode(PUBKEY);
const profile = (content: string) => toProfile({ pubkey: PUBKEY, content });

afterEach(() => vi.restoreAllMocks());

describe("parseAuthorConfig", () => {
  it("decodes npubs and hex keys as promoted, non-primary authors", () => {
    const other = "e".repeat(64);
    expect(parseAuthorConfig([NPUB, other.toUpperCase()])).toEqual([
      { pubkey: PUBKEY, npub: NPUB, isPrimary: false, label: "Promoted" },
      { pubkey: other, npub: npubEncode(other), isPrimary: false, label: "Promoted" },
    ]);
  });

  it("skips and logs keys that do not decode, and duplicates", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const authors = parseAuthorConfig(["npub1notvalid", NPUB, "abc", NPUB, `${NPUB.slice(0, -1)}x`]);
    expect(authors.map((a) => a.pubkey)).toEqual([PUBKEY]);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe("toProfile", () => {
  it("reads name, display_name, picture, about and nip05", () => {
    expect(
      profile(
        JSON.stringify({
          name: "fiatjaf",
          display_name: "Fiat Jaf",
          picture: "https://x.example/a.jpg",
          about: "hi",
          nip05: "_@fiatjaf.com",
        }),
      ),
    ).toMatchObject({
      name: "fiatjaf",
      displayName: "Fiat Jaf",
      picture: "https://x.example/a.jpg",
      about: "hi",
      nip05: "_@fiatjaf.com",
    });
  });

  it("accepts the deprecated displayName", () => {
    expect(profile(JSON.stringify({ displayName: "Legacy" })).displayName).toBe("Legacy");
    expect(profile(JSON.stringify({ display_name: "", displayName: "Legacy" })).displayName).toBe("Legacy");
  });

  it("accepts the deprecated username for the name", () => {
    expect(profile(JSON.stringify({ username: "legacy" })).name).toBe("legacy");
    expect(profile(JSON.stringify({ name: "", username: "legacy" })).name).toBe("legacy");
    expect(profile(JSON.stringify({ name: "current", username: "legacy" })).name).toBe("current");
  });

  it("cuts a name to 80 characters and an about to 1,000, whatever they hold", () => {
    const p = profile(JSON.stringify({ name: `<b>${"n".repeat(10_000)}`, about: `\u202e${"a".repeat(10_000)}` }));
    expect(p.name).toBe(`<b>${"n".repeat(77)}`);
    expect(p.about).toHaveLength(1000);
  });

  it("falls back to empty fields for content that is not a JSON object", () => {
    for (const content of ["", "{name: 'x'}", '{"display_name":test0""}', "[]", '"str"', "123", "null"]) {
      expect(profile(content)).toEqual(emptyProfile(PUBKEY));
    }
  });

  it("falls back field by field for wrong types", () => {
    const p = profile(
      JSON.stringify({
        name: "ok",
        display_name: null,
        nip05: {},
        picture: 42,
        about: ["a"],
        displayName: { toString: 1 },
      }),
    );
    expect(p).toMatchObject({ name: "ok", displayName: "", nip05: "", picture: "", about: "" });
  });

  it("keeps only https pictures", () => {
    expect(profile(JSON.stringify({ picture: "http://x.example/a.jpg" })).picture).toBe("");
    expect(profile(JSON.stringify({ picture: "javascript:alert(1)" })).picture).toBe("");
    expect(profile(JSON.stringify({ picture: "data:image/jpeg;base64,AAAA" })).picture).toBe("");
  });

  it("keeps a well-formed lightning address only", () => {
    expect(profile(JSON.stringify({ lud16: "Alice@Example.com" })).lud16).toBe("alice@example.com");
    for (const lud16 of ["alice@localhost", "javascript:alert(1)", 42, "a@b@c.example"]) {
      expect(profile(JSON.stringify({ lud16 })).lud16).toBeUndefined();
    }
  });

  it("checks a lightning address whole: one over 320 characters is none, not a cut one", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(53)}.example`;
    expect(longest).toHaveLength(318);
    expect(profile(JSON.stringify({ lud16: ` ${longest} ` })).lud16).toBe(longest);
    expect(profile(JSON.stringify({ lud16: `   ${longest}` })).lud16).toBeUndefined();
    // Cut to 320 characters, this one was "ada@pay.example.com" and spaces: a valid-looking address.
    const padded = `ada@pay.example.com${" ".repeat(302)}x`;
    expect(padded).toHaveLength(322);
    expect(profile(JSON.stringify({ lud16: padded })).lud16).toBeUndefined();
    expect(profile(JSON.stringify({ lud16: "ada@pay.example.com x" })).lud16).toBeUndefined();
  });

  it("keeps a nip05 whole or not at all: one over 120 characters is never cut to another identifier", () => {
    const fits = `bob@${"x".repeat(108)}.example`;
    expect(fits).toHaveLength(120);
    expect(profile(JSON.stringify({ nip05: fits })).nip05).toBe(fits);
    // Cut to 120 characters, these were "bob@example.com" and spaces, and bob@a-domain-of-someone-else.com.
    expect(profile(JSON.stringify({ nip05: `bob@example.com${" ".repeat(110)}x` })).nip05).toBe("");
    expect(profile(JSON.stringify({ nip05: `bob@${"x".repeat(113)}.com.evil.example` })).nip05).toBe("");
  });

  it("ignores identity fields inside the content: the event pubkey is authoritative", () => {
    expect(profile(JSON.stringify({ pubkey: "f".repeat(64), npub: "npub1evil" })).pubkey).toBe(PUBKEY);
  });
});

describe("toProfiles", () => {
  it("keeps the newest kind 0 per author, whatever the arrival order", () => {
    const old = fakeEvent({ kind: 0, pubkey: PUBKEY, created_at: 100, content: '{"name":"old"}' });
    const latest = fakeEvent({ kind: 0, pubkey: PUBKEY, created_at: 200, content: "junk" });
    expect(toProfiles([latest, old]).get(PUBKEY)?.name).toBe("");
    expect(toProfiles([old]).get(PUBKEY)?.name).toBe("old");
  });

  it("ignores versions dated more than 15 minutes ahead and expired ones", () => {
    const now = 1_800_000_000;
    const current = fakeEvent({ kind: 0, pubkey: PUBKEY, created_at: now - 60, content: '{"name":"current"}' });
    const future = fakeEvent({ kind: 0, pubkey: PUBKEY, created_at: now + 3600, content: '{"name":"future"}' });
    const expired = fakeEvent({
      kind: 0,
      pubkey: PUBKEY,
      created_at: now - 30,
      tags: [["expiration", String(now - 1)]],
      content: '{"name":"expired"}',
    });
    expect(toProfiles([future, expired, current], now).get(PUBKEY)?.name).toBe("current");
  });
});

describe("display name and handle", () => {
  const empty = emptyProfile(PUBKEY);

  it("prefers display name, then name, then a label with the start of the npub", () => {
    expect(displayName({ ...empty, displayName: "D", name: "n" }, "list")).toBe("D");
    expect(displayName({ ...empty, name: "n" }, "list")).toBe("n");
    expect(displayName(empty, "list")).toBe(`Anonymous ${NPUB.slice(0, 6)}...`);
    expect(displayName(empty, "article")).toBe(`Anonymous ${NPUB.slice(0, 8)}...`);
  });

  it("prefers nip05, then @ + the lowercased name without spaces", () => {
    expect(handle({ ...empty, nip05: "me@x.example", name: "N" }, "list")).toBe("me@x.example");
    expect(handle({ ...empty, name: "Jane Doe" }, "list")).toBe("@janedoe");
    expect(handle({ ...empty, name: "Jane Doe" }, "article")).toBe("@janedoe");
  });

  it("falls back to a generic word in the list and the start of the npub on the article page", () => {
    expect(handle(empty, "list")).toBe("@nostr");
    expect(handle(empty, "article")).toBe(`@${NPUB.slice(0, 6)}...`);
  });
});

describe("authorBadge", () => {
  it("shows the configured label, neutral for non-primary authors", () => {
    expect(authorBadge({ isPrimary: false, label: "Promoted" })).toEqual({ label: "Promoted", tone: "neutral" });
  });

  it("shows the product name for a primary author without a label, in red", () => {
    expect(authorBadge({ isPrimary: true })).toEqual({ label: PRODUCT_NAME, tone: "primary" });
  });

  it('shows "External" otherwise', () => {
    expect(authorBadge({ isPrimary: false })).toEqual({ label: "External", tone: "neutral" });
    expect(authorBadge(undefined)).toEqual({ label: "External", tone: "neutral" });
  });
});

describe("author words in the page's language", () => {
  const words = { unnamed: (npub: string) => `Anónimo ${npub}…`, promoted: "Promocionado", external: "Externo" };

  it("names an unnamed author and the badges with the page's words", () => {
    const empty = emptyProfile(PUBKEY);
    expect(displayName(empty, "list", words)).toBe(`Anónimo ${NPUB.slice(0, 6)}…`);
    expect(displayName({ ...empty, name: "Ada" }, "list", words)).toBe("Ada");
    expect(authorBadge({ isPrimary: false, label: "Promoted" }, words)).toEqual({
      label: "Promocionado",
      tone: "neutral",
    });
    expect(authorBadge(undefined, words)).toEqual({ label: "Externo", tone: "neutral" });
    expect(authorBadge({ isPrimary: true }, words)).toEqual({ label: PRODUCT_NAME, tone: "primary" });
  });

  it("says in English, from the catalogue, what the build says without one", () => {
    const english = authorWords(translator(DEFAULT_LOCALE));
    const empty = emptyProfile(PUBKEY);
    expect(displayName(empty, "article", english)).toBe(displayName(empty, "article"));
    expect(authorBadge({ isPrimary: false, label: "Promoted" }, english)).toEqual(
      authorBadge({ isPrimary: false, label: "Promoted" }),
    );
    expect(authorBadge(undefined, english)).toEqual(authorBadge(undefined));
  });
});
