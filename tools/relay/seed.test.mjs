import { readFileSync } from "node:fs";
import * as nip19 from "nostr-tools/nip19";
import { initNostrWasm } from "nostr-wasm";
import { describe, expect, it } from "vitest";
import { toArticles } from "../../app/blog/model/article";
import { slugify } from "../../app/blog/model/slug";
import { DEMO_BLOG_AUTHORS, DEMO_MUTED_PUBKEYS } from "../local-env.mjs";
import { BENCH_ARTICLE_COUNT, BENCH_INTERACTION_COUNT, generateBenchSeed } from "./bench-seed.mjs";
import {
  ARCHIVE_ARTICLES,
  ARCHIVE_COVER_DS,
  ARCHIVE_DELETED_D,
  ARCHIVE_INTERACTION_DS,
  ARCHIVE_REPLY_D,
  ARCHIVE_SAME_SLUG,
  ARCHIVE_SEARCH_D,
  ARCHIVE_SEARCH_WORD,
  ARCHIVE_SINGLE_TOPIC,
  ARCHIVE_TOPIC_VARIANT,
  ARCHIVE_TOPICS,
} from "./demo-archive.mjs";
import { DELETED_ARTICLE } from "./demo-articles.mjs";
import { DISCUSSION_ARTICLE_D, demoAuthorNpubs, demoMutedNpub, generateDemoSeed, SEED_FILE } from "./generate-seed.mjs";
import { demoSecretKey } from "./signer.mjs";
import { laggingSeed } from "./local-relays.mjs";

// Signatures are checked with the wasm verifier: the pure-JS one is too slow on a busy machine for hundreds of events.
const wasm = await initNostrWasm();
const verifyEvent = (event) => {
  try {
    wasm.verifyEvent(event);
    return true;
  } catch {
    return false;
  }
};

const committed = readFileSync(SEED_FILE, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line));
const tag = (event, name) => event.tags.find((t) => t[0] === name)?.[1];
const articles = committed.filter((event) => event.kind === 30023);

describe("the committed seed", () => {
  it("is exactly what the generator produces (regenerate with node tools/relay/generate-seed.mjs)", async () => {
    expect(await generateDemoSeed()).toEqual(committed);
  }, 60_000);

  it("holds each event once", () => {
    expect(new Set(committed.map((event) => event.id)).size).toBe(committed.length);
  });

  it("holds only correctly signed events, but for one reply forged on purpose", () => {
    const forged = committed.filter((event) => !verifyEvent(structuredClone(event)));
    expect(forged).toHaveLength(1);
    expect(forged[0].kind).toBe(1);
    expect(forged[0].content).toMatch(/forged/);
  });

  it("is written by the demo authors configured for local builds", async () => {
    expect(await demoAuthorNpubs()).toEqual(DEMO_BLOG_AUTHORS);
    const authors = DEMO_BLOG_AUTHORS.map((npub) => nip19.decode(npub).data);
    for (const article of articles) expect(authors).toContain(article.pubkey);
  });

  it("mutes the seed's spammer in demo builds", async () => {
    expect(DEMO_MUTED_PUBKEYS).toEqual([await demoMutedNpub()]);
    const spammer = nip19.decode(DEMO_MUTED_PUBKEYS[0]).data;
    expect(committed.some((event) => event.kind === 1 && event.pubkey === spammer)).toBe(true);
  });

  it("gives one article a discussion with every case the page must show or hide", () => {
    const article = articles.find((a) => tag(a, "d") === DISCUSSION_ARTICLE_D);
    const address = `30023:${article.pubkey}:${DISCUSSION_ARTICLE_D}`;
    const naming = committed.filter(
      (e) => [1, 1111].includes(e.kind) && e.tags.some((t) => t[1] === article.id || t[1] === address),
    );
    const spammer = nip19.decode(DEMO_MUTED_PUBKEYS[0]).data;
    expect(naming.some((e) => e.kind === 1 && e.tags.some((t) => t[0] === "e" && t[1] === article.id))).toBe(true);
    expect(naming.some((e) => e.kind === 1 && !e.tags.some((t) => t[0] === "e"))).toBe(true);
    expect(naming.some((e) => e.kind === 1111 && tag(e, "A") === address)).toBe(true);
    const hostile = naming.find((e) => e.content.includes("<script>"));
    expect(hostile.content).toMatch(/javascript:/);
    expect(hostile.content).toMatch(/<img [^>]*onerror=/);
    expect(naming.some((e) => e.pubkey === spammer)).toBe(true);
    // A reply to another article that only mentions this one, and an answer to a comment.
    expect(naming.some((e) => e.tags.some((t) => t[1] === article.id && t[3] === "mention"))).toBe(true);
    expect(naming.some((e) => e.tags.some((t) => t[0] === "e" && t[3] === "reply" && t[1] !== article.id))).toBe(true);
    expect(naming.some((e) => !verifyEvent(structuredClone(e)))).toBe(true);
  });

  it("covers the fallbacks: an article without image, one without title, one without summary", () => {
    expect(articles.some((a) => tag(a, "image") === undefined && tag(a, "title"))).toBe(true);
    expect(articles.some((a) => tag(a, "title") === undefined)).toBe(true);
    expect(articles.some((a) => tag(a, "summary") === undefined && tag(a, "title"))).toBe(true);
  });

  it("has the spec's sample post: a progress report dated Feb 8, 2025", () => {
    const report = articles.find((a) => /progress report/i.test(tag(a, "title") ?? ""));
    expect(new Date(report.created_at * 1000).toISOString().slice(0, 10)).toBe("2025-02-08");
    expect(tag(report, "published_at")).toBe(String(report.created_at));
  });

  it("has an older and a newer version of one article, and a lagging relay keeps only the older", () => {
    const byD = new Map();
    for (const a of articles)
      byD.set(`${a.pubkey}:${tag(a, "d")}`, [...(byD.get(`${a.pubkey}:${tag(a, "d")}`) ?? []), a]);
    const versions = [...byD.values()].filter((list) => list.length > 1);
    expect(versions).toHaveLength(1);
    const [older, newer] = versions[0].sort((a, b) => a.created_at - b.created_at);
    const lagging = laggingSeed(committed);
    expect(lagging.map((e) => e.id)).toContain(older.id);
    expect(lagging.map((e) => e.id)).not.toContain(newer.id);
  });

  it("uses valid nostr: references of every NIP-19 type", () => {
    const refs = articles.flatMap((a) => [...a.content.matchAll(/nostr:(\w+1[02-9ac-hj-np-z]+)/g)].map((m) => m[1]));
    const types = new Set(refs.map((ref) => nip19.decode(ref).type));
    expect([...types].sort()).toEqual(["naddr", "nevent", "note", "nprofile", "npub"]);
  });

  it("has a few hundred interactions of every counted kind, some referencing articles only by address", () => {
    const interactions = committed.filter(
      (e) =>
        [1, 6, 7, 16, 1111, 9735].includes(e.kind) && e.tags.some((t) => t[0] === "e" || t[0] === "a" || t[0] === "A"),
    );
    expect(interactions.length).toBeGreaterThan(200);
    expect(new Set(interactions.map((e) => e.kind))).toEqual(new Set([1, 6, 7, 16, 1111, 9735]));
    expect(interactions.some((e) => e.kind === 7 && e.content === "+")).toBe(true);
    expect(interactions.some((e) => e.kind === 7 && e.content !== "+")).toBe(true);
    expect(interactions.some((e) => !e.tags.some((t) => t[0] === "e" || t[0] === "E"))).toBe(true);
  });

  it("gives zap receipts a bolt11 amount and the zap request as description", () => {
    const forger = wasm.getPublicKey(demoSecretKey("demo-zap-forger"));
    for (const zap of committed.filter((e) => e.kind === 9735 && e.pubkey !== Buffer.from(forger).toString("hex"))) {
      expect(tag(zap, "bolt11")).toMatch(/^lnbc\d+n1[02-9ac-hj-np-z]+$/);
      const request = JSON.parse(tag(zap, "description"));
      expect(request.kind).toBe(9734);
      expect(verifyEvent(request)).toBe(true);
      expect(tag(zap, "bolt11")).toContain(`lnbc${Number(tag(request, "amount")) / 100}n`);
    }
  });

  it("has one forged zap: a testnet invoice for 1M sats, a request for 1 sat, signed by no zap service", () => {
    const service = Buffer.from(wasm.getPublicKey(demoSecretKey("demo-zap-service"))).toString("hex");
    const forged = committed.filter((e) => e.kind === 9735 && e.pubkey !== service);
    expect(forged).toHaveLength(1);
    const [zap] = forged;
    expect(tag(zap, "bolt11")).toMatch(/^lntb10000000n1/);
    expect(tag(JSON.parse(tag(zap, "description")), "amount")).toBe("1000");
    expect(articles.map((a) => a.id)).toContain(tag(zap, "e"));
  });

  it("has two articles deleted by their author, by id and by address: a recent one, then one in the archive", () => {
    const deletions = committed.filter((e) => e.kind === 5 && e.tags.some((t) => t[0] === "a"));
    expect(deletions).toHaveLength(2);
    const deletedDs = deletions.map((deletion) => {
      const deleted = articles.find((a) => a.id === tag(deletion, "e"));
      expect(deleted.pubkey).toBe(deletion.pubkey);
      expect(tag(deletion, "a")).toBe(`30023:${deleted.pubkey}:${tag(deleted, "d")}`);
      expect(tag(deletion, "k")).toBe("30023");
      expect(deletion.created_at).toBeGreaterThan(deleted.created_at);
      return tag(deleted, "d");
    });
    // The recent one first: the browser tests' DELETED_ARTICLE is the first such deletion.
    expect(deletedDs).toEqual([DELETED_ARTICLE.d, ARCHIVE_DELETED_D]);
  });

  it("has a reply deleted by its author, and one that only somebody else asked to delete", () => {
    const replies = committed.filter((e) => e.kind === 1);
    const byReplies = committed.filter((e) => e.kind === 5 && !e.tags.some((t) => t[0] === "a"));
    expect(byReplies).toHaveLength(2);
    const targets = byReplies.map((deletion) => [deletion, replies.find((r) => r.id === tag(deletion, "e"))]);
    expect(targets.filter(([deletion, reply]) => reply.pubkey === deletion.pubkey)).toHaveLength(1);
    expect(targets.filter(([deletion, reply]) => reply.pubkey !== deletion.pubkey)).toHaveLength(1);
  });

  it("points the newer articles' images at files shipped in public/blog-demo", () => {
    const archive = new Set(ARCHIVE_ARTICLES.map((a) => a.d));
    const images = articles
      .filter((a) => !archive.has(tag(a, "d")))
      .map((a) => tag(a, "image"))
      .filter(Boolean);
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) {
      expect(image).toMatch(/^\/blog-demo\//);
      expect(() => readFileSync(new URL(`../../public${image}`, import.meta.url))).not.toThrow();
    }
  });
});

describe("the committed seed's archive", () => {
  const authors = DEMO_BLOG_AUTHORS.map((npub) => nip19.decode(npub).data);
  const mara = authors[1];
  const archiveDs = new Set(ARCHIVE_ARTICLES.map((a) => a.d));
  const archive = articles.filter((a) => archiveDs.has(tag(a, "d")));
  const newer = articles.filter((a) => !archiveDs.has(tag(a, "d")));
  const shown = toArticles(committed, { authors });
  const byD = (d) => archive.find((a) => tag(a, "d") === d);
  const topicsOf = (event) => event.tags.filter((t) => t[0] === "t").map((t) => t[1]);

  it("has at least 130 articles by mara over three years, all older than the newer articles", () => {
    expect(archive.length).toBeGreaterThanOrEqual(130);
    expect(archive).toHaveLength(ARCHIVE_ARTICLES.length);
    expect(newer).toHaveLength(12);
    for (const a of archive) expect(a.pubkey).toBe(mara);
    const published = archive.map((a) => Number(tag(a, "published_at")));
    expect(Math.max(...published) - Math.min(...published)).toBeGreaterThanOrEqual(3 * 365 * 86400);
    const oldestNewer = Math.min(...newer.map((a) => a.created_at));
    expect(Math.max(...archive.map((a) => a.created_at))).toBeLessThan(oldestNewer);
    // The list, newest first, starts with the newer articles (one published twice; the recent deleted one is not listed).
    const newerShown = new Set(newer.map((a) => tag(a, "d")).filter((d) => d !== DELETED_ARTICLE.d)).size;
    expect(shown.slice(0, newerShown).every((a) => !archiveDs.has(a.identifier))).toBe(true);
    expect(shown.slice(newerShown).every((a) => archiveDs.has(a.identifier))).toBe(true);
    // Weekly-ish: no gap of more than three weeks.
    const times = archive.map((a) => a.created_at).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeLessThan(21 * 86400);
  });

  it("has distinct titles but for two a year apart that give the same slug, which get distinct unique slugs", () => {
    const bySlug = new Map();
    for (const a of articles)
      bySlug.set(slugify(tag(a, "title") ?? ""), [...(bySlug.get(slugify(tag(a, "title") ?? "")) ?? []), a]);
    const shared = [...bySlug.entries()].filter(([, list]) => new Set(list.map((a) => tag(a, "d"))).size > 1);
    expect(shared.map(([slug]) => slug)).toEqual([ARCHIVE_SAME_SLUG.slug]);
    const [older, newerOne] = ARCHIVE_SAME_SLUG.ds.map(byD);
    expect(tag(older, "title")).not.toBe(tag(newerOne, "title"));
    expect(newerOne.created_at - older.created_at).toBeGreaterThanOrEqual(365 * 86400);
    const [olderShown, newerShown] = ARCHIVE_SAME_SLUG.ds.map((d) => shown.find((a) => a.identifier === d));
    expect(olderShown.slug).toBe(ARCHIVE_SAME_SLUG.slug);
    expect(newerShown.slug).toMatch(new RegExp(`^${ARCHIVE_SAME_SLUG.slug}-[0-9a-f]{8,}$`));
    expect(new Set(shown.map((a) => a.slug)).size).toBe(shown.length);
  });

  it("has one article deleted by its author: exactly it is hidden (with the newer deleted one)", () => {
    const addresses = new Set(articles.map((a) => `30023:${a.pubkey}:${tag(a, "d")}`));
    const hidden = [...addresses].filter((address) => !shown.some((a) => a.address === address));
    expect(hidden.sort()).toEqual([`30023:${mara}:${ARCHIVE_DELETED_D}`, `30023:${mara}:${DELETED_ARTICLE.d}`].sort());
    expect(byD(ARCHIVE_DELETED_D)).toBeDefined();
  });

  it("has overlapping topics, one of them spelled two ways, and one used by a single article", () => {
    for (const a of archive) expect(topicsOf(a).length).toBeGreaterThanOrEqual(1);
    for (const a of archive) expect(topicsOf(a).length).toBeLessThanOrEqual(3);
    for (const topic of ARCHIVE_TOPICS) {
      expect(archive.filter((a) => topicsOf(a).some((t) => t.toLowerCase() === topic)).length).toBeGreaterThan(5);
    }
    expect(
      archive.filter((a) => topicsOf(a).filter((t) => ARCHIVE_TOPICS.includes(t.toLowerCase())).length >= 2).length,
    ).toBeGreaterThan(30);
    const { topic, spellings } = ARCHIVE_TOPIC_VARIANT;
    for (const spelling of spellings) expect(archive.some((a) => topicsOf(a).includes(spelling))).toBe(true);
    const onTopicPage = shown.filter((a) => a.topics.some((t) => t.toLowerCase() === topic));
    expect(onTopicPage.some((a) => a.topics.includes(spellings[0]))).toBe(true);
    expect(onTopicPage.some((a) => a.topics.includes(spellings[1]))).toBe(true);
    const single = articles.filter((a) => topicsOf(a).some((t) => t.toLowerCase() === ARCHIVE_SINGLE_TOPIC));
    expect(single).toHaveLength(1);
  });

  it("gives some older archive articles a cover on the demo's image host, none on the newest or on privacy", () => {
    expect(ARCHIVE_COVER_DS.length).toBeGreaterThanOrEqual(5);
    expect(ARCHIVE_COVER_DS.length).toBeLessThanOrEqual(Math.ceil(archive.length * 0.25));
    const newest = [...archive].sort((a, b) => b.created_at - a.created_at).slice(0, 60);
    for (const event of newest) expect(tag(event, "image")).toBeUndefined();
    for (const d of ARCHIVE_COVER_DS) {
      expect(byD(d).tags.some((t) => t[0] === "t" && t[1].toLowerCase() === "privacy")).toBe(false);
    }
    const covers = ARCHIVE_COVER_DS.map((d) => tag(byD(d), "image"));
    for (const image of covers) expect(image).toMatch(/^https:\/\/media\.ember\.example\/covers\/\d+\.png$/);
    expect(new Set(covers).size).toBe(covers.length);
    const withImage = archive.filter((a) => tag(a, "image") !== undefined).map((a) => tag(a, "d"));
    expect(withImage).toEqual(ARCHIVE_COVER_DS);
    for (const d of ARCHIVE_COVER_DS.filter((d) => d !== ARCHIVE_DELETED_D)) {
      expect(shown.find((a) => a.identifier === d).image).toBe(tag(byD(d), "image"));
    }
  });

  it("has a word in exactly one article's body, in no title or summary", () => {
    const word = new RegExp(`\\b${ARCHIVE_SEARCH_WORD}\\b`, "i");
    const found = articles.filter((a) => word.test(a.content));
    expect(found.map((a) => tag(a, "d"))).toEqual([ARCHIVE_SEARCH_D]);
    expect(articles.some((a) => word.test(tag(a, "title") ?? "") || word.test(tag(a, "summary") ?? ""))).toBe(false);
  });

  it("has a few interactions on a few archive articles, a reply among them, all older than the newer articles", () => {
    const ids = new Set(archive.map((a) => a.id));
    const on = committed.filter(
      (e) =>
        e.kind !== 30023 && e.kind !== 5 && e.tags.some((t) => ids.has(t[1]) || archiveDs.has(t[1]?.split(":")[2])),
    );
    const targets = new Set(
      on.map(
        (e) => archive.find((a) => e.tags.some((t) => t[1] === a.id || t[1] === `30023:${mara}:${tag(a, "d")}`)).id,
      ),
    );
    expect(
      [...targets]
        .map((id) =>
          tag(
            archive.find((a) => a.id === id),
            "d",
          ),
        )
        .sort(),
    ).toEqual([...ARCHIVE_INTERACTION_DS].sort());
    expect(on.length).toBeLessThan(80);
    expect(on.some((e) => e.kind === 7)).toBe(true);
    expect(on.some((e) => e.kind === 1 && e.tags.some((t) => t[0] === "e" && t[1] === byD(ARCHIVE_REPLY_D).id))).toBe(
      true,
    );
    const oldestNewer = Math.min(...newer.map((a) => a.created_at));
    for (const e of on) expect(e.created_at).toBeLessThan(oldestNewer);
  });

  it("keeps the seed file small", () => {
    expect(readFileSync(SEED_FILE).length).toBeLessThan(1.5 * 1024 * 1024);
  });
});

describe("the benchmark seed", () => {
  it("has 30 articles and 2000 interactions by the demo authors", async () => {
    const events = await generateBenchSeed();
    expect(events.filter((e) => e.kind === 30023)).toHaveLength(BENCH_ARTICLE_COUNT);
    expect(events.filter((e) => e.kind !== 30023 && e.kind !== 0)).toHaveLength(BENCH_INTERACTION_COUNT);
  }, 60_000);
});
