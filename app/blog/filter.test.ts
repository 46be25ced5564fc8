import { describe, expect, it } from "vitest";
import { toArticle } from "./article";
import type { AuthorConfig } from "./author";
import { filterArticles } from "./filter";
import { fakeEvent } from "./test-events";

const primary = "1".repeat(64);
const promoted = "2".repeat(64);
const authors: AuthorConfig[] = [
  { pubkey: primary, npub: "", isPrimary: true },
  { pubkey: promoted, npub: "", isPrimary: false, label: "Promoted" },
];
const articles = [primary, promoted].map((pubkey) => toArticle(fakeEvent({ kind: 30023, pubkey })));

describe("filterArticles", () => {
  it("all shows everything", () => {
    expect(filterArticles(articles, authors, "all")).toHaveLength(2);
  });
  it("primary-only shows primary authors, promoted-only the others", () => {
    expect(filterArticles(articles, authors, "primary").map((a) => a.pubkey)).toEqual([primary]);
    expect(filterArticles(articles, authors, "promoted").map((a) => a.pubkey)).toEqual([promoted]);
  });
  it("primary-only is empty with the two configured (non-primary) authors", () => {
    const configured = authors.map((a) => ({ ...a, isPrimary: false }));
    expect(filterArticles(articles, configured, "primary")).toEqual([]);
  });
});
