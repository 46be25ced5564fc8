import { describe, expect, it } from "vitest";
import {
  ARTICLE_KIND,
  contentLength,
  findBySlug,
  formatDate,
  hasContent,
  safeImageUrl,
  toArticle,
  toArticles,
  UNTITLED_ARTICLE,
  withoutContent,
} from "./article";
import { fakeEvent } from "./test-events";

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

  it("keeps only absolute http(s) cover images and paths on this site", () => {
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

  it("gives colliding slugs distinct URLs, the earliest keeping the plain one", () => {
    const first = fakeEvent({
      kind: 30023,
      created_at: 100,
      tags: [
        ["d", "1"],
        ["title", "Hello World"],
      ],
    });
    const second = fakeEvent({
      kind: 30023,
      created_at: 200,
      tags: [
        ["d", "2"],
        ["title", "Hello, World!"],
      ],
    });
    const list = toArticles([second, first]);
    expect(findBySlug(list, "hello-world")?.id).toBe(first.id);
    expect(findBySlug(list, `hello-world-${second.id.slice(0, 8)}`)?.id).toBe(second.id);
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
