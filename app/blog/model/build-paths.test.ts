// The build's data step against whatever authors write: hostile tags (any script, any Unicode form, bidi controls,
// look-alikes, NFKC expanders, path syntax) in articles and profiles never throw, and every page the build would
// write is a path a host serves and a file system takes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NostrEvent } from "nostr-tools/core";
import { npubOf } from "../../nostr/nip19";
import { toArticles } from "./article";
import { toProfiles } from "./author";
import { feedXml } from "./feed";
import {
  blogPagePaths,
  feedPath,
  listedIn,
  MAX_TOPIC_KEY_LENGTH,
  resolveListing,
  topicKey,
  topicPath,
  topicsOf,
} from "./listing";

const NOW = 1_760_000_000;
const AUTHORS = ["a".repeat(64), "b".repeat(64)].map((pubkey) => ({ pubkey, npub: npubOf(pubkey) }));

/** What authors have written, or could: every case issue reports named, and the syntax of paths. */
const HOSTILE = [
  "café",
  "cafe\u0301",
  "биткоин",
  "bitcоin", // a Cyrillic о
  "ビットコイン",
  "ﾋﾞｯﾄｺｲﾝ",
  "比特币",
  "बिटकॉइन",
  "ภาษาไทย",
  "비트코인",
  "\uFDFA".repeat(40),
  "\uFDFA",
  "ﷺ",
  "\u202Eevil\u202C",
  "\u200F\u200E\u2066x\u2069",
  "İstanbul",
  "ß",
  "ﬃ",
  "Z̸̢̛a̵l̶g̷o̸".repeat(5),
  "😀",
  "👩🏽‍💻",
  "\uD800",
  "\uDFFF",
  "a\u0000b",
  ".",
  "..",
  "../..",
  "a/b",
  "a\\b",
  "%2F",
  "%",
  "%E2%82%AC",
  "?x=1",
  "#hash",
  "   ",
  "",
  "-",
  "CON",
  "x".repeat(300),
];

const text = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.array(fc.constantFrom(...HOSTILE), { maxLength: 4 }).map((parts) => parts.join(" ")),
);

const tag = fc.oneof(
  fc.tuple(fc.constant("t"), text),
  fc.tuple(fc.constant("title"), text),
  fc.tuple(fc.constant("summary"), text),
  fc.tuple(fc.constant("image"), fc.oneof(text, fc.webUrl(), fc.constant("javascript:alert(1)"))),
  fc.tuple(fc.constant("published_at"), fc.oneof(text, fc.integer().map(String))),
  fc.tuple(fc.constant("d"), text),
  fc.array(text, { maxLength: 3 }),
);

const articleEvent = fc.record({
  author: fc.constantFrom(...AUTHORS.map(({ pubkey }) => pubkey)),
  d: text,
  tags: fc.array(tag, { maxLength: 16 }),
  content: text,
  age: fc.nat({ max: 10 ** 8 }),
});

const profileEvent = fc.record({
  author: fc.constantFrom(...AUTHORS.map(({ pubkey }) => pubkey)),
  content: fc.oneof(
    text,
    fc
      .record({ name: text, display_name: text, picture: text, about: text, nip05: text, lud16: text })
      .map((p) => JSON.stringify(p)),
  ),
});

type Generated<A> = A extends fc.Arbitrary<infer T> ? T : never;

/** Signature-shaped events: the data step runs after the gate and the signature check, which are tested elsewhere. */
function events(articles: Generated<typeof articleEvent>[], profiles: Generated<typeof profileEvent>[]): NostrEvent[] {
  const hex = (n: number) => n.toString(16).padStart(64, "0");
  return [
    ...articles.map(({ author, d, tags, content, age }, i) => ({
      id: hex(i + 1),
      pubkey: author,
      created_at: NOW - age,
      kind: 30023,
      tags: [["d", d], ...tags],
      content,
      sig: "0".repeat(128),
    })),
    ...profiles.map(({ author, content }, i) => ({
      id: hex(10_000 + i),
      pubkey: author,
      created_at: NOW - i,
      kind: 0,
      tags: [],
      content,
      sig: "0".repeat(128),
    })),
  ];
}

const utf8Bytes = (segment: string) => new TextEncoder().encode(segment).length;

describe("the build's data step, against hostile tags", () => {
  it("never throws, and every page it would write is a path a host serves and a file name a disk takes", () => {
    fc.assert(
      fc.property(
        fc.array(articleEvent, { maxLength: 40 }),
        fc.array(profileEvent, { maxLength: 4 }),
        (articleEvents, profileEvents) => {
          const all = events(articleEvents, profileEvents);
          const articles = toArticles(all, { authors: AUTHORS.map(({ pubkey }) => pubkey), now: NOW });
          const profiles = Object.fromEntries(toProfiles(all, NOW));
          const topics = topicsOf(articles);
          const pages = blogPagePaths(articles, topics, AUTHORS);
          const files = [
            ...pages.map(({ path }) => path),
            ...topics.map((topic) => feedPath(topicPath(topic.key))),
            ...AUTHORS.map(({ npub }) => feedPath(`/blog/author/${npub}`)),
          ];
          for (const path of files) {
            // Written as links and the sitemap write it; decoded as hosts and the pre-rendering do.
            const decoded = decodeURI(path);
            expect(encodeURI(decoded)).toBe(path);
            expect(path).toMatch(/^\/blog(\/[^/?#\\]+)+$/);
            for (const segment of decoded.split("/").slice(1)) {
              expect(segment).not.toMatch(/^\.\.?$|\\/);
              expect([...segment].some((char) => char.codePointAt(0)! < 0x20)).toBe(false);
              // The page's data file (`{segment}.data`) included.
              expect(utf8Bytes(`${segment}.data`)).toBeLessThanOrEqual(255);
            }
          }
          for (const topic of topics) {
            // A key is its own key, in any script: the chip's link reaches the topic's own page.
            expect(topicKey(topic.key)).toBe(topic.key);
            expect(Array.from(topic.key).length).toBeLessThanOrEqual(MAX_TOPIC_KEY_LENGTH);
            const resolved = resolveListing({ section: "tag", key: decodeURIComponent(topic.key) }, AUTHORS);
            expect(resolved?.listing).toEqual({ kind: "topic", key: topic.key });
            expect(listedIn(articles, { kind: "topic", key: topic.key })).toHaveLength(topic.count);
          }
          // Every chip an article shows links to a page the build writes.
          const keys = new Set(topics.map((topic) => topic.key));
          for (const article of articles) {
            for (const label of article.topics) if (topicKey(label)) expect(keys.has(topicKey(label))).toBe(true);
          }
          // The feeds the build writes, whole and per topic, are XML.
          expect(feedXml(articles.slice(0, 30), profiles)).toMatch(/^<\?xml[^]*<\/rss>\s*$/);
          for (const topic of topics.slice(0, 3)) {
            feedXml(listedIn(articles, { kind: "topic", key: topic.key }), profiles, undefined, undefined, {
              title: `#${topic.label}`,
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("gives every topic the issue reports named its own short key, the same after NFKC", () => {
    expect(topicKey("café")).toBe(topicKey("cafe\u0301"));
    expect(topicKey("ﾋﾞｯﾄｺｲﾝ")).toBe(topicKey("ビットコイン"));
    expect(topicKey("बिटकॉइन")).toBe("बिटकॉइन");
    expect(topicKey("bitcоin")).not.toBe(topicKey("bitcoin"));
    expect(topicKey("\u202Eevil\u202C")).toBe("evil");
    const expander = topicKey("\uFDFA".repeat(40));
    // Cut at 40 code points, then the "-" it ends with.
    expect(Array.from(expander).length).toBeGreaterThan(MAX_TOPIC_KEY_LENGTH - 3);
    expect(Array.from(expander).length).toBeLessThanOrEqual(MAX_TOPIC_KEY_LENGTH);
    expect(utf8Bytes(expander)).toBeLessThanOrEqual(4 * MAX_TOPIC_KEY_LENGTH);
    // One U+FDFA is 18 characters after NFKC: three of them already fill the key, and forty make the same one.
    expect(Array.from(topicKey("\uFDFA"))).toHaveLength(18);
    expect(expander).toBe(topicKey("\uFDFA".repeat(3)));
  });
});
