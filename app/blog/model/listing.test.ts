import { describe, expect, it } from "vitest";
import {
  authorPath,
  hasTopic,
  listedIn,
  livePage,
  LIST_PAGE_SIZE,
  listingPath,
  pageCount,
  pageOf,
  parsePage,
  topicKey,
  topicPath,
  topicsOf,
} from "./listing";

const numbers = Array.from({ length: 75 }, (_, i) => i);

describe("pages", () => {
  it("cuts a listing into pages of 30 with none listed twice or skipped", () => {
    expect(LIST_PAGE_SIZE).toBe(30);
    expect(pageCount(75)).toBe(3);
    expect(pageCount(60)).toBe(2);
    expect(pageCount(0)).toBe(1);
    const pages = [1, 2, 3].map((page) => pageOf(numbers, page));
    expect(pages.map((page) => page.length)).toEqual([30, 30, 15]);
    expect(pages.flat()).toEqual(numbers);
    expect(pageOf(numbers, 4)).toEqual([]);
  });

  it("reads a page number only from plain positive integers", () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("2")).toBe(2);
    expect(parsePage("120")).toBe(120);
    for (const bad of ["0", "-1", "02", "1.5", "1e3", "", "two", "9999999", " 2"])
      expect(parsePage(bad)).toBeUndefined();
  });

  it("names page 1 by its listing's own path and the others under /page/N", () => {
    expect(listingPath("/blog")).toBe("/blog");
    expect(listingPath("/blog", 1)).toBe("/blog");
    expect(listingPath("/blog", 3)).toBe("/blog/page/3");
    expect(topicPath("self-custody", 2)).toBe("/blog/tag/self-custody/page/2");
    expect(topicPath("биткоин")).toBe("/blog/tag/%D0%B1%D0%B8%D1%82%D0%BA%D0%BE%D0%B8%D0%BD");
    expect(authorPath("npub1x")).toBe("/blog/author/npub1x");
  });
});

describe("topics", () => {
  it("folds case, width and punctuation into one key", () => {
    expect(topicKey("Privacy")).toBe("privacy");
    expect(topicKey("PRIVACY")).toBe("privacy");
    expect(topicKey("self custody")).toBe("self-custody");
    expect(topicKey("Self-Custody")).toBe("self-custody");
    expect(topicKey("ｅＣａｓｈ")).toBe("ecash");
    expect(topicKey("Bitcoin/Lightning")).toBe("bitcoin-lightning");
    expect(topicKey("Биткоин")).toBe("биткоин");
    expect(topicKey("!!!")).toBe("");
    expect(topicKey("../..")).toBe("");
  });

  it("matches an article's topics by key, never an empty key", () => {
    expect(hasTopic({ topics: ["Privacy", "nostr"] }, "privacy")).toBe(true);
    expect(hasTopic({ topics: ["nostr"] }, "privacy")).toBe(false);
    expect(hasTopic({ topics: ["!!!"] }, "")).toBe(false);
  });

  it("lists each topic once, most used first, labelled as the newest article writes it", () => {
    const topics = topicsOf([
      { topics: ["Privacy", "nostr"] },
      { topics: ["privacy", "PRIVACY"] },
      { topics: ["ecash", "privacy"] },
      { topics: ["!!!"] },
    ]);
    expect(topics).toEqual([
      { key: "privacy", label: "Privacy", count: 3 },
      { key: "ecash", label: "ecash", count: 1 },
      { key: "nostr", label: "nostr", count: 1 },
    ]);
  });
});

describe("listedIn", () => {
  const a = { pubkey: "a", topics: ["Privacy"] };
  const b = { pubkey: "b", topics: ["nostr", "privacy"] };
  const c = { pubkey: "a", topics: [] };
  it("keeps the order and picks by topic key or by author", () => {
    expect(listedIn([a, b, c], { kind: "blog" })).toEqual([a, b, c]);
    expect(listedIn([a, b, c], { kind: "topic", key: "privacy" })).toEqual([a, b]);
    expect(listedIn([a, b, c], { kind: "author", pubkey: "a" })).toEqual([a, c]);
    expect(listedIn([a, b, c], { kind: "topic", key: "unknown" })).toEqual([]);
  });
});

describe("livePage", () => {
  const BUILT = 10_000;
  /** The build's listing: 90 articles, newest first, one a second before the build. */
  const built = Array.from({ length: 90 }, (_, i) => ({
    address: `a${i}`,
    createdAt: BUILT - 1 - i,
    publishedAt: BUILT - 1 - i,
  }));
  const windowOf = (page: number) => built.slice(Math.max(0, (page - 2) * 30), page * 30);
  const at = (page: number, fresh: typeof built, last = page === 3) =>
    livePage(windowOf(page), { windowStart: Math.max(0, (page - 2) * 30), page, last, builtAtSeconds: BUILT }, fresh);
  const newArticle = (n: number) => ({ address: `new${n}`, createdAt: BUILT + 10 + n, publishedAt: BUILT + 10 + n });

  it("is the build's page when nothing is newer", () => {
    expect(at(2, [])).toEqual(built.slice(30, 60));
    expect(at(3, [])).toEqual(built.slice(60, 90));
  });

  it("shifts by the articles published since, so no article is skipped between /blog and page 2", () => {
    const fresh = [newArticle(1), newArticle(2), newArticle(3)];
    const live = [...fresh.reverse(), ...built];
    expect(at(2, fresh)).toEqual(live.slice(30, 60));
    expect(at(3, fresh)).toEqual(live.slice(60, 90));
  });

  it("moves an edited article to the top without listing it twice", () => {
    const edited = { ...built[40]!, createdAt: BUILT + 50 };
    const live = [edited, ...built.filter((a) => a.address !== edited.address)];
    expect(at(2, [edited])).toEqual(live.slice(30, 60));
    expect(at(3, [edited])).toEqual(live.slice(60, 90));
    expect(at(3, [edited]), "the article before the window moved up").toBeDefined();
  });

  it("takes an edited article it does not hold as one from before its window", () => {
    const edited = { ...built[5]!, createdAt: BUILT + 50 };
    const live = [edited, ...built.filter((a) => a.address !== edited.address)];
    expect(at(3, [edited])).toEqual(live.slice(60, 90));
  });

  it("reads page 2 from its window however many are newer, and gives up past it (the caller reads the relays)", () => {
    const fresh = Array.from({ length: 31 }, (_, i) => newArticle(i));
    const live = [...[...fresh].reverse(), ...built];
    expect(at(2, fresh)).toEqual(live.slice(30, 60));
    expect(at(3, fresh)).toBeUndefined();
  });
});
