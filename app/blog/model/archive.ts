import type { NostrEvent } from "nostr-tools/core";
import type { Filter } from "nostr-tools/filter";
import { candidateEvent, signatureHolds, type Verifier } from "../../nostr/accept";
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

/**
 * Entries an archive file may hold at most: 10 times the 1,000-article archive the benchmark builds (one event per
 * article, plus deletions and profiles), which is already past what GitHub Pages can host. A file with more is not
 * one this site wrote: the build refuses it before any signature check.
 */
export const MAX_ARCHIVE_EVENTS = 10_000;

/**
 * Entries whose signature does not hold that a file may carry before it is refused whole: every event this site
 * writes was checked when it was read, so a few bad ones are damage and many are forgery. A signature check costs
 * about half a millisecond here; without this bound a file of forged entries would cost seconds per thousand.
 */
export const MAX_FORGED_ENTRIES = 100;

/** A file that is not a previous build's archive at all (the build refuses it: docs/blog.md, "The archive"). */
export class InvalidArchiveError extends Error {
  override name = "InvalidArchiveError";
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
 * signatures hold; any other entry is refused and counted. `images` keeps only site paths. A file that is no
 * archive (not an object of this version with an `events` list, more than MAX_ARCHIVE_EVENTS entries, or more than
 * MAX_FORGED_ENTRIES whose signatures do not hold) throws InvalidArchiveError: the build must not mistake it for
 * an empty archive, nor spend minutes on forgeries.
 */
export async function readArchiveFile(
  raw: unknown,
  authors: string[],
  verify: Verifier,
  now = nowSeconds(),
): Promise<ReadArchive> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new InvalidArchiveError("not a JSON object");
  }
  const file = raw as Partial<Record<keyof ArchiveFile, unknown>>;
  if (file.version !== ARCHIVE_VERSION) throw new InvalidArchiveError(`version ${String(file.version)}, not 1`);
  if (!Array.isArray(file.events)) throw new InvalidArchiveError("no list of events");
  const entries = file.events as unknown[];
  if (entries.length > MAX_ARCHIVE_EVENTS) {
    throw new InvalidArchiveError(`${entries.length} entries, more than ${MAX_ARCHIVE_EVENTS}`);
  }
  const filters = archiveFilters(authors);
  const events: NostrEvent[] = [];
  const seen = new Set<string>();
  let refused = 0;
  let forged = 0;
  for (const entry of entries) {
    const event = candidateEvent(entry, filters, now);
    if (!event) {
      refused += 1;
      continue;
    }
    // candidateEvent gives a fresh copy: a verifier that marks what it checked marks only that copy.
    const holds = signatureHolds(event, verify);
    if (!(typeof holds === "boolean" ? holds : await holds)) {
      refused += 1;
      forged += 1;
      if (forged > MAX_FORGED_ENTRIES) {
        throw new InvalidArchiveError(`more than ${MAX_FORGED_ENTRIES} entries whose signatures do not hold`);
      }
    } else if (!seen.has(event.id)) {
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
