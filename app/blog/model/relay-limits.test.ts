// Every REQ the site sends, at its largest, is one the strictest public relays answer (tools/relay/strict-limits.mjs,
// the rules the local relays enforce): at most 3 filters, 3 kinds and 3 single-letter tag keys per filter, ids and
// keys of 64 hex digits, only keys every relay knows, and 128 KB per message.
import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_BYTES, reqRefusal } from "../../../tools/relay/strict-limits.mjs";
import type { Filter } from "nostr-tools/filter";
import { articleAddressFilters } from "../api/article-address";
import { ARTICLE_INTERACTION_LIMIT, LIST_INTERACTION_LIMIT } from "../api/interactions";
import { profileFilters } from "../api/profiles";
import { articleFilters } from "./article";
import { archiveFilters } from "./archive";
import { commentFilters, interactionFilters } from "./counts";
import { LIST_PAGE_SIZE } from "./listing";
import { answerAndDeletionRequests, REPLY_QUERY_LIMIT, replyFilters } from "./replies";

const hex = (n: number, seed: string) => (seed + n.toString(16)).padStart(64, "0").slice(-64);
const keys = (count: number) => Array.from({ length: count }, (_, i) => hex(i, "a"));
const targets = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: hex(i, "e"),
    pubkey: hex(i, "b"),
    // A long d tag, as real articles have (a slug of the title).
    address: `30023:${hex(i, "b")}:${"a-rather-long-article-title-made-into-a-slug-".repeat(2)}${i}`,
  }));

/** What a relay is sent for these filters, under the longest subscription id the site's pool makes. */
const req = (filters: Filter[]) => ["REQ", "sub:".padEnd(20, "x"), ...filters];

function expectAnswered(requests: Filter[][]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const filters of requests) {
    expect(reqRefusal(req(filters))).toBeNull();
    expect(new TextEncoder().encode(JSON.stringify(req(filters))).length).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
  }
}

describe("the site's requests, at their largest, within the strictest public relays' limits", () => {
  it("the list's counts: a page of articles, each counter its own request", () => {
    expectAnswered(interactionFilters(targets(LIST_PAGE_SIZE), LIST_INTERACTION_LIMIT));
  });

  it("an article's counts and its comment counter", () => {
    expectAnswered(interactionFilters(targets(1), ARTICLE_INTERACTION_LIMIT));
    expectAnswered([commentFilters(targets(1), ARTICLE_INTERACTION_LIMIT)]);
  });

  it("the discussion: replies to the article, then answers and deletions of 500 replies at a time", () => {
    const [article] = targets(1);
    expectAnswered([replyFilters(article!), replyFilters(article!, 1_700_000_000)]);
    const replies = targets(REPLY_QUERY_LIMIT).map((reply, i) => ({ id: reply.id, pubkey: hex(i, "c") }));
    const requests = answerAndDeletionRequests(replies, { answers: true, deletions: true });
    expectAnswered(requests);
    expect(requests.flat()).toHaveLength(10);
  });

  it("the articles, their deletions and the archive of 200 authors; their profiles", () => {
    expectAnswered([articleFilters(keys(200), 500), archiveFilters(keys(200)), profileFilters(keys(200))]);
  });

  it("one article by its address", () => {
    expectAnswered([articleAddressFilters({ pubkey: hex(1, "d"), identifier: "x".repeat(1000) })]);
  });
});
