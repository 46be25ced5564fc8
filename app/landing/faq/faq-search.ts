import { APP_STORE_URL, PRODUCT_NAME } from "../../config";
import type { FaqCategory, FaqCategoryId } from "../../content/types";
import type { Translate } from "../../i18n/messages";

/** A question and its answer, in the page's language. */
export interface FaqQuestion {
  question: string;
  answer: string;
}

/** A FAQ category with its words, in the page's language: what the section shows and searches. */
export interface FaqTopic {
  id: FaqCategoryId;
  title: string;
  questions: FaqQuestion[];
}

export interface FaqEntry extends FaqQuestion {
  /** Stable across tabs and search results, so an item keeps its expanded state. */
  key: string;
  categoryId: FaqCategoryId;
  categoryTitle: string;
}

/** The FAQ's categories with their words from the catalogue (content/faq.ts names the messages). */
export function faqTopics(categories: readonly FaqCategory[], t: Translate): FaqTopic[] {
  const values = { name: PRODUCT_NAME, url: APP_STORE_URL };
  return categories.map((category) => ({
    id: category.id,
    title: t(`faq.category.${category.id}`),
    questions: category.questions.map((id) => ({
      question: t(`faq.item.${id}.question`, values),
      answer: t(`faq.item.${id}.answer`, values),
    })),
  }));
}

export function faqEntries(category: FaqTopic): FaqEntry[] {
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

/**
 * Case-insensitive substring match on question and answer, across all categories; case is folded by the rules
 * of `languageTag` (the page's language: Turkish "I" is "ı").
 */
export function searchFaq(categories: readonly FaqTopic[], query: string, languageTag?: string): FaqEntry[] {
  const fold = (text: string) => text.toLocaleLowerCase(languageTag);
  const needle = fold(query.trim());
  if (!needle) return [];
  return categories
    .flatMap(faqEntries)
    .filter((entry) => fold(entry.question).includes(needle) || fold(entry.answer).includes(needle));
}

export function resultCountText(t: Translate, count: number): string {
  return t("faq.search.results", { count });
}

export function noResultsText(t: Translate, query: string): string {
  return t("faq.search.noResults", { query: query.trim() });
}
