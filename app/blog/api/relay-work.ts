import { query, type NostrEvent } from "../../nostr/query";
import { loadVerifier, startWasmVerifier } from "../../nostr/verifier";
import {
  articleFilters,
  findArticle,
  toArticles,
  withoutContent,
  type Article,
  type ArticleFind,
  type ListArticle,
} from "../model/article";
import { pagesBack, RELAY_PAGE_LIMIT, withUntil } from "../../nostr/paging";
import { ARTICLE_KIND } from "../../nostr/kinds";
import { countingView, countInteractions, interactionFilters } from "../model/counts";
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
  history: historyOnRelays,
  counts: countOnRelays,
  replies: repliesOnRelays,
  fastVerifier: async () => {
    startWasmVerifier();
    return null;
  },
};

/** The article `find` names among the authors' newest `limit` articles (null when none): one query. */
async function findArticleOnRelays(authors: string[], limit: number, find: ArticleFind): Promise<Article | null> {
  if (authors.length === 0) return null;
  return findArticle(toArticles(await query(articleFilters(authors, limit)), { authors }), find);
}

/** The authors' articles read back until `need` are found (see RelayOps.history); their bodies stay here. */
async function historyOnRelays(authors: string[], need: number, maxPages: number): Promise<ListArticle[]> {
  if (authors.length === 0) return [];
  const events: NostrEvent[] = [];
  let pages = 0;
  for await (const page of pagesBack(
    (filters) => query(filters),
    (until) => withUntil(articleFilters(authors, RELAY_PAGE_LIMIT), until),
  )) {
    events.push(...page.fresh);
    pages += 1;
    const found = events.filter((event) => event.kind === ARTICLE_KIND).length;
    if (found >= need || pages >= maxPages) break;
  }
  return toArticles(events, { authors }).map(withoutContent);
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
 * Counts for the given articles, one query per counter. Each query fails alone: its failure is logged
 * and its counter stays 0. Rejects only when every query failed (the caller logs the whole fetch). The
 * zap requests inside receipts are checked with the same signature verifier as every relay event.
 */
async function countOnRelays(
  targets: ArticleRef[],
  limit: number,
  lnurlPubkeys?: Record<string, string>,
): Promise<CountsById> {
  if (targets.length === 0) return {};
  // A list's counts bring thousands of events (one article's, about a hundred): the fast verifier is fetched now
  // (a pre-rendered list asks for its counts at once; one rendered in the browser asked with its prefetch).
  if (targets.length > 1) startWasmVerifier();
  const results = await Promise.allSettled(
    interactionFilters(targets, limit).map((filters) => query(filters, { keep: countingView })),
  );
  const events: NostrEvent[] = [];
  for (const result of results) {
    if (result.status === "fulfilled") events.push(...result.value);
    else console.warn("Blog: an interaction query failed", result.reason);
  }
  if (results.every((result) => result.status === "rejected")) throw new Error("Every interaction query failed");
  const verifier = await loadVerifier();
  // Zap requests are small events, which the verifier always answers at once.
  const verify = (event: NostrEvent) => verifier(event) === true;
  return Object.fromEntries(countInteractions(targets, events, limit, { verify, lnurlPubkeys }));
}
