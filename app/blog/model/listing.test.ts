import { describe, expect, it } from "vitest";
import {
  authorPath,
  hasTopic,
  listedIn,
  livePage,
  resolveListing,
  topicLabel,
  unplaced,
  type Listing,
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
  type Live = { address: string; createdAt: number; topics: string[]; pubkey: string };
  /** The build's listing: 150 articles, newest first, one a second before the build; every third one on "odd". */
  const built: Live[] = Array.from({ length: 150 }, (_, i) => ({
    address: `a${i}`,
    createdAt: BUILT - 1 - i,
    topics: i % 3 === 0 ? ["Odd"] : [],
    pubkey: "p",
  }));
  const blog: Listing = { kind: "blog" };
  type At = { listing?: Listing; withOrder?: boolean };
  const buildPositions = (listing: Listing) =>
    new Map(listedIn(built, listing).map((article, index) => [article.address, index]));
  /** Page `page` of `listing` as a pre-rendered page computes it, with the build's order when `withOrder`. */
  const at = (page: number, fresh: Live[], { listing = blog, withOrder = false }: At = {}) => {
    const all = listedIn(built, listing);
    const windowStart = Math.max(0, (page - 2) * 30);
    return livePage(
      {
        listing,
        window: all.slice(windowStart, page * 30),
        windowStart,
        page,
        total: all.length,
        positions: withOrder ? buildPositions(listing) : undefined,
      },
      fresh,
    );
  };
  /** What the relays would list now: the fresh articles first, newest first, then the build's others. */
  const liveList = (fresh: Live[], listing: Listing = blog) => {
    const addresses = new Set(fresh.map((article) => article.address));
    return [
      ...listedIn(fresh, listing).sort((a, b) => b.createdAt - a.createdAt),
      ...listedIn(built, listing).filter((article) => !addresses.has(article.address)),
    ];
  };
  const pageOfList = (list: Live[], page: number) => list.slice((page - 1) * 30, page * 30);
  const newArticle = (n: number): Live => ({
    address: `new${n}`,
    createdAt: BUILT + 10 + n,
    topics: [],
    pubkey: "p",
  });
  const edit = (index: number, topics = built[index]!.topics): Live => ({
    ...built[index]!,
    createdAt: BUILT + 50 + index,
    topics,
  });
  /** Every page of `pages` of `listing` reads as the relays' list now, and together they hold each article once. */
  const expectPagesAgree = (fresh: Live[], options: At = {}, pages: number[] = [2, 3, 4, 5]) => {
    const list = liveList(fresh, options.listing);
    for (const page of pages) {
      const live = at(page, fresh, options);
      expect(live?.articles, `page ${page}`).toEqual(pageOfList(list, page));
      expect(live?.total).toBe(list.length);
    }
  };

  it("is the build's page when nothing is newer", () => {
    expect(at(2, [])).toEqual({ articles: built.slice(30, 60), total: 150 });
    expect(at(5, [])).toEqual({ articles: built.slice(120, 150), total: 150 });
  });

  it("moves an edited article to the top without listing it twice, on each page whose window holds it", () => {
    expectPagesAgree([edit(40)], {}, [2, 3]);
    expect(at(4, [edit(40)]), "page 4's window (pages 3 and 4) does not hold it").toBeUndefined();
  });

  it("cannot place, without the build's order, an article outside its window: new or edited", () => {
    expect(unplaced(built.slice(30, 90), [edit(5), edit(40), newArticle(1)])).toEqual([edit(5), newArticle(1)]);
    for (const fresh of [[edit(5)], [edit(100)], [newArticle(1)]]) expect(at(3, fresh)).toBeUndefined();
  });

  it("shifts by the articles published since, with the build's order, so none is skipped or listed twice", () => {
    expectPagesAgree([newArticle(1), newArticle(2), newArticle(3)], { withOrder: true });
    expect(at(5, [newArticle(1)], { withOrder: true })?.articles, "the last page grows").toHaveLength(30);
    expect(at(5, [newArticle(1)], { withOrder: true })?.total).toBe(151);
  });

  it("places an edited article outside its window with the build's order: before it or after it", () => {
    expectPagesAgree([edit(5)], { withOrder: true });
    expectPagesAgree([edit(100)], { withOrder: true });
    expectPagesAgree([edit(5), edit(100), edit(70), edit(40), newArticle(1), newArticle(2)], { withOrder: true });
  });

  it("follows an edit that adds or drops a topic on the topic's pages", () => {
    const odd: Listing = { kind: "topic", key: "odd" };
    // built[1] joins the topic (new to it: nothing leaves), built[3] leaves it (its place empties).
    const joins = edit(1, ["odd"]);
    const leaves = edit(3, []);
    expectPagesAgree([joins], { listing: odd, withOrder: true });
    expectPagesAgree([leaves], { listing: odd, withOrder: true });
    expectPagesAgree([joins, leaves, edit(120)], { listing: odd, withOrder: true });
  });

  it("reads page 2 from its window however many are newer, and gives up past it (the caller reads the relays)", () => {
    const fresh = Array.from({ length: 31 }, (_, i) => newArticle(i));
    expect(at(2, fresh, { withOrder: true })?.articles).toEqual(pageOfList(liveList(fresh), 2));
    expect(at(3, fresh, { withOrder: true })).toBeUndefined();
  });
});

describe("resolveListing", () => {
  const mara = { pubkey: "b".repeat(64), npub: "npub1mara" };
  const authors = [{ pubkey: "a".repeat(64), npub: "npub1team" }, mara];

  it("names the blog's older pages by number only", () => {
    expect(resolveListing({ section: "page", key: "2" }, authors)).toEqual({
      listing: { kind: "blog" },
      page: 2,
      base: "/blog",
    });
    for (const key of ["0", "02", "-1", "two", "1e3"]) {
      expect(resolveListing({ section: "page", key }, authors), key).toBeUndefined();
    }
    expect(resolveListing({ section: "page", key: "2", page: "3" }, authors), "/blog/page/2/page/3").toBeUndefined();
  });

  it("names a topic by its key, page 1 at its own path", () => {
    expect(resolveListing({ section: "tag", key: "Self Custody" }, authors)).toEqual({
      listing: { kind: "topic", key: "self-custody" },
      page: 1,
      base: "/blog/tag/self-custody",
    });
    expect(resolveListing({ section: "tag", key: "privacy", page: "3" }, authors)?.page).toBe(3);
    expect(resolveListing({ section: "tag", key: "###" }, authors), "a topic of no letters").toBeUndefined();
    expect(resolveListing({ section: "tag", key: "privacy", page: "0" }, authors)).toBeUndefined();
  });

  it("names a configured author only", () => {
    expect(resolveListing({ section: "author", key: "npub1mara", page: "2" }, authors)).toEqual({
      listing: { kind: "author", pubkey: mara.pubkey },
      page: 2,
      base: "/blog/author/npub1mara",
    });
    expect(resolveListing({ section: "author", key: "npub1stranger" }, authors)).toBeUndefined();
    expect(resolveListing({ section: "author", key: mara.pubkey }, authors), "a hex key").toBeUndefined();
    expect(resolveListing({ section: "people", key: "npub1mara" }, authors), "another section").toBeUndefined();
  });
});

describe("topicLabel", () => {
  it("writes a topic as the first article carrying it does, else as the URL does", () => {
    const articles = [{ topics: ["Bitcoin"] }, { topics: ["Self Custody", "privacy"] }, { topics: ["self-custody"] }];
    expect(topicLabel("self-custody", articles)).toBe("Self Custody");
    expect(topicLabel("PRIVACY", articles)).toBe("privacy");
    expect(topicLabel("lightning", articles)).toBe("lightning");
    expect(topicLabel("lightning")).toBe("lightning");
  });
});
