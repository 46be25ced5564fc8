import type { FaqCategory, FaqCategoryId, FaqQuestion } from "../../content/types";

export interface FaqEntry extends FaqQuestion {
  /** Stable across tabs and search results, so an item keeps its expanded state. */
  key: string;
  categoryId: FaqCategoryId;
  categoryTitle: string;
}

export function faqEntries(category: FaqCategory): FaqEntry[] {
  return category.questions.map((item, index) => ({
    ...item,
    key: `${category.id}-${index}`,
    categoryId: category.id,
    categoryTitle: category.title,
  }));
}

/** A blank or whitespace-only query means no search (docs/product.md). */
export function isSearching(query: string): boolean {
  return query.trim() !== "";
}

/** Case-insensitive substring match on question and answer, across all categories. */
export function searchFaq(categories: readonly FaqCategory[], query: string): FaqEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return categories
    .flatMap(faqEntries)
    .filter((entry) => entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle));
}

export function resultCountText(count: number): string {
  return count === 1 ? "1 result found" : `${count} results found`;
}

export function noResultsText(query: string): string {
  return `No results found for "${query.trim()}"`;
}

export const NO_RESULTS_HINT = "Try a different search term or browse categories below";
