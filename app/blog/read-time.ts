/** Characters read per minute in the list's reading (docs/product.md). */
export const LIST_CHARACTERS_PER_MINUTE = 1000;
/** Words read per minute on the article page (docs/product.md). */
export const ARTICLE_WORDS_PER_MINUTE = 200;

// Both readings show at least one minute: "0 min read" for a short or empty article reads as broken.

/** The list's reading: ceil(characters / 1000), from the body's length in characters (UTF-16 units, as `length`). */
export function listReadMinutes(characters: number): number {
  return Math.max(1, Math.ceil(characters / LIST_CHARACTERS_PER_MINUTE));
}

export function countWords(content: string): number {
  const words = content.trim().split(/\s+/);
  return words[0] === "" ? 0 : words.length;
}

/** The article page's reading: ceil(words / 200). */
export function articleReadMinutes(content: string): number {
  return Math.max(1, Math.ceil(countWords(content) / ARTICLE_WORDS_PER_MINUTE));
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
