import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Article } from "./model/article";
import type { BlogBuildData } from "./build-data.server";

const snapshotFile = () => join(dir, "blog-snapshot.json");

/** The loaders' module as a fresh pre-rendering thread loads it: it reads the snapshot once. */
async function loaders() {
  vi.resetModules();
  return import("./build-data.server");
}

/** Two articles of one author, as a snapshot holds them. */
const article = (n: number): Article => ({
  id: `${n}`.repeat(64),
  pubkey: "a".repeat(64),
  identifier: `article-${n}`,
  address: `30023:${"a".repeat(64)}:article-${n}`,
  createdAt: 1_700_000_000 + n,
  publishedAt: 1_700_000_000 + n,
  title: `Article ${n}`,
  summary: `Summary ${n}`,
  topics: ["ecash"],
  content: `Body of article ${n}.`,
  slug: `article-${n}`,
});

const snapshotOf = (articles: Article[]): BlogBuildData => ({
  articles,
  bodies: Object.fromEntries(articles.map((a) => [a.id, `<p>${a.content}</p>`])),
  profiles: {},
  lnurlPubkeys: {},
  verifiedNip05: {},
  counts: { [articles[0]!.id]: { comments: 3, reposts: 2, likes: 1, zaps: 0, zapSats: 0 } },
  recentCounts: {},
  images: {},
  topics: [{ key: "ecash", label: "ecash", count: articles.length }],
  archive: { version: 1, builtAt: 1, events: [], images: {}, slugs: {} } as unknown as BlogBuildData["archive"],
  builtAt: 1_700_000_500_000,
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "blog-snapshot-"));
  vi.stubEnv("BUILD_DIR", dir);
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

describe("the pages' blog data", () => {
  it("comes from the snapshot's file beside the site, and from nothing else", async () => {
    await writeFile(snapshotFile(), JSON.stringify(snapshotOf([article(2), article(1)])));
    const buildData = await loaders();
    const list = await buildData.blogListData();
    expect(list?.articles.map((a) => a.title)).toEqual(["Article 2", "Article 1"]);
    expect(list?.articles[0]?.content).toBeUndefined(); // a list carries no bodies
    expect(list?.counts).toEqual({ ["2".repeat(64)]: { comments: 3, reposts: 2, likes: 1, zaps: 0, zapSats: 0 } });
    expect(list?.builtAt).toBe(1_700_000_500_000);
    const page = await buildData.blogArticleData("article-1");
    expect(page?.article.title).toBe("Article 1");
    expect(page?.bodyHtml).toContain("Body of article 1.");
    expect(await buildData.blogArticleData("no-such-article")).toBeNull();
  });

  it("is none when the snapshot says no relay answered the build", async () => {
    await writeFile(snapshotFile(), "null");
    expect(await (await loaders()).blogListData()).toBeNull();
  });

  it("stops the page with one line when no snapshot was made", async () => {
    await expect((await loaders()).blogListData()).rejects.toThrow(/^blog: no snapshot at .*blog-snapshot\.json/);
  });
});
