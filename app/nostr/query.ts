/**
 * Relay access for the whole site: `query(filters, { timeoutMs, relays })`.
 *
 * Every relay answer is untrusted. Frames are bounded before they are parsed (./bounded-websocket); each
 * event passes the gate of ./accept (shape, date, then the requested filters, then its signature),
 * copies from several relays are merged by id, and only the newest
 * version of a replaceable (kind 0, 3, 10000..19999) or addressable (30000..39999, per `d` tag)
 * event survives. Results come back newest first (created_at descending). Signature checks run in
 * a queue (./verify-queue): in short slices that yield to the main thread, once per event id, while
 * the relays connect and answer (the verifier loads in parallel with the connections).
 *
 * Timing: one lazily created pool; connecting and waiting for EOSE each give up after 4400 ms, and
 * the whole query stops listening by `timeoutMs` (5000 ms) and resolves with whatever arrived (once
 * its signatures are checked), so a slow or dead relay never hangs a page. It resolves earlier once
 * every relay has sent EOSE, closed or failed. `onCutShort` tells a caller that needs every stored event (the
 * counters) when a relay was still sending as its wait ran out.
 * It rejects with `RelaysUnreachableError` when no relay could be reached, or when none of those reached answered:
 * neither an end of stored events nor any event by the time it stopped waiting. Relays that answer with nothing
 * give `[]`; so "nothing there" and "nobody answered" never look alike to the page (a discussion stuck behind
 * silent relays shows its error and Try Again, not "0 replies").
 *
 * Also exported: the timing constants, `connectRelays()` (connections opened ahead of a first query) and
 * `closeRelayConnections()`. Node callers (build-time pre-rendering) import `./node` first, which installs
 * `ws` and the wasm binary's reader.
 */
import { AbstractSimplePool } from "nostr-tools/abstract-pool";
import type { AbstractRelay, Subscription } from "nostr-tools/abstract-relay";
import { getFilterLimit, type Filter } from "nostr-tools/filter";
import type { NostrEvent } from "nostr-tools/pure";
import { RELAYS } from "../config";
import { candidateEvent, type Verifier } from "./accept";
import { reduceEvents } from "./reduce";
import { expectSignatureChecks, loadBulkVerifier, loadVerifier } from "./verifier";
import { createVerifyQueue } from "./verify-queue";
import { getWebSocketImplementation } from "./websocket";

export type { Filter } from "nostr-tools/filter";
export type { NostrEvent } from "nostr-tools/pure";

/** Whole-query deadline: the page gets an answer by then whatever the relays do. */
export const QUERY_TIMEOUT_MS = 5000;

/** Wait for a relay's connection, and separately for its end of stored events (EOSE). */
export const RELAY_WAIT_MS = 4400;

/** Hard cap on events kept from one relay for one query, whatever the filters' limits say. */
export const MAX_EVENTS_PER_RELAY = 10_000;

/** A relay connection with no open subscription for this long is closed (the next query reconnects). */
export const RELAY_IDLE_CLOSE_MS = 10_000;

export interface QueryOptions {
  /** Default QUERY_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Default RELAYS from app/config.ts. */
  relays?: string[];
  /**
   * What to keep of each accepted event, applied right after its signature check (say, only what counting
   * needs of an interaction), so large accepted events are not held whole. Default: the whole event.
   */
  keep?: (event: NostrEvent) => NostrEvent;
  /**
   * Called once, before the query resolves, when its answer may lack events: a relay that had begun to send was
   * given up on before its end of stored events (its wait or the query's deadline ran out first). Relays send
   * newest first, so what is missing is the oldest part. A relay stopped at its cap was not cut short.
   */
  onCutShort?: () => void;
  /**
   * A query known to bring thousands of events (a list's counts): its signature checks wait for the fast verifier
   * rather than run in pure JS meanwhile (see loadBulkVerifier in ./verifier).
   */
  bulk?: boolean;
}

export class RelaysUnreachableError extends Error {
  constructor(relays: string[], reason: "unreachable" | "silent" = "unreachable") {
    super(`${reason === "silent" ? "No relay answered" : "No relay could be reached"} (${relays.join(", ")})`);
    this.name = "RelaysUnreachableError";
  }
}

let pool: AbstractSimplePool | undefined;

function getPool(): AbstractSimplePool {
  if (!pool) {
    pool = new AbstractSimplePool({
      // Acceptance (shape, filters, signature) happens in collect(), once per event.
      verifyEvent: () => true,
      websocketImplementation: getWebSocketImplementation(),
      maxWaitForConnection: RELAY_WAIT_MS,
      idleTimeout: RELAY_IDLE_CLOSE_MS,
    });
  }
  return pool;
}

/**
 * Opens the connections to `relays` ahead of the first query (a failure only means the query will try
 * again); the pool keeps them for the queries that follow.
 */
export function connectRelays(relays: string[] = RELAYS): void {
  for (const url of new Set(relays))
    getPool()
      .ensureRelay(url, { connectionTimeout: RELAY_WAIT_MS })
      .catch(() => {});
}

/** Closes every open relay connection (lets a Node process exit; the next query reconnects). */
export function closeRelayConnections(): void {
  pool?.destroy();
  pool = undefined;
}

/** Per-relay cap: the sum of the filters' limits (a relay sending more is not followed), within MAX_EVENTS_PER_RELAY. */
function relayEventCap(filters: Filter[]): number {
  const sum = filters.reduce((total, filter) => total + getFilterLimit(filter), 0);
  return Math.min(sum, MAX_EVENTS_PER_RELAY);
}

/**
 * Resolves with every valid, signature-checked, deduplicated event that arrived before EOSE from all
 * connected relays or the timeout, whichever first; rejects with RelaysUnreachableError when no
 * relay could be reached, or none of those reached answered.
 */
export async function query(filters: Filter[], options: QueryOptions = {}): Promise<NostrEvent[]> {
  const relays = [...new Set(options.relays ?? RELAYS)];
  const timeoutMs = options.timeoutMs ?? QUERY_TIMEOUT_MS;
  if (relays.length === 0) throw new RelaysUnreachableError(relays);
  const activeFilters = filters.filter((filter) => getFilterLimit(filter) > 0);
  if (activeFilters.length === 0) return [];
  return collect(relays, activeFilters, options.bulk ? loadBulkVerifier() : loadVerifier(), timeoutMs, options);
}

function collect(
  relays: string[],
  filters: Filter[],
  verifier: Promise<Verifier>,
  timeoutMs: number,
  { keep, onCutShort }: Pick<QueryOptions, "keep" | "onCutShort">,
): Promise<NostrEvent[]> {
  const queue = createVerifyQueue(verifier, { keep });
  const closers: (() => void)[] = [];
  const cap = relayEventCap(filters);
  let reached = 0;
  // Relays that sent their end of stored events or an event (even one the gate refused) before being given up on.
  let answered = 0;
  // Relays that began to answer and have not finished: given up at their wait, or still sending. Any at the end
  // means the answer was cut short.
  let unfinished = 0;
  let pending = relays.length;

  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      // Read before closing: a closed subscription ends its relay.
      const complete = unfinished === 0;
      for (const close of closers) close();
      if (reached === 0) reject(new RelaysUnreachableError(relays));
      else if (answered === 0) reject(new RelaysUnreachableError(relays, "silent"));
      else {
        if (!complete) onCutShort?.();
        queue.drained().then((accepted) => resolve(reduceEvents(accepted)), reject);
      }
    };
    const relayDone = () => {
      pending -= 1;
      if (pending === 0) finish();
    };
    const deadline = setTimeout(finish, timeoutMs);

    const read = (relay: AbstractRelay) => {
      if (settled) return;
      reached += 1;
      let received = 0;
      let done = false;
      let heard = false;
      let subscription: Subscription | undefined;
      let closed = false;
      const hear = () => {
        if (heard) return;
        heard = true;
        answered += 1;
        unfinished += 1;
      };
      /** `givenUp`: it ended because its wait ran out, not because it said it was done (or reached its cap). */
      const end = (givenUp = false) => {
        if (done) return;
        done = true;
        clearTimeout(silence);
        if (heard && !givenUp) unfinished -= 1;
        relayDone();
      };
      const close = () => {
        if (closed || !subscription) return;
        closed = true;
        subscription.close();
      };
      const count = () => {
        hear();
        received += 1;
        if (received >= cap) {
          end();
          close();
        }
      };
      closers.push(close);
      // The wait for EOSE is timed here, not by nostr-tools: its own timeout calls `oneose` as if the relay had
      // answered, and a relay that stays silent must not read as one with nothing to say. Started first, this
      // timer fires before the library's (given 1 ms more), which then finds the relay done.
      const silence = setTimeout(() => {
        end(true);
        close();
      }, RELAY_WAIT_MS);
      try {
        subscription = relay.subscribe(filters, {
          eoseTimeout: RELAY_WAIT_MS + 1,
          // Another relay's copy of an accepted event: skipped before it is even parsed (but this relay is answering).
          alreadyHaveEvent: (id: string) => {
            if (!queue.has(id)) return false;
            if (!done) hear();
            return true;
          },
          onevent: (raw: unknown) => {
            if (done) return;
            const event = candidateEvent(raw, filters);
            if (event) {
              expectSignatureChecks();
              queue.push(event);
            }
            count();
          },
          // Events outside the filters count toward the cap too: junk cannot keep a relay talking.
          oninvalidevent: () => {
            if (!done) count();
          },
          oneose: () => {
            if (done) return; // given up on already (silent, or its cap reached)
            hear();
            end();
            close();
          },
          onclose: () => {
            closed = true;
            end();
          },
        });
      } catch {
        end(); // the connection dropped between connecting and sending the request
      }
    };

    // A relay that fails to connect (refused, timed out, unparsable URL) only counts as unreachable.
    for (const url of relays) getPool().ensureRelay(url, { connectionTimeout: RELAY_WAIT_MS }).then(read, relayDone);
  });
}
