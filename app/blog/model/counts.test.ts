import { describe, expect, it } from "vitest";
import { toArticle } from "./article";
import { countingView, countInteractions, sameCounts, ZERO_COUNTS } from "./counts";
import { fakeEvent } from "../../../tests/fixtures/test-events";

const author = "a".repeat(64);
const article = toArticle(fakeEvent({ id: "1".repeat(64), kind: 30023, pubkey: author, tags: [["d", "post"]] }));
const other = toArticle(fakeEvent({ id: "2".repeat(64), kind: 30023, pubkey: author, tags: [["d", "other"]] }));
const e = (kind: number, content = "", tags: string[][] = [["e", article.id]]) => fakeEvent({ kind, content, tags });
const INVOICE = "lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypq";

describe("countInteractions", () => {
  it("counts comments (1), reposts (6), likes (7 with +) and zaps (9735) per article", () => {
    const events = [
      e(1),
      e(1),
      e(6),
      e(7, "+"),
      e(7, "+"),
      e(7, "+"),
      e(9735, "", [
        ["e", article.id],
        ["bolt11", INVOICE],
      ]),
    ];
    expect(countInteractions([article, other], events, 500).get(article.id)).toEqual({
      comments: 2,
      reposts: 1,
      likes: 3,
      zaps: 1,
      zapSats: 0, // no verifier given: zaps are counted, sats are not
    });
    expect(countInteractions([article, other], events, 500).get(other.id)).toEqual({
      comments: 0,
      reposts: 0,
      likes: 0,
      zaps: 0,
      zapSats: 0,
    });
  });

  it('counts only reactions whose content is exactly "+"', () => {
    const events = [e(7, "+"), e(7, "-"), e(7, ""), e(7, "🤙"), e(7, " +"), e(7, ":heart:")];
    expect(countInteractions([article], events, 500).get(article.id)?.likes).toBe(1);
  });

  it("counts each event once, even when delivered twice or referencing by id and address", () => {
    const both = e(1, "", [
      ["e", article.id],
      ["a", article.address],
    ]);
    expect(countInteractions([article], [both, both], 500).get(article.id)?.comments).toBe(1);
  });

  it("counts references by address, kind 16 reposts and kind 1111 comments", () => {
    const events = [
      e(1, "", [["a", article.address]]),
      e(1111, "", [
        ["A", article.address],
        ["K", "30023"],
      ]),
      e(1111, "", [["E", article.id]]),
      e(16, "", [
        ["a", article.address],
        ["k", "30023"],
      ]),
      e(7, "+", [["a", article.address]]),
    ];
    expect(countInteractions([article], events, 500).get(article.id)).toMatchObject({
      comments: 3,
      reposts: 1,
      likes: 1,
    });
  });

  it("does not count references to another author's article with the same d tag", () => {
    const spoof = e(7, "+", [["a", `30023:${"f".repeat(64)}:post`]]);
    expect(countInteractions([article], [spoof], 500).get(article.id)?.likes).toBe(0);
  });

  it("caps each counter at the query limit", () => {
    const events = Array.from({ length: 150 }, () => e(7, "+"));
    expect(countInteractions([article], events, 100).get(article.id)?.likes).toBe(100);
  });

  it("counts a zap with an unreadable or absurd invoice without adding sats", () => {
    const verify = () => true;
    const events = [
      e(9735, "", [
        ["e", article.id],
        ["bolt11", "garbage"],
      ]),
      e(9735, "", [
        ["e", article.id],
        ["bolt11", "lnbc99999999999991pvjlue"],
      ]),
      e(9735),
    ];
    expect(countInteractions([article], events, 500, { verify }).get(article.id)).toMatchObject({
      zaps: 3,
      zapSats: 0,
    });
  });
});

describe("sameCounts", () => {
  it("compares every figure, the zapped sats included", () => {
    const counts = { comments: 1, reposts: 2, likes: 3, zaps: 4, zapSats: 5 };
    expect(sameCounts(counts, { ...counts })).toBe(true);
    expect(sameCounts(ZERO_COUNTS, ZERO_COUNTS)).toBe(true);
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) {
      expect(sameCounts(counts, { ...counts, [key]: counts[key] + 1 })).toBe(false);
    }
  });
});

describe("reposts carrying the event they repost", () => {
  it("counts each repost once and never reads the event inside it", () => {
    // A repost's content may hold the reposted event as JSON: here one forged to look like a zap of another
    // article, plus plain text and a megabyte of it. Only the repost's own tags say what it reposts.
    const forged = JSON.stringify({
      kind: 9735,
      tags: [
        ["e", other.id],
        ["bolt11", INVOICE],
      ],
      content: "",
      sig: "0".repeat(128),
    });
    const reposts = [e(6, forged), e(6, "not json {"), e(6, "x".repeat(1_000_000)), e(6, "")];
    const counted = countInteractions([article, other], reposts, 500);
    expect(counted.get(article.id)).toEqual({ ...ZERO_COUNTS, reposts: 4 });
    expect(counted.get(other.id)).toEqual(ZERO_COUNTS);
    expect(reposts.map(countingView).map((view) => view.content)).toEqual(["", "", "", ""]);
  });
});

describe("countingView", () => {
  it("keeps what counting reads and drops the rest, so the counts of the view equal the counts of the event", () => {
    const target = { id: "a".repeat(64), address: `30023:${"b".repeat(64)}:x`, pubkey: "b".repeat(64) };
    const comment = fakeEvent({
      kind: 1,
      content: "y".repeat(400_000),
      tags: [
        ["a", target.address],
        ["p", target.pubkey],
        ["imeta", "url https://x.example/a.png"],
        ["expiration", "99999999999"],
      ],
    });
    const like = fakeEvent({ kind: 7, content: "+", tags: [["e", target.id]] });
    const dislike = fakeEvent({ kind: 7, content: "-".repeat(50), tags: [["e", target.id]] });
    const views = [comment, like, dislike].map(countingView);
    expect(views[0]).toMatchObject({
      id: comment.id,
      content: "",
      tags: [
        ["a", target.address],
        ["expiration", "99999999999"],
      ],
    });
    expect(views.map((view) => view.content)).toEqual(["", "+", ""]);
    expect(countInteractions([target], views, 500)).toEqual(countInteractions([target], [comment, like, dislike], 500));
  });
});
