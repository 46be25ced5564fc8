import type { Filter, NostrEvent, QueryOptions } from "../../nostr/query";
import { createRelayWorkerClient } from "../../nostr/worker-client";
import type { Article, ArticleFind } from "../article";
import type { CountTarget } from "../interactions";
import type { DiscussionPage, ReplyCursor, ReplyTarget } from "../replies";
import type { CountsById, RelayWork, RelayWorkResult as Result } from "./relay-work";

let inPageModule: Promise<typeof import("./relay-work")> | undefined;

/** The relay work in the page: the fallback where no worker runs (and in component tests). */
async function runInPage(work: RelayWork): Promise<Result> {
  inPageModule ??= import("./relay-work").catch((error: unknown) => {
    inPageModule = undefined; // a failed chunk load is retried by the next request
    throw error;
  });
  const { runRelayWork } = await inPageModule;
  return runRelayWork(work);
}

let client: ReturnType<typeof createRelayWorkerClient<RelayWork, Result>> | undefined;

/**
 * The relay work runs in a Web Worker (./relay-worker) started with the first request, not with the page: a
 * pre-rendered blog page paints and hydrates without it, and the relays' events are parsed, checked and
 * counted off the main thread.
 */
function relayClient() {
  client ??= createRelayWorkerClient<RelayWork, Result>({
    createWorker:
      typeof Worker === "undefined"
        ? undefined
        : () => new Worker(new URL("./relay-worker.ts", import.meta.url), { type: "module", name: "relays" }),
    inPage: runInPage,
  });
  return client;
}

/** Starts the relay worker ahead of the first query: it connects to the relays and loads the verifier meanwhile. */
export function warmUpRelays(): void {
  relayClient().warmUp();
}

/** For a page about to check thousands of events (the list's counts): the worker fetches its fast verifier now. */
export function warmUpFastVerifier(): void {
  relayClient()
    .call({ op: "fast-verifier" })
    .catch(() => {}); // a verifier that fails to load surfaces in the queries
}

/** Accepted events of one relay query (see app/nostr/query.ts). */
export function queryRelays(filters: Filter[], options?: QueryOptions): Promise<NostrEvent[]> {
  return relayClient().call({ op: "events", filters, options }) as Promise<NostrEvent[]>;
}

/** One article among the authors' newest `limit`, looked up where the events arrive (see ./relay-work.ts). */
export function findArticleOnRelays(authors: string[], limit: number, find: ArticleFind): Promise<Article | null> {
  return relayClient().call({ op: "article", authors, limit, find }) as Promise<Article | null>;
}

/** Interaction counts of some articles, counted where the events arrive. */
export function countOnRelays(
  targets: CountTarget[],
  limit: number,
  lnurlPubkeys?: Record<string, string>,
): Promise<CountsById> {
  return relayClient().call({ op: "counts", targets, limit, lnurlPubkeys }) as Promise<CountsById>;
}

/** One load of an article's discussion, paged and selected where the events arrive (see ../replies.ts). */
export function repliesOnRelays(
  target: ReplyTarget,
  muted: string[],
  cursor: ReplyCursor | null,
): Promise<DiscussionPage> {
  return relayClient().call({ op: "replies", target, muted, cursor }) as Promise<DiscussionPage>;
}
