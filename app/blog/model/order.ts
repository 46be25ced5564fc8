import { articleAddress } from "../../nostr/nip23";
import { HEX64 } from "../../nostr/tags";
import type { ListArticle } from "./article";
import { listedIn, topicKey, type Listing } from "./listing";

/**
 * The build's listing order, published beside the pages (/blog/order.json). A pre-rendered listing page places
 * what the relays created since the build on its own (livePage) except in one case: a new version of an older
 * article that the page's window does not hold. It moves to the top of the list, and only its old position tells
 * whether the page shifts down by one (it was after the window) or not (before). The page fetches this file only
 * then (docs/blog.md, "The archive"); about 60 bytes an article.
 */

export const ORDER_PATH = "/blog/order.json";
export const ORDER_VERSION = 1;

export interface OrderFile {
  version: typeof ORDER_VERSION;
  /** Unix milliseconds of the build: a page uses the file only when it comes from its own build. */
  builtAt: number;
  /** The authors' hex keys, named by index in `articles`. */
  authors: string[];
  /** Every listed article, newest first (the build's list order): [author index, `d` tag, topic keys]. */
  articles: [number, string, string[]][];
}

/** One article of the build's order, as a listing needs it. */
export interface OrderEntry {
  address: string;
  pubkey: string;
  topics: string[];
}

/** The order file of a build's listed articles (newest first). */
export function orderFile(
  articles: readonly Pick<ListArticle, "pubkey" | "identifier" | "topics">[],
  builtAt: number,
): OrderFile {
  const authors = [...new Set(articles.map((article) => article.pubkey))];
  return {
    version: ORDER_VERSION,
    builtAt,
    authors,
    articles: articles.map((article) => [
      authors.indexOf(article.pubkey),
      article.identifier,
      [...new Set(article.topics.map(topicKey).filter(Boolean))],
    ]),
  };
}

const isString = (value: unknown): value is string => typeof value === "string";

/**
 * The entries of an order file, when `value` is one written by the build of `builtAt`; undefined for anything else
 * (another build's file, a file of another shape): the page then reads the relays.
 */
export function readOrderFile(value: unknown, builtAt: number): OrderEntry[] | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const file = value as Partial<Record<keyof OrderFile, unknown>>;
  if (file.version !== ORDER_VERSION || file.builtAt !== builtAt) return undefined;
  const { authors, articles } = file;
  if (!Array.isArray(authors) || !authors.every((author) => isString(author) && HEX64.test(author))) return undefined;
  if (!Array.isArray(articles)) return undefined;
  const entries: OrderEntry[] = [];
  for (const entry of articles as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 3) return undefined;
    const [index, identifier, topics] = entry as unknown[];
    const pubkey = typeof index === "number" ? (authors as string[])[index] : undefined;
    if (!pubkey || !isString(identifier) || !Array.isArray(topics) || !topics.every(isString)) return undefined;
    entries.push({ address: articleAddress({ pubkey, identifier }), pubkey, topics });
  }
  return entries;
}

/** Each address's position (0-based) in the build's `listing`. */
export function positionsIn(entries: readonly OrderEntry[], listing: Listing): Map<string, number> {
  return new Map(listedIn(entries, listing).map((entry, index) => [entry.address, index]));
}
