import { describe, expect, it } from "vitest";
import {
  excerptParts,
  foldText,
  highlightParts,
  localHit,
  matchArticles,
  mergeHits,
  queryWords,
  searchWords,
  slugFromUrl,
  type SearchHit,
} from "./search";

const article = (slug: string, title: string, summary = "") => ({ slug, title, summary, topics: [] });
const hit = (slug: string, title = slug): SearchHit => ({ slug, title, excerpt: [{ text: title, mark: false }] });

describe("folding and words", () => {
  it("folds case, accents (NFKD) and compatibility forms alike", () => {
    expect(foldText("Café CRÈME")).toBe("cafe creme");
    expect(foldText("cafe\u0301")).toBe("cafe");
    expect(foldText("ｃａｆｅ ﬁne")).toBe("cafe fine");
    expect(foldText("İstanbul")).toBe("istanbul");
  });

  it("splits on anything that is not a letter or a digit", () => {
    expect(searchWords("Self-custody, without   the homework! (2025)")).toEqual([
      "self",
      "custody",
      "without",
      "the",
      "homework",
      "2025",
    ]);
    expect(searchWords("  ...  ")).toEqual([]);
    expect(searchWords("Ünïcödé 日本語")).toEqual(["unicode", "日本語"]);
  });

  it("reads a bounded query", () => {
    expect(queryWords("a ".repeat(50))).toHaveLength(12);
    expect(queryWords(`${"x".repeat(300)}`)[0]).toHaveLength(200);
  });
});

describe("matchArticles", () => {
  const articles = [
    article("fees", "Lightning Fees Explained", "Base fees and routes."),
    article("esim", "Travel data without a SIM swap", "How eSIMs work, and what lightning pays for."),
    article("cafe", "Un café à Paris", "Paying for coffee."),
  ];

  it("matches every query word as the start of a word of the title or summary", () => {
    expect(matchArticles(articles, "light").map((a) => a.slug)).toEqual(["fees", "esim"]);
    expect(matchArticles(articles, "light route").map((a) => a.slug)).toEqual(["fees"]);
    expect(matchArticles(articles, "ightning")).toEqual([]);
    expect(matchArticles(articles, "lightning zebra")).toEqual([]);
  });

  it("ignores case and accents on both sides", () => {
    expect(matchArticles(articles, "CAFE").map((a) => a.slug)).toEqual(["cafe"]);
    expect(matchArticles(articles, "esím").map((a) => a.slug)).toEqual(["esim"]);
  });

  it("ranks title matches before summary matches, then keeps the list's order", () => {
    const list = [
      article("a", "Coffee notes", "about lightning"),
      article("b", "Lightning basics", "and coffee"),
      article("c", "Lightning coffee", ""),
      article("d", "More lightning", "coffee"),
    ];
    expect(matchArticles(list, "lightning coffee").map((a) => a.slug)).toEqual(["c", "a", "b", "d"]);
    expect(matchArticles(list, "lightning").map((a) => a.slug)).toEqual(["b", "c", "d", "a"]);
  });

  it("finds nothing for a query without words", () => {
    expect(matchArticles(articles, "  -- !! ")).toEqual([]);
  });
});

describe("highlightParts and localHit", () => {
  it("marks the words a query word begins, keeping the text as it was written", () => {
    expect(highlightParts("Café, coffee & cake", "caf CAKE")).toEqual([
      { text: "Café", mark: true },
      { text: ", coffee & ", mark: false },
      { text: "cake", mark: true },
    ]);
    expect(highlightParts("naïve", "naive")).toEqual([{ text: "naïve", mark: true }]);
  });

  it("shortens a long summary and keeps it as text", () => {
    const result = localHit(article("x", "Title", `<b>bold</b> ${"word ".repeat(100)}`), "bold");
    const text = result.excerpt.map((part) => part.text).join("");
    expect(text.startsWith("<b>bold</b> word")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(181);
    expect(result.excerpt).toContainEqual({ text: "bold", mark: true });
  });
});

describe("excerptParts", () => {
  it("reads Pagefind's <mark> tags and nothing else", () => {
    expect(excerptParts("Fees are <mark>routed</mark> by &lt;b&gt;hops&lt;/b&gt;")).toEqual([
      { text: "Fees are ", mark: false },
      { text: "routed", mark: true },
      { text: " by <b>hops</b>", mark: false },
    ]);
  });

  it("leaves any other markup as text", () => {
    const parts = excerptParts('<img src=x onerror="alert(1)"> <mark>x</mark><script>');
    expect(parts).toEqual([
      { text: '<img src=x onerror="alert(1)"> ', mark: false },
      { text: "x", mark: true },
      { text: "<script>", mark: false },
    ]);
  });
});

describe("slugFromUrl", () => {
  it("reads article URLs only", () => {
    expect(slugFromUrl("/blog/lightning-fees-explained")).toBe("lightning-fees-explained");
    expect(slugFromUrl("/blog/lightning-fees-explained/")).toBe("lightning-fees-explained");
    expect(slugFromUrl("/blog/caf%C3%A9")).toBe("café");
    expect(slugFromUrl("/blog/")).toBeUndefined();
    expect(slugFromUrl("/blog/feed.xml")).toBeUndefined();
    expect(slugFromUrl("/privacy")).toBeUndefined();
    expect(slugFromUrl("https://evil.example/blog/x")).toBeUndefined();
    expect(slugFromUrl("/blog/a/b")).toBeUndefined();
    expect(slugFromUrl("/blog/%E0%A4%A")).toBeUndefined();
    expect(slugFromUrl("/blog/a%2Fb")).toBeUndefined();
  });
});

describe("mergeHits", () => {
  it("puts index results first and each article once", () => {
    const merged = mergeHits([hit("b"), hit("a")], [hit("a"), hit("c")]);
    expect(merged.map((h) => h.slug)).toEqual(["b", "a", "c"]);
  });

  it("keeps the index's excerpt and the list's title", () => {
    const fromIndex: SearchHit = { slug: "a", title: "Old title", excerpt: [{ text: "body", mark: true }] };
    const [merged] = mergeHits([fromIndex], [], { listed: [article("a", "New title")] });
    expect(merged).toEqual({ slug: "a", title: "New title", excerpt: [{ text: "body", mark: true }] });
  });

  it("stops at the limit", () => {
    expect(mergeHits([hit("a"), hit("b")], [hit("c")], { limit: 2 }).map((h) => h.slug)).toEqual(["a", "b"]);
  });
});
