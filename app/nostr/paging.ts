import { matchFilter, type Filter } from "nostr-tools/filter";
import type { NostrEvent } from "nostr-tools/core";

/**
 * Reading a query backwards in time, page by page, as relays allow: each filter's `limit` is cut by public relays
 * (strfry: 500), so a query for more than a page asks again with `until` set to the oldest second it can trust.
 */

/** `limit` of each filter of a paged query: what public relays honour at most (strfry cuts anything larger to 500). */
export const RELAY_PAGE_LIMIT = 500;

/** One request (at most 3 filters) answered with checked events. */
export type RequestEvents = (filters: Filter[]) => Promise<NostrEvent[]>;

/** One page of a paged query: its events not seen in earlier pages, and the time from which everything is in. */
export interface Page {
  fresh: NostrEvent[];
  /** Every event dated `complete` or later is in; -Infinity when the relays hold nothing older. */
  complete: number;
}

/**
 * The newest "last event" among the filters that came back full (`limit` events): every event dated then or later
 * is in, below it a full filter may hold more. -Infinity when no filter came back full: the relays hold nothing
 * older. A filter's last event is the `limit`-th newest of the events it matches, not the oldest of them: an event
 * can match a filter it was not sent for (a reply tagging the article by id and by address comes with the `#a`
 * answer and matches `#e` too), and such an older one says nothing of where that filter's answer stopped. Each relay
 * sent its newest `limit` of that filter, so at least `limit` matching events are as new as any relay's last one.
 */
export function completeSince(filters: Filter[], events: NostrEvent[]): number {
  let complete = Number.NEGATIVE_INFINITY;
  const unique = [...new Map(events.map((event) => [event.id, event])).values()];
  for (const filter of filters) {
    const limit = filter.limit ?? RELAY_PAGE_LIMIT;
    const matching = unique.filter((event) => matchFilter(filter, event));
    if (matching.length < limit) continue;
    const newestFirst = matching.map((event) => event.created_at).sort((a, b) => b - a);
    complete = Math.max(complete, newestFirst[limit - 1]!);
  }
  return complete;
}

/**
 * Pages of a request, read backwards with `until` from `until`: each page's events not seen before, and the time
 * from which everything is in (completeSince). The next page starts at that second again (events sharing it are
 * asked for again and deduplicated by id, so none is skipped at a page boundary); a page that brings nothing new
 * moves one second back (more than a limit's worth of events share that second). Ends when the relays hold nothing
 * older; the caller bounds the rest (pages, time).
 */
export async function* pagesBack(
  request: RequestEvents,
  filtersAt: (until?: number) => Filter[],
  until?: number,
): AsyncGenerator<Page> {
  const seen = new Set<string>();
  for (;;) {
    const filters = filtersAt(until);
    const events = await request(filters);
    const fresh = events.filter((event) => !seen.has(event.id) && (until === undefined || event.created_at <= until));
    for (const event of fresh) seen.add(event.id);
    const complete = completeSince(filters, events);
    yield { fresh, complete };
    if (complete === Number.NEGATIVE_INFINITY) return;
    until = fresh.length === 0 && until === complete ? complete - 1 : complete;
  }
}

/** The filters with `until` set (unchanged when undefined): the usual `filtersAt` of pagesBack. */
export function withUntil(filters: Filter[], until?: number): Filter[] {
  return until === undefined ? filters : filters.map((filter) => ({ ...filter, until }));
}

/** The filters with `since` set (unchanged when undefined): what a pre-rendered page asks again (sinceBuild). */
export function withSince(filters: Filter[], since?: number): Filter[] {
  return since === undefined ? filters : filters.map((filter) => ({ ...filter, since }));
}

/**
 * Every event of a query, read back to the oldest: each filter alone (one filter's dense recent events must not
 * hide another's older ones), with `limit` RELAY_PAGE_LIMIT and `until` the oldest second of its previous page
 * (events sharing that second are asked for again and deduplicated, so none is skipped at a boundary). A filter is
 * done when a page brings nothing older, whatever limit the relay really applies; a page with nothing new steps
 * one second back (more than a page of events share that second). `maxPages` per filter is a bound, not an
 * expectation; `truncated` says it was hit.
 */
export async function readAll(
  request: RequestEvents,
  filters: Filter[],
  maxPages: number,
): Promise<{ events: NostrEvent[]; truncated: boolean }> {
  const seen = new Map<string, NostrEvent>();
  let truncated = false;
  for (const filter of filters) {
    const limited = { ...filter, limit: RELAY_PAGE_LIMIT };
    let until: number | undefined;
    let done = false;
    for (let pages = 0; pages < maxPages && !done; pages += 1) {
      const events = (await request(withUntil([limited], until))).filter(
        (event) => until === undefined || event.created_at <= until,
      );
      const fresh = events.filter((event) => !seen.has(event.id));
      for (const event of fresh) seen.set(event.id, event);
      if (events.length === 0) done = true;
      else {
        const oldest = Math.min(...events.map((event) => event.created_at));
        until = fresh.length === 0 ? oldest - 1 : oldest;
      }
    }
    if (!done) truncated = true;
  }
  return { events: [...seen.values()], truncated };
}
