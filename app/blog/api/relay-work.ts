import { query, type Filter, type NostrEvent } from "../../nostr/query";
import { loadBulkVerifier, loadVerifier, startWasmVerifier } from "../../nostr/verifier";
import {
  articleFilters,
  findArticle,
  toArticles,
  withoutContent,
  type Article,
  type ArticleFind,
  type ListArticle,
} from "../model/article";
import { pagesBack, RELAY_PAGE_LIMIT, withSince, withUntil } from "../../nostr/paging";
import { ARTICLE_KIND, DELETION_KIND } from "../../nostr/kinds";
import pLimit from "p-limit";
import { countingView, countInteractions, countsForBuild, interactionEvents, type BuildCounts } from "../model/counts";
import {
  loadDiscussionPage,
  replyView,
  type DiscussionPage,
  type ReplyCursor,
  type ReplyTarget,
} from "../model/replies";
import type { ArticleRef } from "../../nostr/nip23";
import type { CountsById, RelayOps } from "./relay-contract";

/**
 * The blog's relay work (./relay-contract.ts), run in the relay worker (./relay-worker.ts) or, where no worker
 * runs, in the page.
 */
export const relayWork: RelayOps = {
  events: (filters, options) => query(filters, options),
  article: findArticleOnRelays,
  newest: newestOnRelays,
  counts: countOnRelays,
  replies: repliesOnRelays,
  fastVerifier: async () => {
    startWasmVerifier();
    return null;
  },
};

/** Relay pages read back at most when an article is not among the newest (500 articles a page). */
export const LOOKUP_MAX_PAGES = 10;

/**
 * The article `find` names (null when the relays hold none): among the authors' newest `limit` articles first (an
 * article published since the build), then further back page by page, up to LOOKUP_MAX_PAGES pages.
 */
async function findArticleOnRelays(authors: string[], limit: number, find: ArticleFind): Promise<Article | null> {
  if (authors.length === 0) return null;
  if ("slug" in find && find.preferAddress) return refreshArticle(authors, find.preferAddress, find.slug, find.since);
  const events: NostrEvent[] = [];
  let pages = 0;
  for await (const page of pagesBack(
    (filters) => query(filters),
    (until) => withUntil(articleFilters(authors, until === undefined ? limit : RELAY_PAGE_LIMIT), until),
  )) {
    events.push(...page.fresh);
    pages += 1;
    const found = findArticle(toArticles(events, { authors }), find);
    if (found || pages >= LOOKUP_MAX_PAGES) return found;
  }
  return null;
}

/** The authors' newest `need` articles, read back as far as it takes (see RelayOps.newest). */
async function newestOnRelays(
  authors: string[],
  need: number,
  pageLimit: number,
  maxPages: number,
  bodies: boolean,
): Promise<ListArticle[]> {
  if (authors.length === 0) return [];
  const events: NostrEvent[] = [];
  let articles: Article[] = [];
  let pages = 0;
  for await (const page of pagesBack(
    (filters) => query(filters),
    (until) => withUntil(articleFilters(authors, Math.min(pageLimit, RELAY_PAGE_LIMIT)), until),
  )) {
    events.push(...page.fresh);
    pages += 1;
    articles = toArticles(events, { authors });
    // Only articles dated in the range every full filter covers are surely the newest.
    const sure = articles.filter((article) => article.createdAt >= page.complete).length;
    if (sure >= need || pages >= maxPages) break;
  }
  const newest = articles.slice(0, need);
  return bodies ? newest : newest.map(withoutContent);
}

/**
 * A pre-rendered article's newest version, asked for by its address alone (one small query, however old the
 * article), with its author's deletions of it, from `since` on when given (what came since the build: usually
 * nothing, so the page does not receive the body it already shows); it keeps the URL the build gave it. Null when
 * the relays hold no version of it (the page keeps the build's: relays forget), none since `since`, or its author
 * deleted it.
 */
async function refreshArticle(
  authors: string[],
  address: string,
  slug: string,
  since?: number,
): Promise<Article | null> {
  const [, pubkey = "", ...rest] = address.split(":");
  if (!authors.includes(pubkey)) return null;
  const events = await query(
    withSince(
      [
        { kinds: [ARTICLE_KIND], authors: [pubkey], "#d": [rest.join(":")], limit: 1 },
        { kinds: [DELETION_KIND], authors: [pubkey], "#a": [address], limit: 10 },
      ],
      since,
    ),
  );
  const article = toArticles(events, { authors }).find((found) => found.address === address);
  return article ? { ...article, slug } : null;
}

/**
 * One load of an article's discussion (see loadDiscussionPage): each accepted event kept only as far as the
 * discussion needs (replyView). Rejects like any query when no relay could be reached.
 */
function repliesOnRelays(target: ReplyTarget, muted: string[], cursor: ReplyCursor | null): Promise<DiscussionPage> {
  return loadDiscussionPage(target, cursor, (filters) => query(filters, { keep: replyView }), {
    muted: new Set(muted),
  });
}

/**
 * One counter's events. A relay still sending when its wait ran out (a slow phone or link, four counters' events
 * arriving at once as the page loads) left the oldest out, so the counter would stay short until a reload: it is
 * asked once more, alone by then, and both answers are counted (countInteractions counts each id once). A REQ that
 * no relay answered is asked once more too.
 */
async function counterEvents(filters: Filter[], bulk: boolean): Promise<NostrEvent[]> {
  let cutShort = false;
  const ask = () => query(filters, { keep: countingView, bulk, onCutShort: () => (cutShort = true) });
  // Relays answer one connection's REQs in turn: behind a flood's answers, a small counter's can outwait its 4.4 s
  // and come back silent. It is asked once more before its counter is given up.
  const events = await ask().catch(ask);
  if (!cutShort) return events;
  const again = await query(filters, { keep: countingView, bulk }).catch(() => []);
  return [...events, ...again];
}

/**
 * Counter REQs open at once, across every count in this page or build: within strfry's 20 subscriptions per
 * connection, with room for the page's other queries (a list's four counters, or a flood's halves, queue here).
 */
export const COUNTER_REQUESTS_AT_ONCE = 8;
const counterRequests = pLimit(COUNTER_REQUESTS_AT_ONCE);

/**
 * The checked interaction events of some articles, each article counted on its own (interactionEvents), from
 * `since` on when given, with the verifier that checks the zap requests inside receipts. Each counter fails alone:
 * its failure is logged and its counter stays 0. Rejects only when every counter failed (the caller logs it).
 */
async function checkedInteractions(targets: ArticleRef[], limit: number, since?: number) {
  // A list's counts bring thousands of events (one article's, about a hundred): they are checked by the fast
  // verifier, fetched now (a list rendered in the browser asked for it with its prefetch), not in pure JS meanwhile.
  const bulk = targets.length > 1;
  const request = (filters: Filter[]) => counterRequests(() => counterEvents(filters, bulk));
  const results = await Promise.allSettled(interactionEvents(targets, limit, request, since));
  const events: NostrEvent[] = [];
  for (const result of results) {
    if (result.status === "fulfilled") events.push(...result.value);
    else console.warn("Blog: an interaction query failed", result.reason);
  }
  if (results.every((result) => result.status === "rejected")) throw new Error("Every interaction query failed");
  const verifier = await (bulk ? loadBulkVerifier() : loadVerifier());
  // Zap requests are small events, which the verifier always answers at once.
  const verify = (event: NostrEvent) => verifier(event) === true;
  return { events, verify };
}

/** Counts for the given articles (see RelayOps.counts). */
async function countOnRelays(
  targets: ArticleRef[],
  limit: number,
  lnurlPubkeys?: Record<string, string>,
  since?: number,
): Promise<CountsById> {
  if (targets.length === 0) return {};
  const { events, verify } = await checkedInteractions(targets, limit, since);
  return Object.fromEntries(countInteractions(targets, events, limit, { verify, lnurlPubkeys }));
}

/**
 * The build's counts of some articles: every interaction the relays hold, and the part of them dated from `recentFrom`
 * on (the pre-rendered pages' sinceBuild), which the pages ask for again (BuildCounts in ../model/counts.ts). The
 * same queries and rules as the browser's counts.
 */
export async function countOnRelaysForBuild(
  targets: ArticleRef[],
  limit: number,
  lnurlPubkeys: Record<string, string>,
  recentFrom: number,
): Promise<Record<string, BuildCounts>> {
  if (targets.length === 0) return {};
  const { events, verify } = await checkedInteractions(targets, limit);
  return countsForBuild(targets, events, limit, recentFrom, { verify, lnurlPubkeys });
}
