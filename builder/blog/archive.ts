/**
 * The build's side of the archive (Node only): every configured author's whole history read back from each relay,
 * and the previous build's archive file (./model/archive.ts) read beside it, so an article that every relay has
 * dropped stays at its URL (docs/blog.md, "The archive").
 */
import type { NostrEvent } from "nostr-tools/core";
import { query } from "../nostr-node";
import { readAll } from "../../app/nostr/paging";
import { readCapped } from "../../app/nostr/well-known";
import { PROFILE_KIND } from "../../app/nostr/kinds";
import { RELAYS, SITE_URL, SITE_URL_PLACEHOLDER } from "../../app/config";
import { articleFilters } from "../../app/blog/model/article";
import { loadBulkVerifier } from "../../app/nostr/verifier";
import { ARCHIVE_PATH, InvalidArchiveError, readArchiveFile, type ReadArchive } from "../../app/blog/model/archive";

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

/** Why the build cannot read the previous archive it expected: the build stops (docs/deploying.md). */
export class PreviousArchiveError extends Error {
  override name = "PreviousArchiveError";
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`the previous archive ${url} could not be read: ${reason}`);
  }
}

/**
 * Where the previous archive is read from: `BLOG_ARCHIVE_FROM` (a URL; empty for none: a first deploy, demo and
 * test builds), else the live site's own copy. None while SITE_URL is the placeholder, whose domain is not ours
 * to read from (the launch checklist keeps such a site from being deployed).
 */
export function previousArchiveUrl(
  env: Record<string, string | undefined> = process.env,
  siteUrl = SITE_URL,
): string | undefined {
  const configured = env.BLOG_ARCHIVE_FROM;
  if (configured !== undefined) return configured.trim() || undefined;
  if (siteUrl === SITE_URL_PLACEHOLDER) {
    console.warn(`blog: SITE_URL is still the placeholder ${siteUrl}: no previous archive read from it`);
    return undefined;
  }
  return new URL(ARCHIVE_PATH, siteUrl).toString();
}

const NO_ARCHIVE: ReadArchive & { from?: string } = { events: [], images: {}, slugs: new Map(), refused: 0 };

/** What went wrong with a fetch, in a few words: the system's error code where there is one. */
function fetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return `no answer within ${timeoutMs / 1000} s`;
  // fetch throws "fetch failed"; what failed is its cause (a system error's code, or undici's own words).
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return `${error instanceof Error ? error.message : "fetch failed"} (${typeof code === "string" ? code : cause.message})`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The body of the previous archive, read with every bound applied while it streams in: status 200 only (a
 * redirect is not followed: the file is always at its own address), at most ARCHIVE_MAX_BYTES, the whole read
 * within ARCHIVE_FETCH_TIMEOUT_MS, valid UTF-8. Anything else throws PreviousArchiveError.
 */
export async function fetchArchiveText(
  url: string,
  { fetch = globalThis.fetch, maxBytes = ARCHIVE_MAX_BYTES, timeoutMs = ARCHIVE_FETCH_TIMEOUT_MS } = {},
): Promise<string> {
  const refuse = (reason: string) => new PreviousArchiveError(url, reason);
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
  } catch (error) {
    throw refuse(fetchFailure(error, timeoutMs));
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    const location = response.headers.get("location");
    throw refuse(
      response.status >= 300 && response.status < 400
        ? `a redirect (HTTP ${response.status}${location ? ` to ${location}` : ""}), which the build does not follow`
        : `HTTP ${response.status}`,
    );
  }
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw refuse(`${length} bytes, more than ${maxBytes}`);
  }
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readCapped(response, maxBytes);
  } catch (error) {
    throw refuse(fetchFailure(error, timeoutMs));
  }
  if (bytes === undefined) throw refuse(`more than ${maxBytes} bytes`);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw refuse("not UTF-8 text");
  }
}

/**
 * The previous build's archive, checked event by event with the fast verifier (./model/archive.ts
 * readArchiveFile). None when none is expected (previousArchiveUrl). When one is expected, anything but a
 * readable archive throws PreviousArchiveError: a build that went on without it would publish a blog without
 * every article the relays have dropped, and the next build would read that smaller file.
 */
export async function readPreviousArchive(
  authors: string[],
  url = previousArchiveUrl(),
  fetchOptions: Parameters<typeof fetchArchiveText>[1] = {},
): Promise<ReadArchive & { from?: string }> {
  if (!url) return NO_ARCHIVE;
  const text = await fetchArchiveText(url, fetchOptions);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new PreviousArchiveError(url, "not JSON");
  }
  const started = Date.now();
  let read: ReadArchive;
  try {
    read = await readArchiveFile(raw, authors, await loadBulkVerifier());
  } catch (error) {
    if (error instanceof InvalidArchiveError) throw new PreviousArchiveError(url, `not an archive (${error.message})`);
    throw error;
  }
  console.log(
    `blog: previous archive ${url}: ${read.events.length} events kept` +
      (read.refused > 0 ? `, ${read.refused} refused (not the authors' or a signature that does not hold)` : "") +
      ` in ${Date.now() - started} ms`,
  );
  return { ...read, from: url };
}
