import { npubEncode } from "nostr-tools/nip19";
import { describe, expect, it } from "vitest";
import { toHexPublicKey } from "../nostr/public-key";
import {
  capReplyText,
  isReplyTo,
  mutedKeySet,
  REPLIES_PER_PAGE,
  REPLY_LIMIT,
  REPLY_MAX_LENGTH,
  replyFilters,
  replyView,
  selectReplies,
  splitLinks,
  visibleReplies,
  type Reply,
} from "./replies";
import { fakeEvent } from "./test-events";

const AUTHOR = "b".repeat(64);
const article = { id: "a".repeat(64), address: `30023:${AUTHOR}:launch` };
const other = { id: "c".repeat(64), address: `30023:${AUTHOR}:other` };
const COMMENT = "d".repeat(64);
const NOW = 1_700_000_000;

const note = (tags: string[][], extra: Partial<Parameters<typeof fakeEvent>[0]> = {}) =>
  fakeEvent({ kind: 1, tags, created_at: NOW - 60, content: "hi", ...extra });
const comment = (tags: string[][], extra: Partial<Parameters<typeof fakeEvent>[0]> = {}) =>
  fakeEvent({ kind: 1111, tags, created_at: NOW - 60, content: "hi", ...extra });

describe("replyFilters", () => {
  it("asks what the comment counter asks, with the discussion's limit, within the strictest relays' rules", () => {
    const filters = replyFilters(article);
    expect(filters).toEqual([
      { kinds: [1, 1111], "#e": [article.id], limit: REPLY_LIMIT },
      { kinds: [1, 1111], "#a": [article.address], limit: REPLY_LIMIT },
      { kinds: [1111], "#A": [article.address], limit: REPLY_LIMIT },
    ]);
    expect(filters.length).toBeLessThanOrEqual(3);
    for (const filter of filters) {
      expect(filter.kinds!.length).toBeLessThanOrEqual(3);
      expect(Object.keys(filter).filter((key) => key.startsWith("#")).length).toBeLessThanOrEqual(3);
      expect(filter.limit).toBeLessThanOrEqual(500);
    }
  });
});

describe("isReplyTo: kind 1 notes (NIP-10)", () => {
  it.each([
    ["an unmarked e tag with the article's id", [["e", article.id]]],
    ["an unmarked a tag with the article's address", [["a", article.address]]],
    ["a root-marked e tag (a direct reply carries only root)", [["e", article.id, "wss://r", "root"]]],
    ["a root-marked a tag", [["a", article.address, "", "root"]]],
    [
      "root e tag and unmarked a tag, as the seed writes them",
      [
        ["e", article.id, "", "root"],
        ["a", article.address],
      ],
    ],
    [
      "root and reply markers both on the article",
      [
        ["e", article.id, "", "root"],
        ["e", article.id, "", "reply"],
      ],
    ],
    [
      "a reply-marked a tag on the article",
      [
        ["e", other.id, "", "root"],
        ["a", article.address, "", "reply"],
      ],
    ],
    [
      "an old version's id and the address (positional)",
      [
        ["e", "9".repeat(64)],
        ["a", article.address],
      ],
    ],
    [
      "a mention of something else beside the reply",
      [
        ["e", article.id],
        ["e", other.id, "", "mention"],
      ],
    ],
  ])("is a reply: %s", (_, tags) => {
    expect(isReplyTo(note(tags), article)).toBe(true);
  });

  it.each([
    ["no reference at all", [["p", AUTHOR]]],
    [
      "a reply to another article",
      [
        ["e", other.id, "", "root"],
        ["a", other.address, "", "root"],
      ],
    ],
    [
      "a reply to another article that mentions this one",
      [
        ["e", other.id, "", "root"],
        ["e", article.id, "", "mention"],
      ],
    ],
    ["only a mention of the article", [["e", article.id, "", "mention"]]],
    ["only a mentioned address", [["a", article.address, "", "mention"]]],
    [
      "an answer to a comment under the article (marked)",
      [
        ["e", article.id, "", "root"],
        ["e", COMMENT, "", "reply"],
      ],
    ],
    [
      "an answer to a comment (marked, address root)",
      [
        ["a", article.address, "", "root"],
        ["e", COMMENT, "", "reply"],
      ],
    ],
    [
      "an answer to a comment (positional: root first, parent last)",
      [
        ["e", article.id],
        ["e", COMMENT],
      ],
    ],
    [
      "positional, two e tags and the address",
      [
        ["e", article.id],
        ["e", COMMENT],
        ["a", article.address],
      ],
    ],
    [
      "the article's id in a tag of another name",
      [
        ["q", article.id],
        ["E", article.id],
        ["A", article.address],
      ],
    ],
    ["another author's article with the same d tag", [["a", `30023:${"f".repeat(64)}:launch`]]],
    ["the address with a different kind", [["a", `30024:${AUTHOR}:launch`]]],
  ])("is not a reply: %s", (_, tags) => {
    expect(isReplyTo(note(tags), article)).toBe(false);
  });

  it("ignores malformed tags instead of failing", () => {
    const tags = [[], ["e"], ["e", 5], "e", null, ["a", article.address]] as unknown as string[][];
    expect(isReplyTo(note(tags), article)).toBe(true);
    expect(isReplyTo({ kind: 1, tags: "x" as unknown as string[][] }, article)).toBe(false);
  });
});

describe("isReplyTo: kind 1111 comments (NIP-22)", () => {
  const topLevel = [
    ["A", article.address, "wss://r"],
    ["K", "30023"],
    ["P", AUTHOR],
    ["a", article.address, "wss://r"],
    ["k", "30023"],
    ["p", AUTHOR],
  ];

  it.each([
    ["a top-level comment by address, as NIP-22 writes it", topLevel],
    [
      "a top-level comment by id",
      [
        ["E", article.id],
        ["K", "30023"],
        ["e", article.id],
        ["k", "30023"],
      ],
    ],
    [
      "root by address, parent by id",
      [
        ["A", article.address],
        ["e", article.id],
        ["k", "30023"],
      ],
    ],
    [
      "root and parent without k",
      [
        ["A", article.address],
        ["a", article.address],
      ],
    ],
    [
      "no parent tags: the root is the parent",
      [
        ["A", article.address],
        ["K", "30023"],
      ],
    ],
    [
      "root by an old version's id and by address",
      [
        ["E", "9".repeat(64)],
        ["A", article.address],
        ["a", article.address],
      ],
    ],
  ])("is a reply: %s", (_, tags) => {
    expect(isReplyTo(comment(tags), article)).toBe(true);
  });

  it.each([
    [
      "a comment on a comment (parent e, k 1111)",
      [
        ["A", article.address],
        ["K", "30023"],
        ["e", COMMENT],
        ["k", "1111"],
      ],
    ],
    [
      "a parent that names the article but a kind that is not",
      [
        ["A", article.address],
        ["a", article.address],
        ["k", "1111"],
      ],
    ],
    [
      "a parent elsewhere, without k",
      [
        ["A", article.address],
        ["e", COMMENT],
      ],
    ],
    [
      "no root scope, only parent tags on the article",
      [
        ["a", article.address],
        ["e", article.id],
        ["k", "30023"],
      ],
    ],
    [
      "rooted at another article, mentioning this one as parent",
      [
        ["A", other.address],
        ["a", article.address],
      ],
    ],
    [
      "rooted at another article",
      [
        ["A", other.address],
        ["a", other.address],
        ["k", "30023"],
      ],
    ],
  ])("is not a reply: %s", (_, tags) => {
    expect(isReplyTo(comment(tags), article)).toBe(false);
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

describe("capReplyText", () => {
  it("keeps a short text as it is", () => {
    expect(capReplyText("Thanks!\nGreat post.")).toBe("Thanks!\nGreat post.");
  });

  it(`cuts a long text at ${REPLY_MAX_LENGTH} characters and adds "..."`, () => {
    const capped = capReplyText("x".repeat(REPLY_MAX_LENGTH + 1));
    expect(capped).toBe(`${"x".repeat(REPLY_MAX_LENGTH)}...`);
    expect(capReplyText("x".repeat(REPLY_MAX_LENGTH))).toBe("x".repeat(REPLY_MAX_LENGTH));
  });

  it("never cuts an emoji in half, and is idempotent", () => {
    const capped = capReplyText("🔥".repeat(REPLY_MAX_LENGTH + 5));
    expect(capped).toBe(`${"🔥".repeat(REPLY_MAX_LENGTH)}...`);
    expect(capReplyText(capped)).toBe(capped);
  });

  it("turns runs of blank lines into one, and CRLF into LF", () => {
    expect(capReplyText("a\r\n\r\n\r\n\r\nb\n\n\n  \n\nc\n\nd")).toBe("a\n\nb\n\nc\n\nd");
  });
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

describe("selectReplies", () => {
  const ref = [["e", article.id]];

  it("keeps direct replies only, newest first (ties by id), each once, with capped text", () => {
    const old = note(ref, { created_at: NOW - 500, content: "old" });
    const newest = comment(
      [
        ["A", article.address],
        ["a", article.address],
      ],
      { created_at: NOW - 10 },
    );
    const tieB = note(ref, { id: "2".repeat(64), created_at: NOW - 100 });
    const tieA = note(ref, { id: "1".repeat(64), created_at: NOW - 100, content: "z".repeat(3000) });
    const nested = note([
      ["e", article.id, "", "root"],
      ["e", COMMENT, "", "reply"],
    ]);
    const elsewhere = note([["e", other.id]]);
    const replies = selectReplies(article, [old, tieB, nested, newest, tieA, elsewhere, old], { now: NOW });
    expect(replies.map((reply) => reply.id)).toEqual([newest.id, tieA.id, tieB.id, old.id]);
    expect(replies[1]).toEqual({
      id: tieA.id,
      pubkey: tieA.pubkey,
      kind: 1,
      createdAt: NOW - 100,
      content: capReplyText(tieA.content),
    });
    expect(replies[3]!.content).toBe("old");
  });

  it("drops the replies of muted keys", () => {
    const muted = "e".repeat(64);
    const kept = note(ref, { pubkey: "1".repeat(64) });
    const events = [note(ref, { pubkey: muted }), kept, comment([["A", article.address]], { pubkey: muted })];
    expect(selectReplies(article, events, { now: NOW, muted: new Set([muted]) })).toEqual([
      expect.objectContaining({ id: kept.id }),
    ]);
    expect(selectReplies(article, events, { now: NOW })).toHaveLength(3);
  });

  it("drops replies dated more than 15 minutes ahead, and expired ones (NIP-40)", () => {
    const soon = note(ref, { created_at: NOW + 14 * 60 });
    const future = note(ref, { created_at: NOW + 16 * 60 });
    const expired = note([...ref, ["expiration", String(NOW)]]);
    const expiring = note([...ref, ["expiration", String(NOW + 60)]]);
    const ids = selectReplies(article, [soon, future, expired, expiring], { now: NOW }).map((reply) => reply.id);
    expect(ids).toEqual([soon.id, expiring.id]);
  });

  it(`keeps the newest ${REPLY_LIMIT}`, () => {
    const events = Array.from({ length: REPLY_LIMIT + 20 }, (_, i) => note(ref, { created_at: NOW - 10_000 + i }));
    const replies = selectReplies(article, events, { now: NOW });
    expect(replies).toHaveLength(REPLY_LIMIT);
    expect(replies[0]!.createdAt).toBe(NOW - 10_000 + REPLY_LIMIT + 19);
    expect(replies.at(-1)!.createdAt).toBe(NOW - 10_000 + 20);
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

describe("visibleReplies", () => {
  const replies: Reply[] = Array.from({ length: 120 }, (_, i) => ({
    id: String(i),
    pubkey: AUTHOR,
    kind: 1,
    createdAt: i,
    content: "",
  }));

  it(`shows ${REPLIES_PER_PAGE} per page and counts the rest`, () => {
    expect(visibleReplies(replies, 1)).toMatchObject({ remaining: 70 });
    expect(visibleReplies(replies, 1).shown).toEqual(replies.slice(0, 50));
    expect(visibleReplies(replies, 2).shown).toHaveLength(100);
    expect(visibleReplies(replies, 3)).toMatchObject({ shown: replies, remaining: 0 });
    expect(visibleReplies(replies, 9)).toMatchObject({ shown: replies, remaining: 0 });
  });

  it("shows the first page even for a page count below one, and nothing of nothing", () => {
    expect(visibleReplies(replies, 0).shown).toHaveLength(50);
    expect(visibleReplies([], 1)).toEqual({ shown: [], remaining: 0 });
  });
});

describe("splitLinks", () => {
  const joined = (text: string) =>
    splitLinks(text)
      .map((part) => part.text)
      .join("");

  it("turns http and https URLs into links and keeps the rest as text", () => {
    expect(splitLinks("See https://example.com/a?b=1#c and http://x.org now")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "https://example.com/a?b=1#c", href: "https://example.com/a?b=1#c" },
      { type: "text", text: " and " },
      { type: "link", text: "http://x.org", href: "http://x.org/" },
      { type: "text", text: " now" },
    ]);
  });

  it("leaves text without URLs as one part, and nothing as nothing", () => {
    expect(splitLinks("just words")).toEqual([{ type: "text", text: "just words" }]);
    expect(splitLinks("")).toEqual([]);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "mailto:a@b.c",
    "nostr:npub1xyz",
    "//example.com/protocol-relative",
    "www.example.com",
    '<a href="javascript:alert(1)">click</a>',
    "https://",
    "https:///nohost",
    "xhttps://glued.example",
  ])("never makes a link of %s", (text) => {
    const parts = splitLinks(text);
    expect(parts.filter((part) => part.type === "link")).toEqual([]);
    expect(joined(text)).toBe(text);
  });

  it("takes only the http(s) URL out of a javascript: text", () => {
    const parts = splitLinks("javascript:https://example.com");
    expect(parts).toEqual([
      { type: "text", text: "javascript:" },
      { type: "link", text: "https://example.com", href: "https://example.com/" },
    ]);
  });

  it("stops a URL at markup characters and quotes", () => {
    expect(splitLinks('<a href="https://evil.example/x">').filter((part) => part.type === "link")).toEqual([
      { type: "link", text: "https://evil.example/x", href: "https://evil.example/x" },
    ]);
  });

  it.each([
    ["https://example.com.", "https://example.com", "."],
    ["https://example.com/path,", "https://example.com/path", ","],
    ["https://example.com/?q=1!?", "https://example.com/?q=1", "!?"],
    ["(see https://example.com/page)", "https://example.com/page", ")"],
    ["https://en.wikipedia.org/wiki/Bitcoin_(currency))", "https://en.wikipedia.org/wiki/Bitcoin_(currency)", ")"],
    ["[https://example.com/a]", "https://example.com/a", "]"],
    ["'https://example.com/q'", "https://example.com/q", "'"],
  ])("leaves the sentence's punctuation out of %s", (text, url, after) => {
    const parts = splitLinks(text);
    const link = parts.find((part) => part.type === "link");
    expect(link?.text).toBe(url);
    expect(joined(text)).toBe(text);
    expect(text.slice(text.indexOf(url) + url.length)).toBe(after);
  });

  it("keeps an overlong URL as text", () => {
    const url = `https://example.com/${"a".repeat(2100)}`;
    expect(splitLinks(url)).toEqual([{ type: "text", text: url }]);
  });

  it("gives the parsed URL as the target and the written one as the text", () => {
    expect(splitLinks("HTTPS://EXAMPLE.com/Path")).toEqual([
      { type: "link", text: "HTTPS://EXAMPLE.com/Path", href: "https://example.com/Path" },
    ]);
  });

  it("gives the text back unchanged for any mix", () => {
    const text = "a https://x.y/1, b (http://z.w/2) c javascript:void(0) <script>alert(1)</script>\nhttps://q.r";
    expect(joined(text)).toBe(text);
    expect(
      splitLinks(text)
        .filter((part) => part.type === "link")
        .map((part) => part.text),
    ).toEqual(["https://x.y/1", "http://z.w/2", "https://q.r"]);
  });
});
