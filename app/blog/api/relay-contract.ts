import type { Filter, NostrEvent, QueryOptions } from "../../nostr/query";
import type { ArticleRef } from "../../nostr/nip23";
import type { Article, ArticleFind, ListArticle } from "../model/article";
import type { InteractionCounts } from "../model/counts";
import type { DiscussionPage, ReplyCursor, ReplyTarget } from "../model/replies";

export type CountsById = Record<string, InteractionCounts>;

/**
 * The blog's relay work, by operation: what the page asks and what comes back. The relay worker
 * (./relay-worker.ts) serves `relayWork` (./relay-work.ts), which implements this; the page calls it through
 * ./relay.ts, in the worker or, where none runs, in the page. Only what each answer names crosses to the page.
 */
export type RelayOps = {
  /** The accepted events of one query (articles, profiles). */
  events(filters: Filter[], options?: QueryOptions): Promise<NostrEvent[]>;
  /**
   * One article (by slug or by address), looked for among the authors' newest `limit` first, then further back:
   * the others, bodies and all, stay where the events arrived.
   */
  article(authors: string[], limit: number, find: ArticleFind): Promise<Article | null>;
  /**
   * The authors' newest `need` articles that pass every rule (deleted, expired and replaced versions do not count),
   * newest first: read back page by page, `pageLimit` events per filter a page, until `need` are found or the relays
   * hold no older ones (at most `maxPages` pages). Without `bodies`, the bodies stay where the events arrived.
   */
  newest(authors: string[], need: number, pageLimit: number, maxPages: number, bodies: boolean): Promise<ListArticle[]>;
  /**
   * Interaction counts of some articles, each counted on its own (interactionEvents in ../model/counts.ts), of every
   * interaction or of those dated from `since` on (unix seconds): hundreds to thousands of events, checked and
   * counted where they arrive.
   */
  counts(
    targets: ArticleRef[],
    limit: number,
    lnurlPubkeys?: Record<string, string>,
    since?: number,
  ): Promise<CountsById>;
  /**
   * One load of an article's discussion (the first, or the one after `cursor`), paged and selected where the
   * events arrive (muted keys as hex): only the replies shown, their text already split.
   */
  replies(target: ReplyTarget, muted: string[], cursor: ReplyCursor | null): Promise<DiscussionPage>;
  /** Work about to check thousands of events (the list) has the wasm verifier fetched now. */
  fastVerifier(): Promise<null>;
};
