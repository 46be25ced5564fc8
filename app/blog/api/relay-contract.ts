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
   * One article among the authors' newest `limit` (by slug or by address): the others, bodies and all, stay
   * where the events arrived.
   */
  article(authors: string[], limit: number, find: ArticleFind): Promise<Article | null>;
  /**
   * The authors' articles without their bodies, newest first, read back page by page until `need` are found or the
   * relays hold no older ones (at most `maxPages` pages): an older page, a topic or an author the build did not see.
   */
  history(authors: string[], need: number, maxPages: number): Promise<ListArticle[]>;
  /** Interaction counts of some articles: hundreds to thousands of events, checked and counted where they arrive. */
  counts(targets: ArticleRef[], limit: number, lnurlPubkeys?: Record<string, string>): Promise<CountsById>;
  /**
   * One load of an article's discussion (the first, or the one after `cursor`), paged and selected where the
   * events arrive (muted keys as hex): only the replies shown, their text already split.
   */
  replies(target: ReplyTarget, muted: string[], cursor: ReplyCursor | null): Promise<DiscussionPage>;
  /** Work about to check thousands of events (the list) has the wasm verifier fetched now. */
  fastVerifier(): Promise<null>;
};
