// The blog's search, the parts without a browser: matching the articles the list holds (words of their titles and
// summaries), reading Pagefind's results, and merging both. Relay data is hostile: nothing here produces HTML, a
// Pagefind excerpt becomes plain text parts (marked or not) that React renders as text.
import { truncate } from "./text";

/** What the search reads of an article the list holds. */
export interface SearchableArticle {
  slug: string;
  title: string;
  summary: string;
}

/** A run of text, highlighted when it is part of a match. */
export interface TextPart {
  text: string;
  mark: boolean;
}

/** One result: the article's page, its title and a short excerpt. */
export interface SearchHit {
  slug: string;
  title: string;
  excerpt: TextPart[];
}

/** Longest query read, in characters and in words (a pasted page must not cost a long task per keystroke). */
export const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 12;
/** Longest summary shown as a local result's excerpt, in characters. */
const MAX_LOCAL_EXCERPT = 180;

const NOT_WORD = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}+/gu;

/** Lowercase, compatibility-decomposed (NFKD) and without combining marks: "Café", "CAFE" and "ｃａｆｅ" fold alike. */
export function foldText(text: string): string {
  return text.toLowerCase().normalize("NFKD").replace(MARKS, "");
}

/** The folded words of a text: runs of letters and digits. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(NOT_WORD)
    .filter((word) => word !== "");
}

/** The words of a query, folded, the first dozen. */
export function queryWords(query: string): string[] {
  return searchWords(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);
}

const hasPrefix = (words: readonly string[], term: string) => words.some((word) => word.startsWith(term));

/**
 * The articles every query word begins a word of (title or summary), those matched in their title first (the
 * more query words the title holds, the earlier), otherwise in the order given (the list's, newest first).
 */
export function matchArticles<T extends SearchableArticle>(articles: readonly T[], query: string): T[] {
  const terms = queryWords(query);
  if (terms.length === 0) return [];
  const matches: { article: T; titleHits: number; position: number }[] = [];
  articles.forEach((article, position) => {
    const title = searchWords(article.title);
    let summary: string[] | undefined;
    let titleHits = 0;
    for (const term of terms) {
      if (hasPrefix(title, term)) titleHits += 1;
      else if (!hasPrefix((summary ??= searchWords(article.summary)), term)) return;
    }
    matches.push({ article, titleHits, position });
  });
  matches.sort((a, b) => b.titleHits - a.titleHits || a.position - b.position);
  return matches.map((match) => match.article);
}

/** A text split into parts, the words a query word begins marked. */
export function highlightParts(text: string, query: string): TextPart[] {
  const terms = queryWords(query);
  const parts: TextPart[] = [];
  // Words at even positions, the text between them at odd ones.
  text.split(/([^\p{L}\p{N}\p{M}]+)/u).forEach((piece, position) => {
    if (piece === "") return;
    const folded = position % 2 === 0 ? foldText(piece) : "";
    const mark = folded !== "" && terms.some((term) => folded.startsWith(term));
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else parts.push({ text: piece, mark });
  });
  return parts;
}

/** A local result: the article's summary as its excerpt (shortened), the query's words marked. */
export function localHit(article: SearchableArticle, query: string): SearchHit {
  const summary = truncate(article.summary.replace(/\s+/g, " ").trim(), MAX_LOCAL_EXCERPT, "…");
  return { slug: article.slug, title: article.title, excerpt: highlightParts(summary, query) };
}

/**
 * A Pagefind excerpt as text parts. Pagefind wraps matched words in `<mark>` and escapes `<` and `>` of the
 * page's text; only those two tags are read, everything else stays text (a `<script>` in an article is words).
 */
export function excerptParts(excerpt: string): TextPart[] {
  const parts: TextPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>") mark = true;
    else if (piece === "</mark>") mark = false;
    else if (piece !== "") parts.push({ text: piece.replace(/&lt;/g, "<").replace(/&gt;/g, ">"), mark });
  }
  return parts;
}

/** The slug of an article URL the index returns (`/blog/{slug}`, maybe with a trailing slash), else undefined. */
export function slugFromUrl(url: string): string | undefined {
  const match = /^\/blog\/([^/?#]+)\/?$/.exec(url);
  if (!match) return undefined;
  try {
    const slug = decodeURIComponent(match[1]!);
    return slug === "feed.xml" || slug.includes("/") ? undefined : slug;
  } catch {
    return undefined;
  }
}

/**
 * Index results first, then the local ones, each article once (by slug), `limit` at most. An article the list
 * holds (`listed`) keeps the list's title: the relays' copy may be newer than the build's.
 */
export function mergeHits(
  indexHits: readonly SearchHit[],
  localHits: readonly SearchHit[],
  { limit = Infinity, listed = [] }: { limit?: number; listed?: readonly SearchableArticle[] } = {},
): SearchHit[] {
  const titles = new Map(listed.map((article) => [article.slug, article.title]));
  const seen = new Set<string>();
  const merged: SearchHit[] = [];
  for (const hit of [...indexHits, ...localHits]) {
    if (seen.has(hit.slug) || merged.length >= limit) continue;
    seen.add(hit.slug);
    merged.push({ ...hit, title: titles.get(hit.slug) ?? hit.title });
  }
  return merged;
}
