/**
 * The build's side of the archive (Node only): every configured author's whole history read back from each relay,
 * and the previous build's archive file (./model/archive.ts) read beside it, so an article that every relay has
 * dropped stays at its URL (docs/blog.md, "The archive").
 */
import { verifyEvent } from "nostr-tools/pure";
import type { NostrEvent } from "nostr-tools/core";
import { query } from "../nostr/node";
import { readAll } from "../nostr/paging";
import { PROFILE_KIND } from "../nostr/kinds";
import { RELAYS, SITE_URL } from "../config";
import { articleFilters } from "./model/article";
import { ARCHIVE_PATH, readArchiveFile, type ReadArchive } from "./model/archive";

/** Pages read back per filter and relay at most: 100 pages of 500 events, far past any author's archive. */
export const MAX_ARCHIVE_PAGES = 100;
/** The previous archive file: the build waits this long for it and reads at most this many bytes. */
const ARCHIVE_FETCH_TIMEOUT_MS = 30_000;
const ARCHIVE_MAX_BYTES = 64 * 1024 * 1024;

export interface History {
  events: NostrEvent[];
  /** Relays that answered. */
  reached: number;
  /** Relays whose history hit MAX_ARCHIVE_PAGES (older events may be missing from them). */
  truncated: number;
}

/**
 * The authors' articles, their deletions and their profiles, read back to the oldest from each relay on its own
 * (relays keep different events, and a page's boundary only holds per relay). A relay that cannot be reached is
 * skipped with a warning.
 */
export async function readHistory(authors: string[], relays: string[] = RELAYS): Promise<History> {
  if (authors.length === 0) return { events: [], reached: 0, truncated: 0 };
  const filters = [...articleFilters(authors, 1), { kinds: [PROFILE_KIND], authors }];
  const answers = await Promise.all(
    relays.map((relay) =>
      readAll((page) => query(page, { relays: [relay] }), filters, MAX_ARCHIVE_PAGES).catch((error: unknown) => {
        console.warn(`blog: ${relay} not read (${String(error)})`);
        return null;
      }),
    ),
  );
  const byId = new Map<string, NostrEvent>();
  let reached = 0;
  let truncated = 0;
  for (const answer of answers) {
    if (!answer) continue;
    reached += 1;
    if (answer.truncated) truncated += 1;
    for (const event of answer.events) byId.set(event.id, event);
  }
  return { events: [...byId.values()], reached, truncated };
}

/**
 * Where the previous archive is read from: `BLOG_ARCHIVE_FROM` (a URL; empty for none), else the live site's own
 * copy. Demo and test builds set it (empty, or a local server's URL).
 */
export function previousArchiveUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const configured = env.BLOG_ARCHIVE_FROM;
  if (configured === undefined) return new URL(ARCHIVE_PATH, SITE_URL).toString();
  return configured.trim() || undefined;
}

const NO_ARCHIVE: ReadArchive & { from?: string } = { events: [], images: {}, slugs: new Map(), refused: 0 };

/**
 * The previous build's archive, checked event by event (./model/archive.ts readArchiveFile). A missing or
 * unreadable file is a warning, never a failed build: the first build has none.
 */
export async function readPreviousArchive(
  authors: string[],
  url = previousArchiveUrl(),
): Promise<ReadArchive & { from?: string }> {
  if (!url) return NO_ARCHIVE;
  try {
    const response = await fetch(url, {
      redirect: "follow",
      signal: AbortSignal.timeout(ARCHIVE_FETCH_TIMEOUT_MS),
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const length = Number(response.headers.get("content-length") ?? 0);
    if (length > ARCHIVE_MAX_BYTES) throw new Error(`${length} bytes`);
    const text = await response.text();
    if (text.length > ARCHIVE_MAX_BYTES) throw new Error(`${text.length} characters`);
    const read = readArchiveFile(JSON.parse(text), authors, (event) => verifyEvent(event));
    console.log(
      `blog: previous archive ${url}: ${read.events.length} events kept` +
        (read.refused > 0 ? `, ${read.refused} refused (not the authors' or a signature that does not hold)` : ""),
    );
    return { ...read, from: response.url || url };
  } catch (error) {
    console.warn(`blog: no previous archive read from ${url} (${String(error)})`);
    return NO_ARCHIVE;
  }
}
