import type { NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import { candidateEvent } from "../../nostr/accept";
import { ARTICLE_KIND, DELETION_KIND, PROFILE_KIND } from "../../nostr/kinds";
import { reduceEvents } from "../../nostr/reduce";
import { nowSeconds } from "../../nostr/time";
import type { Article } from "./article";

/**
 * The blog's archive file: the signed events a build was made from, published with the site so the next build
 * keeps every article that the relays have since forgotten (docs/blog.md, "The archive"). The file is third-party
 * data to the build that reads it: each event passes the relay gate and its signature is checked again.
 */

/** Where every build publishes its archive, and where the next build looks for the live site's copy. */
export const ARCHIVE_PATH = "/blog/archive.json";
export const ARCHIVE_VERSION = 1;

export interface ArchiveFile {
  version: typeof ARCHIVE_VERSION;
  /** Unix milliseconds of the build that wrote it. */
  builtAt: number;
  /** Articles (the newest version of each shown one), the authors' deletions of articles, the authors' profiles. */
  events: NostrEvent[];
  /** An image's original URL -> the site path of the build's largest copy of it. */
  images: Record<string, string>;
  /** Article address -> the slug the build gave it: the next build keeps each URL (see uniqueSlugs). */
  slugs: Record<string, string>;
}

/** The events an archive may hold: articles, deletions and profiles of the configured authors. */
export function archiveFilters(authors: string[]): Filter[] {
  return [{ kinds: [ARTICLE_KIND, DELETION_KIND, PROFILE_KIND], authors }];
}

/** Whether a deletion request is about an article: `k` 30023, an article's address, or one of the given ids. */
function deletesAnArticle(event: NostrEvent, articleIds: ReadonlySet<string>): boolean {
  return event.tags.some(
    ([name, value]) =>
      (name === "k" && value === String(ARTICLE_KIND)) ||
      (name === "a" && value?.startsWith(`${ARTICLE_KIND}:`)) ||
      (name === "e" && value !== undefined && articleIds.has(value)),
  );
}

/**
 * What a build publishes of the events it read: the shown articles' own events (a deleted article's body is not
 * published again), every deletion of an article (so it still wins over a relay that kept the article), and the
 * newest profile of each author.
 */
export function archiveEvents(events: readonly NostrEvent[], shown: readonly Pick<Article, "id">[]): NostrEvent[] {
  const shownIds = new Set(shown.map((article) => article.id));
  const articleIds = new Set(events.filter((event) => event.kind === ARTICLE_KIND).map((event) => event.id));
  const byId = new Map<string, NostrEvent>();
  for (const event of events) {
    const keep =
      (event.kind === ARTICLE_KIND && shownIds.has(event.id)) ||
      (event.kind === DELETION_KIND && deletesAnArticle(event, articleIds));
    if (keep) byId.set(event.id, event);
  }
  const profiles = reduceEvents(events.filter((event) => event.kind === PROFILE_KIND));
  return [...byId.values(), ...profiles].sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? -1 : 1));
}

export interface ReadArchive {
  events: NostrEvent[];
  images: Record<string, string>;
  slugs: Map<string, string>;
  /** Entries refused: not an event of the configured authors' archive kinds, or a signature that does not hold. */
  refused: number;
}

/**
 * The events of a previous build's archive file that pass the gate (shape, date, kinds and authors) and whose
 * signatures hold; anything else in the file is refused. `images` keeps only site paths.
 */
export function readArchiveFile(
  raw: unknown,
  authors: string[],
  verify: (event: NostrEvent) => boolean,
  now = nowSeconds(),
): ReadArchive {
  const file = typeof raw === "object" && raw !== null ? (raw as Partial<Record<keyof ArchiveFile, unknown>>) : {};
  const entries = Array.isArray(file.events) ? (file.events as unknown[]) : [];
  const filters = archiveFilters(authors);
  const events: NostrEvent[] = [];
  const seen = new Set<string>();
  let refused = 0;
  for (const entry of entries) {
    const event = candidateEvent(entry, filters, now);
    if (!event || !safeVerify(verify, event)) refused += 1;
    else if (!seen.has(event.id)) {
      seen.add(event.id);
      events.push(event);
    }
  }
  const images: Record<string, string> = {};
  if (typeof file.images === "object" && file.images !== null) {
    for (const [url, path] of Object.entries(file.images)) {
      if (typeof path === "string" && /^\/blog\/img\/[\w.-]+$/.test(path)) images[url] = path;
    }
  }
  // A slug only ever names its own article (uniqueSlugs checks), so a tampered file can at most swap which of two
  // same-titled articles keeps the bare slug.
  const slugs = new Map<string, string>();
  if (typeof file.slugs === "object" && file.slugs !== null) {
    for (const [address, slug] of Object.entries(file.slugs)) {
      if (typeof slug === "string" && /^[\w-]{1,200}$/.test(slug) && address.startsWith(`${ARTICLE_KIND}:`)) {
        slugs.set(address, slug);
      }
    }
  }
  return { events, images, slugs, refused };
}

function safeVerify(verify: (event: NostrEvent) => boolean, event: NostrEvent): boolean {
  try {
    return verify(structuredClone(event)) === true;
  } catch {
    return false;
  }
}
