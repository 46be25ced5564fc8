import { compareEvents, type NostrEvent } from "nostr-tools/core";
import { matchFilter, type Filter } from "nostr-tools/filter";
import { neventEncode, npubEncode } from "nostr-tools/nip19";
import { describe, expect, it } from "vitest";
import { toHexPublicKey } from "../../nostr/public-key";
import {
  answerAndDeletionRequests,
  answeredId,
  isReplyTo,
  loadDiscussionPage,
  MAX_ANSWERS_SHOWN,
  MAX_INDENT,
  MAX_PAGES_PER_LOAD,
  mutedKeySet,
  REPLIES_PER_PAGE,
  REPLY_QUERY_LIMIT,
  replyFilters,
  replyView,
  type DiscussionPage,
  type Reply,
  type ReplyCursor,
} from "./replies";
import { capReplyText, REPLY_MAX_LENGTH, splitLinks } from "./reply-text";
import { fakeEvent } from "../../../tests/fixtures/test-events";
import cases from "./replies.cases.json";

const AUTHOR = "b".repeat(64);
const article = { id: "a".repeat(64), address: `30023:${AUTHOR}:launch` };
const other = { id: "c".repeat(64), address: `30023:${AUTHOR}:other` };
const COMMENT = "d".repeat(64);
const NOW = 1_700_000_000;

const note = (tags: string[][], extra: Partial<Parameters<typeof fakeEvent>[0]> = {}) =>
  fakeEvent({ kind: 1, tags, created_at: NOW - 60, content: "hi", ...extra });
const comment = (tags: string[][], extra: Partial<Parameters<typeof fakeEvent>[0]> = {}) =>
  fakeEvent({ kind: 1111, tags, created_at: NOW - 60, content: "hi", ...extra });

/**
 * Tags written short, "A:article e:comment:reply k:1111": a reference by name (`article`, `other`, `comment`,
 * `old`: an older version's id) is the address for `a`/`A` and the id for any other tag; any other value is taken as
 * it is; a third part is the NIP-10 marker (after an empty relay hint).
 */
const tags = (short: string) =>
  short.split(" ").map((token) => {
    const [name, value, marker] = token.split(":") as [string, string, string | undefined];
    const byAddress = name.toLowerCase() === "a";
    const refs: Record<string, string> = {
      article: byAddress ? article.address : article.id,
      other: byAddress ? other.address : other.id,
      comment: COMMENT,
      old: "9".repeat(64),
      author: AUTHOR,
      foreign: `30023:${"f".repeat(64)}:launch`,
      otherkind: `30024:${AUTHOR}:launch`,
    };
    return marker ? [name, refs[value] ?? value, "", marker] : [name, refs[value] ?? value];
  });

describe("isReplyTo", () => {
  // Test vectors (./replies.cases.json): kind 1 notes answer by NIP-10 (reply, root, or positional tags); kind
  // 1111 comments by NIP-22 (root scope and parent, with the parent's kind). Tags are written short (see `tags`).
  it.each(cases)("kind $kind, a reply $reply: $case", ({ kind, reply, tags: short }) => {
    expect(isReplyTo((kind === 1 ? note : comment)(tags(short)), article)).toBe(reply);
  });

  it("ignores malformed tags instead of failing", () => {
    const tags = [[], ["e"], ["e", 5], "e", null, ["a", article.address]] as unknown as string[][];
    expect(isReplyTo(note(tags), article)).toBe(true);
    expect(isReplyTo({ kind: 1, tags: "x" as unknown as string[][] }, article)).toBe(false);
  });
});

it("isReplyTo: other kinds are never replies", () => {
  for (const kind of [6, 7, 16, 9735, 30023]) {
    expect(
      isReplyTo(
        fakeEvent({
          kind,
          tags: [
            ["e", article.id],
            ["A", article.address],
          ],
        }),
        article,
      ),
    ).toBe(false);
  }
});

describe("replyView", () => {
  it("keeps the capped text and only the tags the selection reads", () => {
    const event = note(
      [
        ["e", article.id, "", "root"],
        ["p", AUTHOR],
        ["k", "30023"],
        ["expiration", "1"],
        ["t", "x"],
        ["A", "y"],
      ],
      { content: "y".repeat(100_000) },
    );
    const view = replyView(event);
    expect(view.content).toBe(capReplyText(event.content));
    expect(view.tags).toEqual([
      ["e", article.id, "", "root"],
      ["k", "30023"],
      ["expiration", "1"],
      ["A", "y"],
    ]);
    expect({ ...view, content: "", tags: [] }).toEqual({ ...event, content: "", tags: [] });
  });
});

describe("mutedKeySet", () => {
  const hex = "7e7e9c42a91bfef19fa929e5fda1b72e0ebc1a4c1141673e2794234d86addf4e";

  it("decodes npubs and hex keys with the configured-key decoder, and reports the rest", () => {
    const warned: string[] = [];
    const set = mutedKeySet([npubEncode(hex), ` ${hex.toUpperCase()} `, "npub1nope", ""], toHexPublicKey, (key) =>
      warned.push(key),
    );
    expect([...set]).toEqual([hex]);
    expect(warned).toEqual(["npub1nope", ""]);
  });
});

describe("replyFilters", () => {
  it("asks kinds 1 and 1111 naming the article by id or address, from `until` back, within the strictest relays", () => {
    expect(replyFilters(article)).toEqual([
      { kinds: [1, 1111], "#e": [article.id], limit: REPLY_QUERY_LIMIT },
      { kinds: [1, 1111], "#a": [article.address], limit: REPLY_QUERY_LIMIT },
    ]);
    expect(replyFilters(article, NOW)).toEqual([
      { kinds: [1, 1111], "#e": [article.id], limit: 500, until: NOW },
      { kinds: [1, 1111], "#a": [article.address], limit: 500, until: NOW },
    ]);
  });

  it("does not ask for comments on comments (their parent tags name the comment, not the article)", () => {
    const onComment = comment([
      ["A", article.address],
      ["K", "30023"],
      ["e", COMMENT],
      ["k", "1111"],
    ]);
    expect(replyFilters(article).some((filter) => matchFilter(filter, onComment))).toBe(false);
  });
});

describe("answeredId", () => {
  const parents = new Set([COMMENT]);

  it.each([
    [
      "a NIP-10 answer marked reply",
      note([
        ["e", article.id, "", "root"],
        ["e", COMMENT, "", "reply"],
      ]),
    ],
    [
      "a NIP-10 answer in the positional form (last e tag)",
      note([
        ["e", article.id],
        ["e", COMMENT],
      ]),
    ],
    [
      "a NIP-22 answer (parent e tag, k 1111)",
      comment([
        ["A", article.address],
        ["e", COMMENT],
        ["k", "1111"],
      ]),
    ],
  ])("finds the parent of %s", (_, event) => {
    expect(answeredId(event, parents)).toBe(COMMENT);
  });

  it.each([
    [
      "a note that only mentions the reply",
      note([
        ["e", article.id, "", "root"],
        ["e", COMMENT, "", "mention"],
      ]),
    ],
    ["a direct reply to the article", note([["e", article.id, "", "root"]])],
    [
      "a NIP-22 comment on the article",
      comment([
        ["A", article.address],
        ["a", article.address],
        ["k", "30023"],
      ]),
    ],
    ["a reaction", fakeEvent({ kind: 7, tags: [["e", COMMENT]] })],
    ["an event with malformed tags", fakeEvent({ kind: 1, tags: [["e"], [1, 2] as unknown as string[]] })],
  ])("finds none for %s", (_, event) => {
    expect(answeredId(event, parents)).toBeUndefined();
  });
});

describe("answerAndDeletionRequests", () => {
  const replies = Array.from({ length: 250 }, (_, i) => ({ id: i.toString(16).padStart(64, "0"), pubkey: AUTHOR }));

  it("asks for answers and their authors' deletions, 100 ids a filter, 3 filters a request", () => {
    const requests = answerAndDeletionRequests(replies, { answers: true, deletions: true });
    expect(requests.flat()).toHaveLength(6);
    for (const request of requests) expect(request.length).toBeLessThanOrEqual(3);
    const [answers, deletions] = requests[0]!;
    expect(answers).toEqual({ kinds: [1, 1111], "#e": replies.slice(0, 100).map((r) => r.id), limit: 500 });
    expect(deletions).toEqual({
      kinds: [5],
      authors: [AUTHOR],
      "#e": replies.slice(0, 100).map((r) => r.id),
      limit: 500,
    });
  });

  it("asks only for what it is told", () => {
    expect(answerAndDeletionRequests(replies, { answers: false, deletions: true }).flat()).toHaveLength(3);
    expect(answerAndDeletionRequests(replies, { answers: true, deletions: false }).flat()).toHaveLength(3);
    expect(answerAndDeletionRequests([], { answers: true, deletions: true })).toEqual([]);
  });
});

/**
 * A relay as public relays answer: each filter's matches newest first, cut to its limit (and to 500, as strfry
 * does), merged by id. Records every request.
 */
function fakeRelay(stored: NostrEvent[]) {
  const requests: Filter[][] = [];
  const request = async (filters: Filter[]) => {
    requests.push(filters);
    const out = new Map<string, NostrEvent>();
    for (const filter of filters) {
      const matches = stored.filter((event) => matchFilter(filter, event)).sort(compareEvents);
      for (const event of matches.slice(0, Math.min(filter.limit ?? 500, 500))) out.set(event.id, event);
    }
    return [...out.values()].sort(compareEvents);
  };
  return { request, requests };
}

let serial = 0;
/** A signed-looking event with a fresh id and a fresh key unless given. */
const event = (kind: number, tags: string[][], createdAt: number, extra: Partial<NostrEvent> = {}) => {
  serial += 1;
  return fakeEvent({
    kind,
    tags,
    created_at: createdAt,
    content: `event ${serial}`,
    id: serial.toString(16).padStart(64, "0"),
    pubkey: (serial * 7919).toString(16).padStart(64, "1"),
    ...extra,
  });
};
const directReply = (createdAt: number, extra: Partial<NostrEvent> = {}) =>
  event(1, [["e", article.id, "", "root"]], createdAt, extra);
const ids = (page: DiscussionPage) => page.replies.map((reply) => reply.id);
const load = (stored: NostrEvent[], cursor: ReplyCursor | null = null, muted = new Set<string>()) => {
  const relay = fakeRelay(stored);
  return { relay, page: loadDiscussionPage(article, cursor, relay.request, { now: NOW, muted }) };
};
const newestFirst = (events: NostrEvent[]) => [...events].sort(compareEvents).map((e) => e.id);

describe("loadDiscussionPage", () => {
  it("shows the direct replies newest first, each once, with text split and capped, and ends", async () => {
    const long = directReply(NOW - 100, { content: `see https://a.com/x.\n${"z".repeat(3000)}` });
    const replies = [
      directReply(NOW - 300),
      long,
      event(
        1111,
        [
          ["A", article.address],
          ["a", article.address],
        ],
        NOW - 200,
      ),
    ];
    const { page } = load([...replies, note([["e", other.id]])]);
    const result = await page;
    expect(ids(result)).toEqual(newestFirst(replies));
    expect(result.next).toBeNull();
    const shown = result.replies.find((reply) => reply.id === long.id)!;
    expect(shown.parts).toEqual(splitLinks(capReplyText(long.content)));
    expect(shown.parts[1]).toEqual({ type: "link", text: "https://a.com/x", href: "https://a.com/x" });
    expect(shown.tall).toBe(true);
    expect(result.replies.filter((reply) => reply.id !== long.id).map((reply) => reply.tall)).toEqual([false, false]);
    expect(result.replies.map((reply) => reply.stacked)).toEqual([false, false, false]);
  });

  it("marks the reply whose text stacks combining marks, so that its ink is kept inside its box", async () => {
    const zalgo = "Z" + Array.from({ length: 30 }, (_, i) => String.fromCodePoint(0x300 + i)).join("") + "algo";
    const replies = [directReply(NOW - 100, { content: zalgo }), directReply(NOW - 200, { content: "སྒྲུབ་" })];
    const result = await load(replies).page;
    expect(result.replies.map((reply) => [reply.parts, reply.stacked])).toEqual([
      [[{ type: "text", text: zalgo }], true],
      [[{ type: "text", text: "སྒྲུབ་" }], false],
    ]);
  });

  it("keeps the real replies when mentions, comments on comments and a muted key flood the relays", async () => {
    const real = Array.from({ length: 30 }, (_, i) => directReply(NOW - 100_000 - i));
    const mentions = Array.from({ length: 500 }, (_, i) =>
      event(
        1,
        [
          ["e", other.id, "", "root"],
          ["e", article.id, "", "mention"],
          ["a", article.address, "", "mention"],
        ],
        NOW - 10 - i,
      ),
    );
    const onComments = Array.from({ length: 500 }, (_, i) =>
      event(
        1111,
        [
          ["A", article.address],
          ["a", article.address],
          ["e", COMMENT],
          ["k", "1111"],
        ],
        NOW - 10 - i,
      ),
    );
    const spammer = "5".repeat(64);
    const muted = Array.from({ length: 1000 }, (_, i) => directReply(NOW - 5_000 - i, { pubkey: spammer }));
    const { page, relay } = load([...real, ...mentions, ...onComments, ...muted], null, new Set([spammer]));
    const result = await page;
    expect(ids(result)).toEqual(newestFirst(real));
    expect(result.next).toBeNull();
    expect(relay.requests.length).toBeGreaterThan(2);
    for (const request of relay.requests) {
      expect(request.length).toBeLessThanOrEqual(3);
      for (const filter of request) {
        expect(filter.kinds!.length).toBeLessThanOrEqual(3);
        expect(filter.limit).toBeLessThanOrEqual(500);
        expect(Object.keys(filter).filter((key) => key.startsWith("#")).length).toBeLessThanOrEqual(3);
      }
    }
  });

  it(`shows ${REPLIES_PER_PAGE} per load and "Show more" goes on without skipping or repeating one`, async () => {
    // 130 replies, many sharing a second, and noise between them.
    const real = Array.from({ length: 130 }, (_, i) => directReply(NOW - 1000 - Math.floor(i / 7)));
    const noise = Array.from({ length: 700 }, (_, i) =>
      event(1, [["e", article.id, "", "mention"]], NOW - 1000 - Math.floor(i / 40)),
    );
    const stored = [...real, ...noise];
    const first = await load(stored).page;
    expect(ids(first)).toEqual(newestFirst(real).slice(0, 50));
    const second = await load(stored, first.next).page;
    expect(ids(second)).toEqual(newestFirst(real).slice(50, 100));
    const third = await load(stored, second.next).page;
    expect(ids(third)).toEqual(newestFirst(real).slice(100));
    expect(third.next).toBeNull();
  });

  it("moves past a second that holds more than a limit's worth of events", async () => {
    const glut = Array.from({ length: 600 }, () => event(1, [["e", article.id, "", "mention"]], NOW - 50));
    const real = [directReply(NOW - 60), directReply(NOW - 70)];
    expect(ids(await load([...glut, ...real]).page)).toEqual(newestFirst(real));
  });

  it(`stops after ${MAX_PAGES_PER_LOAD} relay pages and offers to go on from there`, async () => {
    const noise = Array.from({ length: 500 * (MAX_PAGES_PER_LOAD + 1) }, (_, i) =>
      event(1, [["e", article.id, "", "mention"]], NOW - i),
    );
    const real = directReply(NOW - 500 * (MAX_PAGES_PER_LOAD + 2));
    const { page, relay } = load([...noise, real]);
    const first = await page;
    expect(first.replies).toEqual([]);
    expect(first.next).not.toBeNull();
    expect(relay.requests.filter((request) => request[0]!["#e"]?.[0] === article.id)).toHaveLength(MAX_PAGES_PER_LOAD);
    const second = await load([...noise, real], first.next).page;
    expect(ids(second)).toEqual([real.id]);
  });

  it("stops paging when its time is up", async () => {
    const noise = Array.from({ length: 3000 }, (_, i) => event(1, [["e", article.id, "", "mention"]], NOW - i));
    const relay = fakeRelay(noise);
    let time = 0;
    const result = await loadDiscussionPage(article, null, relay.request, {
      now: NOW,
      clock: () => (time += 6_000),
    });
    expect(result.next).not.toBeNull();
    expect(relay.requests.length).toBeLessThanOrEqual(2);
  });

  it("drops a reply its own author deleted, and fills the load from older ones; another's deletion does nothing", async () => {
    const real = Array.from({ length: 52 }, (_, i) => directReply(NOW - 100 - i));
    const [first, second] = real;
    const byAuthor = event(5, [["e", first!.id]], NOW - 10, { pubkey: first!.pubkey });
    const byOther = event(5, [["e", second!.id]], NOW - 10);
    const result = await load([...real, byAuthor, byOther]).page;
    expect(ids(result)).toEqual(
      newestFirst(real)
        .filter((id) => id !== first!.id)
        .slice(0, 50),
    );
    expect(ids(result)).toContain(second!.id);
  });

  it("drops replies dated more than 15 minutes ahead and expired ones", async () => {
    const soon = directReply(NOW + 14 * 60);
    const late = directReply(NOW + 16 * 60);
    const expired = event(
      1,
      [
        ["e", article.id],
        ["expiration", String(NOW)],
      ],
      NOW - 10,
    );
    expect(ids(await load([soon, late, expired]).page)).toEqual([soon.id]);
  });

  it("shows nostr: mentions, 10,000 hashtags and javascript: media as text, in notes and comments alike", async () => {
    const unknown = neventEncode({ id: "e".repeat(64), relays: ["wss://gone.example"] });
    const content = `nostr:${unknown} javascript:alert(1) https://img.example/a.png\n${"#bitcoin ".repeat(10_000)}`;
    // NIP-92 media tags: never read, whatever their URL.
    const imeta = [
      ["imeta", "url javascript:alert(1)", "m image/png"],
      ["imeta", "url data:text/html,<script>alert(1)</script>"],
    ];
    const note = directReply(NOW - 200, { content, tags: [["e", article.id, "", "root"], ...imeta] });
    const comment = event(1111, [["A", article.address], ["a", article.address], ["k", "30023"], ...imeta], NOW - 100, {
      content,
    });
    const result = await load([note, comment]).page;
    expect(result.replies.map((reply) => reply.kind)).toEqual([1111, 1]);
    for (const reply of result.replies) {
      expect(reply.parts.filter((part) => part.type === "link")).toEqual([
        { type: "link", text: "https://img.example/a.png", href: "https://img.example/a.png" },
      ]);
      const text = reply.parts.map((part) => part.text).join("");
      expect(text.startsWith(`nostr:${unknown} javascript:alert(1) `)).toBe(true);
      // Capped: the hashtags are cut, with "...".
      expect(text).toBe(capReplyText(content));
      expect([...text]).toHaveLength(REPLY_MAX_LENGTH + "...".length);
      expect(reply.tall).toBe(true);
    }
  });

  it("rejects when the relays cannot be reached", async () => {
    await expect(
      loadDiscussionPage(article, null, () => Promise.reject(new Error("unreachable")), { now: NOW }),
    ).rejects.toThrow("unreachable");
  });
});

describe("loadDiscussionPage: threads", () => {
  const answer = (parent: NostrEvent, createdAt: number, extra: Partial<NostrEvent> = {}) =>
    event(
      1,
      [
        ["e", article.id, "", "root"],
        ["e", parent.id, "", "reply"],
      ],
      createdAt,
      extra,
    );
  const commentOn = (parent: NostrEvent, createdAt: number) =>
    event(
      1111,
      [
        ["A", article.address],
        ["e", parent.id],
        ["k", String(parent.kind)],
      ],
      createdAt,
    );
  const tree = (replies: Reply[]): unknown => replies.map((reply) => [reply.id, tree(reply.answers)]);

  it("shows answers under what they answer, oldest first, NIP-10 and NIP-22 alike", async () => {
    const top = directReply(NOW - 1000);
    const later = answer(top, NOW - 100);
    const earlier = commentOn(top, NOW - 500);
    const deeper = answer(earlier, NOW - 50);
    const mention = event(
      1,
      [
        ["e", other.id, "", "root"],
        ["e", top.id, "", "mention"],
      ],
      NOW - 40,
    );
    const result = await load([top, later, earlier, deeper, mention]).page;
    expect(tree(result.replies)).toEqual([
      [
        top.id,
        [
          [earlier.id, [[deeper.id, []]]],
          [later.id, []],
        ],
      ],
    ]);
  });

  it(`indents at most ${MAX_INDENT} levels: deeper answers show at the last one, in order`, async () => {
    const top = directReply(NOW - 1000);
    const chain = [top];
    for (let depth = 1; depth <= 5; depth += 1) chain.push(answer(chain.at(-1)!, NOW - 1000 + depth));
    const result = await load(chain).page;
    const [, a1, a2, a3, a4, a5] = chain.map((e) => e.id);
    expect(tree(result.replies)).toEqual([
      [
        top.id,
        [
          [
            a1,
            [
              [
                a2,
                [
                  [a3, []],
                  [a4, []],
                  [a5, []],
                ],
              ],
            ],
          ],
        ],
      ],
    ]);
  });

  it("drops muted answers and deleted ones with everything below them", async () => {
    const spammer = "5".repeat(64);
    const top = directReply(NOW - 1000);
    const mutedAnswer = answer(top, NOW - 900, { pubkey: spammer });
    const deleted = answer(top, NOW - 800);
    const belowDeleted = answer(deleted, NOW - 700);
    const kept = answer(top, NOW - 600);
    const deletion = event(5, [["e", deleted.id]], NOW - 10, { pubkey: deleted.pubkey });
    const forgedDeletion = event(5, [["e", kept.id]], NOW - 10);
    const stored = [top, mutedAnswer, deleted, belowDeleted, kept, deletion, forgedDeletion];
    const result = await load(stored, null, new Set([spammer])).page;
    expect(tree(result.replies)).toEqual([[top.id, [[kept.id, []]]]]);
  });

  it("keeps one reply's answers when another reply's thread is flooded with newer answers", async () => {
    const quiet = directReply(NOW - 2000);
    const busy = directReply(NOW - 1900);
    const real = answer(quiet, NOW - 1500);
    const flood = Array.from({ length: 700 }, (_, i) => answer(busy, NOW - 1000 + i));
    const result = await load([quiet, busy, real, ...flood]).page;
    const [shownBusy, shownQuiet] = result.replies;
    expect(shownQuiet!.answers.map((reply) => reply.id)).toEqual([real.id]);
    // Under one reply, the first MAX_ANSWERS_SHOWN written.
    expect(shownBusy!.answers.map((reply) => reply.id)).toEqual(
      [...flood]
        .sort((a, b) => a.created_at - b.created_at)
        .slice(0, MAX_ANSWERS_SHOWN)
        .map((e) => e.id),
    );
  });

  it("keeps the replies when a request for answers fails", async () => {
    const top = directReply(NOW - 1000);
    const relay = fakeRelay([top, answer(top, NOW - 10)]);
    const request = (filters: Filter[]) =>
      filters.some((filter) => filter.kinds?.includes(1) && filter["#e"]?.includes(top.id))
        ? Promise.reject(new Error("down"))
        : relay.request(filters);
    const result = await loadDiscussionPage(article, null, request, { now: NOW });
    expect(tree(result.replies)).toEqual([[top.id, []]]);
  });
});
