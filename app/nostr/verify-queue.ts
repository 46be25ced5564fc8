import type { NostrEvent } from "nostr-tools/pure";
import { signatureHolds, type Verifier } from "./accept";

/**
 * Signature checks of one query, off the WebSocket handlers: events are queued as they arrive (relays
 * connect while the verifier is still loading) and checked in slices of at most SLICE_MS, yielding to the
 * main thread between slices, so thousands of events never make one long task.
 *
 * Work saved, never trust: a copy of an event already accepted by this query is dropped unchecked (relays
 * send the same events), and an event identical in every signed field to one checked earlier in this page
 * (a refetch, the article page after the list) is accepted without a second Schnorr check.
 */

/** Longest stretch of signature checks before yielding to the main thread (a long task is 50 ms). */
export const SLICE_MS = 8;

/** Events remembered as checked, across queries (oldest forgotten first). */
export const VERIFIED_MEMORY = 5000;

/** Only small events are remembered (a reaction, a comment, a profile; not an article body): the memory stays small. */
export const MAX_REMEMBERED_EVENT_CHARS = 8 * 1024;

function isSmall(event: NostrEvent): boolean {
  if (event.content.length > MAX_REMEMBERED_EVENT_CHARS) return false;
  let size = event.content.length;
  for (const tag of event.tags) for (const value of tag) size += value.length;
  return size <= MAX_REMEMBERED_EVENT_CHARS;
}

const verified = new Map<string, NostrEvent>();

let signatureChecks = 0;
/** How many signatures this context has checked so far (what a page view costs: `npm run bench` prints it). */
export function signatureChecksMade(): number {
  return signatureChecks;
}

function sameTags(a: string[][], b: string[][]): boolean {
  return (
    a.length === b.length &&
    a.every((tag, i) => {
      const other = b[i];
      return other !== undefined && tag.length === other.length && tag.every((value, j) => value === other[j]);
    })
  );
}

/** True when `event` equals, in every signed field and the signature, an event that passed the check. */
export function checkedBefore(event: NostrEvent): boolean {
  const known = verified.get(event.id);
  return (
    known !== undefined &&
    known.sig === event.sig &&
    known.pubkey === event.pubkey &&
    known.created_at === event.created_at &&
    known.kind === event.kind &&
    known.content === event.content &&
    sameTags(known.tags, event.tags)
  );
}

function remember(event: NostrEvent): void {
  if (!isSmall(event)) return;
  verified.delete(event.id);
  verified.set(event.id, event);
  if (verified.size > VERIFIED_MEMORY) verified.delete(verified.keys().next().value!);
}

/** Forgets every checked event (tests). */
export function forgetVerifiedEvents(): void {
  verified.clear();
}

/** Lets the browser paint and handle input: scheduler.yield where there is one, else a macrotask. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface VerifyQueue {
  /** Queues a shape- and filter-checked event for its signature check. */
  push(event: NostrEvent): void;
  /** Whether an event with this id was already accepted (its later copies need not even be parsed). */
  has(id: string): boolean;
  /** Resolves with the accepted events once everything queued so far is checked; rejects if the verifier failed to load. */
  drained(): Promise<NostrEvent[]>;
}

export interface VerifyQueueOptions {
  /** What to keep of an accepted event (default: all of it); see QueryOptions.keep. */
  keep?: (event: NostrEvent) => NostrEvent;
  sliceMs?: number;
  now?: () => number;
  yieldToMain?: () => Promise<void>;
}

export function createVerifyQueue(verifier: Promise<Verifier>, options: VerifyQueueOptions = {}): VerifyQueue {
  const {
    keep = (event: NostrEvent) => event,
    sliceMs = SLICE_MS,
    now = () => performance.now(),
    yieldToMain: pause = yieldToMain,
  } = options;
  const pending: NostrEvent[] = [];
  const accepted = new Map<string, NostrEvent>();
  let next = 0;
  let running: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  verifier.catch(() => {}); // a load failure surfaces through drained(), not as an unhandled rejection

  const accept = (event: NostrEvent) => {
    remember(event);
    accepted.set(event.id, keep(event));
  };

  /** Checks one event; a promise only when its verifier answers later (a very large event, see ./verifier). */
  const check = (event: NostrEvent, verify: Verifier): Promise<void> | undefined => {
    if (accepted.has(event.id)) return;
    if (checkedBefore(event)) {
      accept(event);
      return;
    }
    signatureChecks += 1;
    const verdict = signatureHolds(event, verify);
    if (verdict === true) accept(event);
    else if (verdict !== false)
      return verdict.then((ok) => (ok && !accepted.has(event.id) ? accept(event) : undefined));
  };

  const run = async () => {
    const verify = await verifier;
    while (next < pending.length) {
      const started = now();
      do {
        const event = pending[next++];
        const later = event && check(event, verify);
        if (later) await later;
      } while (next < pending.length && now() - started < sliceMs);
      if (next < pending.length) await pause();
    }
    pending.length = 0;
    next = 0;
  };

  const start = () => {
    running ??= run()
      .catch((error: unknown) => {
        failure = { error };
      })
      .finally(() => {
        running = undefined;
        if (!failure && next < pending.length) start(); // pushed during the last await
      });
  };

  return {
    push(event) {
      if (failure || accepted.has(event.id)) return;
      pending.push(event);
      start();
    },
    has: (id) => accepted.has(id),
    async drained() {
      while (running) await running;
      if (failure) throw failure.error;
      return [...accepted.values()];
    },
  };
}
