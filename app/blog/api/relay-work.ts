import { query, type Filter, type NostrEvent, type QueryOptions } from "../../nostr/query";
import { loadVerifier, startWasmVerifier } from "../../nostr/verifier";
import { articleFilters, findArticle, toArticles, type Article, type ArticleFind } from "../article";
import {
  countingView,
  countInteractions,
  interactionFilters,
  type CountTarget,
  type InteractionCounts,
} from "../interactions";
import { loadDiscussionPage, replyView, type DiscussionPage, type ReplyCursor, type ReplyTarget } from "../replies";

/**
 * The blog's relay work, run in the relay worker (./relay-worker) or, where no worker runs, in the page.
 * - `events`: the accepted events of one query (articles, profiles).
 * - `article`: one article looked up among the authors' newest `limit` (by slug or by address); the others,
 *   bodies and all, stay in the worker and only the one found crosses to the page.
 * - `counts`: the interaction counts of some articles. The interaction events (hundreds to thousands)
 *   are checked and counted where they arrive; only the counts cross to the page.
 * - `replies`: one load of an article's discussion (the first, or the one after `cursor`), paged and selected where
 *   the events arrive (muted keys given as hex); only the replies shown, their text already split, cross to the page.
 * - `fast-verifier`: a page about to check thousands of events (the list) has the wasm verifier fetched now
 *   (see ../../nostr/verifier); answers null.
 */
export type RelayWork =
  | { op: "events"; filters: Filter[]; options?: QueryOptions }
  | { op: "article"; authors: string[]; limit: number; find: ArticleFind }
  | { op: "counts"; targets: CountTarget[]; limit: number; lnurlPubkeys?: Record<string, string> }
  | { op: "replies"; target: ReplyTarget; muted: string[]; cursor: ReplyCursor | null }
  | { op: "fast-verifier" };

export type RelayWorkResult = NostrEvent[] | Article | null | CountsById | DiscussionPage;

export type CountsById = Record<string, InteractionCounts>;

export function runRelayWork(work: RelayWork): Promise<RelayWorkResult> {
  switch (work.op) {
    case "events":
      return query(work.filters, work.options);
    case "article":
      return findArticleOnRelays(work.authors, work.limit, work.find);
    case "counts":
      return countOnRelays(work.targets, work.limit, work.lnurlPubkeys);
    case "replies":
      return repliesOnRelays(work.target, work.muted, work.cursor);
    case "fast-verifier":
      startWasmVerifier();
      return Promise.resolve(null);
  }
}

/** The article `find` names among the authors' newest `limit` articles (null when none): one query. */
export async function findArticleOnRelays(
  authors: string[],
  limit: number,
  find: ArticleFind,
): Promise<Article | null> {
  if (authors.length === 0) return null;
  return findArticle(toArticles(await query(articleFilters(authors, limit)), { authors }), find);
}

/**
 * One load of an article's discussion (see loadDiscussionPage): each accepted event kept only as far as the
 * discussion needs (replyView). Rejects like any query when no relay could be reached.
 */
export function repliesOnRelays(
  target: ReplyTarget,
  muted: string[],
  cursor: ReplyCursor | null,
): Promise<DiscussionPage> {
  return loadDiscussionPage(target, cursor, (filters) => query(filters, { keep: replyView }), {
    muted: new Set(muted),
  });
}

/**
 * Counts for the given articles, one query per counter. Each query fails alone: its failure is logged
 * and its counter stays 0. Rejects only when every query failed (the caller logs the whole fetch). The
 * zap requests inside receipts are checked with the same signature verifier as every relay event.
 */
export async function countOnRelays(
  targets: CountTarget[],
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
