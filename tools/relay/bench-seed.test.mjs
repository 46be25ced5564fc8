import * as nip19 from "nostr-tools/nip19";
import { verifyEvent } from "nostr-tools/pure";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_BLOG_AUTHORS } from "../local-env.mjs";
import {
  ARCHIVE_BENCH_ARTICLE_COUNT,
  ARCHIVE_BENCH_INTERACTION_COUNT,
  generateArchiveBenchSeed,
} from "./bench-seed.mjs";
import { createSigner, demoSecretKey } from "./signer.mjs";

const tag = (event, name) => event.tags.find((t) => t[0] === name)?.[1];

describe("the archive benchmark seed", () => {
  /** @type {any[]} */
  let events = [];
  beforeAll(async () => {
    events = await generateArchiveBenchSeed();
  }, 180_000);

  it("has 1,000 articles by the two demo authors over several years, with overlapping topics", () => {
    const articles = events.filter((e) => e.kind === 30023);
    expect(ARCHIVE_BENCH_ARTICLE_COUNT).toBe(1000);
    expect(articles).toHaveLength(ARCHIVE_BENCH_ARTICLE_COUNT);
    const authors = DEMO_BLOG_AUTHORS.map((npub) => nip19.decode(npub).data);
    expect(new Set(articles.map((a) => a.pubkey))).toEqual(new Set(authors));
    expect(new Set(articles.map((a) => tag(a, "d"))).size).toBe(articles.length);
    expect(new Set(articles.map((a) => tag(a, "title"))).size).toBe(articles.length);
    const times = articles.map((a) => Number(tag(a, "published_at")));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(3 * 365 * 86400);
    const topics = articles.map((a) => a.tags.filter((t) => t[0] === "t").map((t) => t[1]));
    for (const list of topics) expect(list.length).toBeGreaterThanOrEqual(1);
    for (const list of topics) expect(list.length).toBeLessThanOrEqual(3);
    const perTopic = new Map();
    for (const topic of topics.flat()) perTopic.set(topic, (perTopic.get(topic) ?? 0) + 1);
    for (const count of perTopic.values()) expect(count).toBeGreaterThan(100);
    for (const article of articles) expect(article.content.length).toBeGreaterThan(2000);
  });

  it("has 20,000 interactions of every counted kind, spread over all the articles", () => {
    const interactions = events.filter((e) => e.kind !== 30023 && e.kind !== 0);
    expect(ARCHIVE_BENCH_INTERACTION_COUNT).toBe(20000);
    expect(interactions).toHaveLength(ARCHIVE_BENCH_INTERACTION_COUNT);
    expect(new Set(interactions.map((e) => e.kind))).toEqual(new Set([1, 6, 7, 16, 1111, 9735]));
    const articles = events.filter((e) => e.kind === 30023);
    const ids = new Set(articles.map((a) => a.id));
    const addresses = new Set(articles.map((a) => `30023:${a.pubkey}:${tag(a, "d")}`));
    const reached = new Set();
    for (const e of interactions) {
      const targets = e.tags.filter((t) => ids.has(t[1]) || addresses.has(t[1])).map((t) => t[1]);
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) reached.add(target);
    }
    for (const a of articles) {
      expect(reached.has(a.id) || reached.has(`30023:${a.pubkey}:${tag(a, "d")}`)).toBe(true);
    }
    for (const zap of interactions.filter((e) => e.kind === 9735)) {
      expect(tag(zap, "bolt11")).toMatch(/^lnbc\d+n1/);
      expect(JSON.parse(tag(zap, "description")).kind).toBe(9734);
    }
  });

  it("holds each event once, each correctly signed (a sample of 200, and its zap requests)", async () => {
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    const step = Math.floor(events.length / 200);
    const sample = Array.from({ length: 200 }, (_, i) => events[i * step]);
    for (const event of sample) expect(verifyEvent(structuredClone(event))).toBe(true);
    for (const zap of sample.filter((e) => e.kind === 9735)) {
      expect(verifyEvent(JSON.parse(tag(zap, "description")))).toBe(true);
    }
    // The same signatures as the demo seed's (checking) signer gives: the output is deterministic.
    const signer = await createSigner();
    const keys = ["ember-demo-author-team", "ember-demo-author-mara"].map(demoSecretKey);
    for (const article of sample.filter((e) => e.kind === 30023).slice(0, 5)) {
      const key = keys.find((k) => signer.publicKey(k) === article.pubkey);
      expect(signer.sign(article, key)).toEqual(article);
    }
  });
});
