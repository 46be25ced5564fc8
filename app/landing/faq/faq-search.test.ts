import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE } from "../../i18n/locales";
import { translator } from "../../i18n/messages";
import { isSearching, noResultsText, resultCountText, searchFaq, type FaqTopic } from "./faq-search";

const categories: FaqTopic[] = [
  {
    id: "general",
    title: "General",
    questions: [
      { question: "Is it open source?", answer: "Yes, on GitHub." },
      { question: "Which phones?", answer: "iOS only." },
    ],
  },
  { id: "wallet", title: "Wallet", questions: [{ question: "Lightning?", answer: "Pay Lightning invoices." }] },
  { id: "esims", title: "eSIMs", questions: [] },
];

describe("searchFaq", () => {
  it("matches questions and answers case-insensitively across categories", () => {
    expect(searchFaq(categories, "LIGHTNING").map((entry) => entry.key)).toEqual(["wallet-0"]);
    expect(searchFaq(categories, "github").map((entry) => entry.key)).toEqual(["general-0"]);
    expect(searchFaq(categories, "o").map((entry) => entry.key)).toEqual(["general-0", "general-1", "wallet-0"]);
  });

  it("matches substrings inside words and ignores surrounding spaces", () => {
    expect(searchFaq(categories, "  ightn ").map((entry) => entry.key)).toEqual(["wallet-0"]);
  });

  it("carries the category of each result", () => {
    expect(searchFaq(categories, "phones")[0]).toMatchObject({ categoryId: "general", categoryTitle: "General" });
  });

  it("folds case by the page's language's rules", () => {
    const turkish: FaqTopic[] = [{ id: "general", title: "Genel", questions: [{ question: "Işık?", answer: "" }] }];
    expect(searchFaq(turkish, "IŞIK", "tr")).toHaveLength(1);
  });

  it("finds nothing for a blank query or an unknown word", () => {
    expect(searchFaq(categories, "   ")).toEqual([]);
    expect(searchFaq(categories, "zebra")).toEqual([]);
  });
});

describe("isSearching", () => {
  it("is false for blank and whitespace-only queries", () => {
    expect(isSearching("")).toBe(false);
    expect(isSearching(" \t ")).toBe(false);
    expect(isSearching(" a ")).toBe(true);
  });
});

describe("texts", () => {
  const t = translator(DEFAULT_LOCALE);

  it("counts results in the spec's words", () => {
    expect(resultCountText(t, 1)).toBe("1 result found");
    expect(resultCountText(t, 3)).toBe("3 results found");
    expect(resultCountText(t, 0)).toBe("0 results found");
  });

  it("quotes the query when nothing matches", () => {
    expect(noResultsText(t, " zebra ")).toBe('No results found for "zebra"');
  });
});
