import { describe, expect, it } from "vitest";
import {
  articleLanguage,
  contentLength,
  findBySlug,
  hasContent,
  pageArticle,
  safeImageUrl,
  sameArticleShown,
  textDirection,
  toArticle,
  toArticles,
  UNTITLED_ARTICLE,
  withoutContent,
} from "./article";
import { addressHash, slugify } from "./slug";
import { fakeEvent } from "../../../tests/fixtures/test-events";
import { ARTICLE_KIND } from "../../nostr/kinds";
import { articleReadMinutes, formatDate } from "./format";
import { MAX_RENDERED_CONTENT } from "../markdown/limits";

const article = (tags: string[][], content = "", extra: Partial<Parameters<typeof fakeEvent>[0]> = {}) =>
  toArticle(fakeEvent({ kind: 30023, tags, content, ...extra }));

describe("toArticle", () => {
  it("reads title, summary, published_at, image and t tags", () => {
    const a = article(
      [
        ["d", "my-post"],
        ["title", "My Post"],
        ["summary", "Short summary"],
        ["published_at", "1739000000"],
        ["image", "https://example.com/cover.png"],
        ["t", "bitcoin"],
        ["t", "ecash"],
      ],
      "Body",
      { pubkey: "b".repeat(64), created_at: 1_740_000_000 },
    );
    expect(a).toMatchObject({
      title: "My Post",
      summary: "Short summary",
      publishedAt: 1_739_000_000,
      createdAt: 1_740_000_000,
      image: "https://example.com/cover.png",
      topics: ["bitcoin", "ecash"],
      identifier: "my-post",
      address: `30023:${"b".repeat(64)}:my-post`,
      slug: "my-post",
      content: "Body",
    });
  });

  it('falls back to "Untitled Article" for a missing, empty or blank title', () => {
    expect(article([]).title).toBe(UNTITLED_ARTICLE);
    expect(article([["title", ""]]).title).toBe(UNTITLED_ARTICLE);
    expect(article([["title", "  \n"]]).title).toBe(UNTITLED_ARTICLE);
    expect(article([["title"]]).title).toBe(UNTITLED_ARTICLE);
    expect(article([]).slug).toBe("untitled-article");
  });

  it("takes the first of several title tags and trims it", () => {
    expect(
      article([
        ["title", "First\n"],
        ["title", "Second"],
      ]).title,
    ).toBe("First");
  });

  it("falls back to the first 100 characters of content, with ... only when longer", () => {
    const long = "x".repeat(150);
    expect(article([], long).summary).toBe(`${"x".repeat(100)}...`);
    expect(article([], "x".repeat(100)).summary).toBe("x".repeat(100));
    expect(article([["summary", ""]], "Short body").summary).toBe("Short body");
    expect(article([["summary", "   "]], "Short body").summary).toBe("Short body");
  });

  it("ends the fallback where a word ends", () => {
    const body =
      "No single tool makes you private. Privacy is a set of habits, and each tool covers one part of the picture.";
    expect(article([], body).summary).toBe(
      "No single tool makes you private. Privacy is a set of habits, and each tool covers one part of the...",
    );
  });

  it("counts characters, not UTF-16 units, and never cuts an emoji in half", () => {
    expect(article([], "😀".repeat(150)).summary).toBe(`${"😀".repeat(100)}...`);
    expect(article([], "😀".repeat(100)).summary).toBe("😀".repeat(100));
    expect(article([], `${"a".repeat(99)}😀b`).summary).toBe(`${"a".repeat(99)}😀...`);
  });

  it("caps a huge summary tag", () => {
    expect(article([["summary", "y".repeat(100_000)]]).summary.length).toBeLessThan(700);
  });

  it("falls back to created_at when published_at is missing or not unix seconds", () => {
    for (const value of ["", "abc", "2024-01-01T00:00:00Z", "1700000000000", "-1", "1e10", " ", "0"]) {
      expect(article([["published_at", value]], "", { created_at: 1_650_000_000 }).publishedAt).toBe(1_650_000_000);
    }
    expect(article([], "", { created_at: 1_650_000_000 }).publishedAt).toBe(1_650_000_000);
    expect(article([["published_at", " 1700000000 "]]).publishedAt).toBe(1_700_000_000);
  });

  it("keeps only absolute https cover images and paths on this site", () => {
    expect(article([["image", "http://x.example/a.png"]]).image).toBeUndefined(); // the site's policy blocks it
    expect(article([["image", "HTTP://x.example/a.png"]]).image).toBeUndefined();
    expect(article([["image", "javascript:alert(1)"]]).image).toBeUndefined();
    expect(article([["image", "data:text/html,<script>"]]).image).toBeUndefined();
    expect(article([["image", "relative.png"]]).image).toBeUndefined();
    expect(article([["image", "//evil.example/x.png"]]).image).toBeUndefined();
    expect(article([["image", "/\\evil.example/x.png"]]).image).toBeUndefined();
    expect(article([["image", "/blog-demo/cover.svg"]]).image).toBe("/blog-demo/cover.svg");
    expect(article([["image", ""]]).image).toBeUndefined();
    expect(article([["image", `https://x.example/${"a".repeat(50_000)}`]]).image).toBeUndefined();
    expect(article([]).image).toBeUndefined();
    expect(article([["image", " https://x.example/a.png "]]).image).toBe("https://x.example/a.png");
  });

  it("normalises topic tags: no leading #, no duplicates, no blanks, capped", () => {
    expect(
      article([
        ["t", "#Nostr"],
        ["t", "nostr"],
        ["t", " "],
        ["t", "Bitcoin"],
      ]).topics,
    ).toEqual(["Nostr", "Bitcoin"]);
    expect(article(Array.from({ length: 500 }, (_, i) => ["t", `tag${i}`])).topics).toHaveLength(12);
  });

  it("takes the first of several d tags for its address", () => {
    const a = article([
      ["d", "first"],
      ["d", "second"],
      ["title", "Two d tags"],
    ]);
    expect(a.address).toMatch(/:first$/);
  });

  it("reads an article with tags it does not know the same as one without them", () => {
    const known = [
      ["d", "known"],
      ["title", "Known"],
      ["t", "ecash"],
    ];
    const unknown = [
      ["client", "some client", "31990:x:y"],
      ["alt", "A long-form article"],
      ["zap", "f".repeat(64), "wss://relay.example", "1"],
      ["language_tags", "en"],
      ["i", "isbn:9780000000000"],
      ["r", "https://x.example"],
      ["-"],
    ];
    // The test events differ in their id alone.
    expect({ ...article([...known, ...unknown]), id: "" }).toEqual({ ...article(known), id: "" });
  });

  it("survives malformed tags", () => {
    const tags = [[], ["title"], "title" as unknown as string[], ["t", 5 as unknown as string]];
    expect(() => article(tags)).not.toThrow();
    expect(article(tags).title).toBe(UNTITLED_ARTICLE);
  });
});

describe("toArticles", () => {
  const pubkey = "c".repeat(64);
  it("keeps only the newest version of the same address, whatever the arrival order", () => {
    const older = fakeEvent({
      kind: 30023,
      pubkey,
      created_at: 100,
      tags: [
        ["d", "x"],
        ["title", "Old"],
      ],
    });
    const newer = fakeEvent({
      kind: 30023,
      pubkey,
      created_at: 200,
      tags: [
        ["d", "x"],
        ["title", "New"],
      ],
    });
    expect(toArticles([older, newer]).map((a) => a.title)).toEqual(["New"]);
    expect(toArticles([newer, older]).map((a) => a.title)).toEqual(["New"]);
  });

  it("breaks a created_at tie by the lowest id", () => {
    const a = fakeEvent({
      id: "1".repeat(64),
      kind: 30023,
      pubkey,
      created_at: 100,
      tags: [
        ["d", "x"],
        ["title", "A"],
      ],
    });
    const b = fakeEvent({
      id: "2".repeat(64),
      kind: 30023,
      pubkey,
      created_at: 100,
      tags: [
        ["d", "x"],
        ["title", "B"],
      ],
    });
    expect(toArticles([b, a])[0]!.title).toBe("A");
  });

  it("sorts newest first by created_at and ignores other kinds", () => {
    const list = toArticles([
      fakeEvent({
        kind: 30023,
        created_at: 100,
        tags: [
          ["d", "a"],
          ["title", "A"],
        ],
      }),
      fakeEvent({
        kind: 30023,
        created_at: 300,
        tags: [
          ["d", "c"],
          ["title", "C"],
        ],
      }),
      fakeEvent({ kind: 1, created_at: 400, tags: [["title", "note"]] }),
      fakeEvent({
        kind: 30023,
        created_at: 200,
        tags: [
          ["d", "b"],
          ["title", "B"],
        ],
      }),
    ]);
    expect(list.map((a) => a.title)).toEqual(["C", "B", "A"]);
  });
});

describe("toArticles: time", () => {
  const pubkey = "c".repeat(64);
  const now = 1_800_000_000;
  const version = (createdAt: number, title: string, tags: string[][] = []) =>
    fakeEvent({ kind: 30023, pubkey, created_at: createdAt, tags: [["d", "x"], ["title", title], ...tags] });

  it("ignores versions dated more than 15 minutes ahead, so the real newest one shows", () => {
    const current = version(now - 3600, "Current");
    const future = version(2_100_000_000, "From 2036"); // the year 2036
    expect(toArticles([future, current], { now }).map((a) => a.title)).toEqual(["Current"]);
    expect(toArticles([future], { now })).toEqual([]);
    // Within the allowed clock skew it is the newest version.
    expect(toArticles([current, version(now + 15 * 60, "Skewed")], { now }).map((a) => a.title)).toEqual(["Skewed"]);
    expect(toArticles([current, version(now + 15 * 60 + 1, "Ahead")], { now }).map((a) => a.title)).toEqual([
      "Current",
    ]);
  });

  it("hides an article whose newest version has expired (NIP-40), without showing an older one", () => {
    const older = version(now - 7200, "Older");
    const expired = version(now - 3600, "Expired", [["expiration", String(now - 1)]]);
    expect(toArticles([older, expired], { now })).toEqual([]);
    const later = version(now - 3600, "Later", [["expiration", String(now + 60)]]);
    expect(toArticles([later], { now }).map((a) => a.title)).toEqual(["Later"]);
    // An unreadable expiration is no expiration.
    expect(toArticles([version(now - 10, "Junk", [["expiration", "soon"]])], { now })).toHaveLength(1);
  });
});

describe("toArticles: deletions (NIP-09)", () => {
  const pubkey = "c".repeat(64);
  const other = "d".repeat(64);
  const now = 1_800_000_000;
  const post = fakeEvent({
    kind: 30023,
    pubkey,
    created_at: 1_000,
    tags: [
      ["d", "post"],
      ["title", "Post"],
    ],
  });
  const keep = fakeEvent({
    kind: 30023,
    pubkey,
    created_at: 900,
    tags: [
      ["d", "keep"],
      ["title", "Keep"],
    ],
  });
  const address = `30023:${pubkey}:post`;
  const deletion = (tags: string[][], by = pubkey, createdAt = 2_000) =>
    fakeEvent({ kind: 5, pubkey: by, created_at: createdAt, tags });
  const titles = (events: Parameters<typeof toArticles>[0]) => toArticles(events, { now }).map((a) => a.title);

  it("hides an article its author deleted by event id, whatever the arrival order", () => {
    expect(titles([post, keep, deletion([["e", post.id]])])).toEqual(["Keep"]);
    expect(titles([deletion([["e", post.id]]), keep, post])).toEqual(["Keep"]);
  });

  it("hides the versions up to the deletion's time when deleted by address; a later version shows", () => {
    expect(titles([post, keep, deletion([["a", address]], pubkey, 1_000)])).toEqual(["Keep"]);
    const republished = fakeEvent({
      kind: 30023,
      pubkey,
      created_at: 3_000,
      tags: [
        ["d", "post"],
        ["title", "Back"],
      ],
    });
    expect(titles([post, republished, keep, deletion([["a", address]])])).toEqual(["Back", "Keep"]);
  });

  it("never hides anything for a deletion by another pubkey", () => {
    expect(titles([post, deletion([["e", post.id]], other)])).toEqual(["Post"]);
    expect(titles([post, deletion([["a", address]], other)])).toEqual(["Post"]);
    // Another author naming their own key in the address still cannot reach this article.
    expect(titles([post, deletion([["a", `30023:${other}:post`]], other)])).toEqual(["Post"]);
  });

  it("ignores deletions dated more than 15 minutes ahead", () => {
    expect(titles([post, deletion([["a", address]], pubkey, now + 3600)])).toEqual(["Post"]);
  });
});

describe("toArticles: slugs", () => {
  const first = "1".repeat(64);
  const second = "2".repeat(64);
  const post = (pubkey: string, d: string, title: string, extra: { created_at?: number; published?: string } = {}) =>
    fakeEvent({
      kind: 30023,
      pubkey,
      created_at: extra.created_at ?? 1_000,
      tags: [["d", d], ["title", title], ...(extra.published ? [["published_at", extra.published]] : [])],
    });
  const slugs = (list: ReturnType<typeof toArticles>) =>
    Object.fromEntries(list.map((article) => [article.address, article.slug]));
  const permutations = <T>(items: T[]): T[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((item, i) => permutations(items.filter((_, j) => j !== i)).map((rest) => [item, ...rest]));

  it("gives colliding titles unique slugs, the others suffixed from their own address", () => {
    const a = post(first, "a", "Hello World", { published: "100" });
    const b = post(first, "b", "Hello, World!", { published: "200" });
    const c = post(first, "c", "hello world", { published: "300" });
    const list = toArticles([c, b, a]);
    const bySlug = slugs(list);
    expect(new Set(Object.values(bySlug)).size).toBe(3);
    expect(bySlug[`30023:${first}:a`]).toBe("hello-world");
    expect(bySlug[`30023:${first}:b`]).toBe(`hello-world-${addressHash(`30023:${first}:b`).slice(0, 8)}`);
    expect(bySlug[`30023:${first}:c`]).toBe(`hello-world-${addressHash(`30023:${first}:c`).slice(0, 8)}`);
    for (const article of list) expect(findBySlug(list, article.slug)?.id).toBe(article.id);
  });

  it("gives the same slugs whatever order the events arrive in", () => {
    const events = [
      post(first, "a", "Same", { published: "300" }),
      post(second, "b", "Same", { published: "100" }),
      post(first, "c", "Same", { published: "200" }),
      post(second, "d", "Other"),
    ];
    const expected = slugs(toArticles(events, { authors: [first, second] }));
    for (const order of permutations(events))
      expect(slugs(toArticles(order, { authors: [first, second] }))).toEqual(expected);
  });

  it("keeps an article's URL when another author's article with the same title appears, even backdated", () => {
    const launch = post(first, "launch", "Launch Notes", { published: "1700000000" });
    const before = slugs(toArticles([launch], { authors: [first, second] }));
    const hijack = post(second, "hijack", "Launch notes!", { created_at: 500, published: "1" });
    const after = slugs(toArticles([hijack, launch], { authors: [first, second] }));
    expect(after[`30023:${first}:launch`]).toBe(before[`30023:${first}:launch`]);
    expect(after[`30023:${first}:launch`]).toBe("launch-notes");
    expect(after[`30023:${second}:hijack`]).toMatch(/^launch-notes-[0-9a-f]{8}$/);
  });

  it("keeps an archived article's URL when a later article of an earlier author takes its title", () => {
    const older = post(second, "older", "Launch Notes", { published: "1600000000" });
    const archived = slugs(toArticles([older], { authors: [first, second] }));
    const newer = post(first, "newer", "Launch notes", { published: "1700000000" });
    const reserved = new Map(Object.entries(archived));
    const after = slugs(toArticles([newer, older], { authors: [first, second], reserved }));
    expect(after[`30023:${second}:older`]).toBe("launch-notes");
    expect(after[`30023:${first}:newer`]).toMatch(/^launch-notes-[0-9a-f]{8}$/);
    // Without the archive, the configured order decides.
    expect(slugs(toArticles([newer, older], { authors: [first, second] }))[`30023:${first}:newer`]).toBe(
      "launch-notes",
    );
  });

  it("drops a reserved slug that no longer names its article, or that another address took first", () => {
    const renamed = post(first, "renamed", "A New Title");
    const other = post(second, "other", "Hello");
    const reserved = new Map([
      [`30023:${first}:renamed`, "the-old-title"],
      [`30023:${second}:other`, "hello"],
      [`30023:${second}:ghost`, "hello"],
    ]);
    const after = slugs(toArticles([renamed, other], { authors: [first, second], reserved }));
    expect(after[`30023:${first}:renamed`]).toBe("a-new-title");
    expect(after[`30023:${second}:other`]).toBe("hello");
  });

  it("keeps a suffixed URL when a later article of the same author appears", () => {
    const weekly = (d: string, published: string) => post(first, d, "Weekly update", { published });
    const one = weekly("w1", "100");
    const two = weekly("w2", "200");
    const before = slugs(toArticles([two, one]));
    const after = slugs(toArticles([weekly("w3", "300"), two, one]));
    expect(after[`30023:${first}:w1`]).toBe("weekly-update");
    expect(after[`30023:${first}:w2`]).toBe(before[`30023:${first}:w2`]);
  });

  it("repeats the suffixing until unique, even against a title made to equal a suffixed slug", () => {
    const victim = post(second, "victim", "Hello");
    const suffixed = `hello-${addressHash(`30023:${second}:victim`).slice(0, 8)}`;
    const list = toArticles([post(first, "owner", "Hello"), victim, post(first, "trap", suffixed.replace("-", " "))], {
      authors: [first, second],
    });
    expect(new Set(list.map((a) => a.slug)).size).toBe(3);
    expect(findBySlug(list, suffixed)?.identifier).toBe("trap");
    expect(list.find((a) => a.identifier === "victim")!.slug).toMatch(/^hello-[0-9a-f]{12}$/);
  });

  it("finds an article by a suffixed URL once it holds the bare slug again", () => {
    const mine = post(second, "mine", "Hello");
    const suffixed = `hello-${addressHash(`30023:${second}:mine`).slice(0, 8)}`;
    expect(
      findBySlug(toArticles([post(first, "x", "Hello"), mine], { authors: [first, second] }), suffixed)?.identifier,
    ).toBe("mine");
    const alone = toArticles([mine]);
    expect(alone[0]!.slug).toBe("hello");
    expect(findBySlug(alone, suffixed)?.identifier).toBe("mine");
    expect(findBySlug(alone, "hello-00000000")).toBeUndefined();
  });

  it("keeps the route slug equal to the slug of the title for an unsuffixed article", () => {
    const list = toArticles([post(first, "a", "Progress Report #12 (Feb 2025)")]);
    expect(list[0]!.slug).toBe(slugify(list[0]!.title));
    expect(findBySlug(list, slugify(list[0]!.title))?.identifier).toBe("a");
  });

  it("prefers the pre-rendered article's address while the slug is one of its URLs", () => {
    const owner = post(first, "owner", "Hello");
    const page = post(second, "page", "Hello");
    const list = toArticles([owner, page], { authors: [first, second] });
    expect(findBySlug(list, "hello")?.identifier).toBe("owner");
    expect(findBySlug(list, "hello", `30023:${second}:page`)?.identifier).toBe("page");
    expect(findBySlug(list, "other", `30023:${second}:page`)).toBeUndefined();
  });
});

describe("formatting", () => {
  it("formats dates in UTC and never shows Invalid Date", () => {
    expect(formatDate(1_738_972_800)).toBe("Feb 8, 2025");
    expect(formatDate(Number.MAX_SAFE_INTEGER)).toBe("");
  });

  it("writes dates exactly as Intl's en-US short format in UTC does, late evening and month ends included", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
    for (let seconds = 0; seconds < 2_000_000_000; seconds += 7_654_321) {
      for (const at of [seconds, seconds - (seconds % 86_400) + 86_399]) {
        expect(formatDate(at)).toBe(intl.format(new Date(at * 1000)));
      }
    }
  });

  it("safeImageUrl rejects non-strings", () => {
    expect(safeImageUrl(42)).toBeUndefined();
    expect(safeImageUrl(["https://x.example"])).toBeUndefined();
  });
});

describe("list articles without their bodies", () => {
  const article = toArticle(
    fakeEvent({
      kind: ARTICLE_KIND,
      tags: [
        ["d", "x"],
        ["title", "Body"],
      ],
      content: "y".repeat(2345),
    }),
  );

  it("keeps every field but the body, and the body's length", () => {
    const summary = withoutContent(article);
    expect(summary).not.toHaveProperty("content");
    expect(summary).toEqual({ ...summary, title: "Body", slug: article.slug, contentLength: 2345 });
    expect(contentLength(summary)).toBe(2345);
    expect(hasContent(summary)).toBe(false);
  });

  it("reads the length of a full article from its body", () => {
    expect(contentLength(article)).toBe(2345);
    expect(hasContent(article)).toBe(true);
  });
});

describe("a pre-rendered page's article", () => {
  const withBody = (content: string) =>
    toArticle(
      fakeEvent({
        kind: ARTICLE_KIND,
        tags: [
          ["d", "x"],
          ["title", "Body"],
        ],
        content,
      }),
    );

  it("keeps every field but the markdown, with the read time the page shows", () => {
    const article = withBody("word ".repeat(1001));
    const { content, ...rest } = article;
    expect(pageArticle(article)).toEqual({ ...rest, readMinutes: 6 });
    expect(articleReadMinutes(content)).toBe(6);
    expect(pageArticle(withBody("")).readMinutes).toBe(1);
  });

  it("says when the body was cut at its cap", () => {
    expect(pageArticle(withBody("y".repeat(MAX_RENDERED_CONTENT)))).not.toHaveProperty("bodyTruncated");
    expect(pageArticle(withBody("y".repeat(MAX_RENDERED_CONTENT + 1))).bodyTruncated).toBe(true);
  });
});

describe("sameArticleShown", () => {
  const profile = { name: "a" };
  const shown = { article: { id: "1".repeat(64), slug: "a" }, profile, nip05Verified: false, counts: { likes: 1 } };
  const sameLikes = (a: { likes: number }, b: { likes: number }) => a.likes === b.likes;

  it("is the same for new objects of the same article, profile and figures", () => {
    const refreshed = { ...shown, article: { ...shown.article }, counts: { likes: 1 } };
    expect(sameArticleShown(shown, refreshed, sameLikes)).toBe(true);
  });

  it.each([
    ["another profile", { profile: { name: "a" } }],
    ["the nip05 mark", { nip05Verified: true }],
    ["other counts", { counts: { likes: 2 } }],
    ["another slug", { article: { id: "1".repeat(64), slug: "b" } }],
    ["another version", { article: { id: "2".repeat(64), slug: "a" } }],
  ])("differs with %s", (_, change) => {
    expect(sameArticleShown(shown, { ...shown, ...change }, sameLikes)).toBe(false);
  });
});

describe("articleLanguage (NIP-32 labels)", () => {
  it("reads an ISO 639-1 code in the ISO-639-1 namespace", () => {
    expect(articleLanguage([["l", "es", "ISO-639-1"]])).toBe("es");
    expect(
      articleLanguage([
        ["L", "ISO-639-1"],
        ["l", "fa", "ISO-639-1"],
      ]),
    ).toBe("fa");
  });

  it("reads a label without its namespace when the event's only L namespace is ISO-639-1", () => {
    expect(
      articleLanguage([
        ["L", "ISO-639-1"],
        ["l", "ja"],
      ]),
    ).toBe("ja");
    expect(articleLanguage([["l", "ja"]])).toBeUndefined(); // no namespace: NIP-32's "ugc"
    expect(
      articleLanguage([
        ["L", "ISO-639-1"],
        ["L", "#t"],
        ["l", "ja"],
      ]),
    ).toBeUndefined();
  });

  it("takes only a valid two-letter lowercase code in that namespace", () => {
    for (const code of ["EN", "En", "eng", "en-US", "xx", "e", "", " en"]) {
      expect(articleLanguage([["l", code, "ISO-639-1"]]), code).toBeUndefined();
    }
    expect(articleLanguage([["l", "en", "ISO-639-3"]])).toBeUndefined();
    expect(articleLanguage([["l", "en", "iso-639-1"]])).toBeUndefined();
    expect(articleLanguage([["l", "en", "#t"]])).toBeUndefined();
    expect(
      articleLanguage([
        ["t", "en"],
        ["L", "ISO-639-1"],
      ]),
    ).toBeUndefined();
  });

  it("takes the first valid label, skipping malformed tags", () => {
    const tags = [["l"], ["l", "xx", "ISO-639-1"], ["l", "de", "ISO-639-1"], ["l", "fr", "ISO-639-1"]];
    expect(articleLanguage(tags)).toBe("de");
    expect(articleLanguage([["l", 42 as unknown as string, "ISO-639-1"]])).toBeUndefined();
  });

  it("sets the article's language only when there is one", () => {
    expect(article([["l", "de", "ISO-639-1"]]).language).toBe("de");
    expect(article([]).language).toBeUndefined();
    expect("language" in article([])).toBe(false);
  });

  it("marks an article without a title, not one titled like the fallback", () => {
    expect(article([]).untitled).toBe(true);
    expect(article([["title", "  "]]).untitled).toBe(true);
    expect(article([["title", UNTITLED_ARTICLE]]).untitled).toBeUndefined();
  });

  it("reads right-to-left languages as such; without a language, the text decides", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("fa")).toBe("rtl");
    expect(textDirection("he")).toBe("rtl");
    expect(textDirection("es")).toBe("ltr");
    expect(textDirection(undefined)).toBe("auto");
  });
});
