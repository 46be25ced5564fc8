// Relays forget; the site does not (docs/blog.md, "The archive"): a second build, against relays that dropped an
// article and its deletion of another, with the cover's host down, still publishes the article with its cover
// (from the previous build's archive and image copies) and still honours the deletion; a forged event slipped into
// the previous archive is refused. With every relay down the previous archive alone keeps every page; a previous
// archive that cannot be read stops the build, which leaves nothing to deploy.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { join } from "node:path";
import { expect as baseExpect, test } from "@playwright/test";
import type { NostrEvent } from "nostr-tools/pure";
import { localBuildEnv, LOCAL_RELAY_PORTS } from "../../tools/local-env.mjs";
import { startLocalRelays } from "../../tools/relay/local-relays.mjs";
import { startStaticServer } from "../../tools/static-server.mjs";
import {
  ARCHIVE_AUTHOR,
  ARCHIVE_DELETED_ARTICLE,
  ALL_ARTICLES,
  articlesOfPage,
  AUTHOR_ARTICLES,
  COVER_ARTICLES,
  LISTED,
  newArticle,
  PAGE_SIZE,
  SEED,
  TOPIC_ARTICLES,
} from "./blog-data";

// Relay answers can take up to the 5 s query timeout (more on a loaded machine): wait long enough.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Ports of each test's own relays and site, clear of the suite's (LOCAL_RELAY_PORTS) and of each other's (the two
 * tests may run at once).
 */
const BASE = LOCAL_RELAY_PORTS[0]! + 300;
const REBUILD = { relays: [BASE, BASE + 1, BASE + 2], site: BASE + 5 };
const OFFLINE = { relays: [BASE + 10, BASE + 11, BASE + 12], site: BASE + 15 };
/** Ports where no relay ever listens. */
const DOWN = [BASE + 30, BASE + 31, BASE + 32];
const REFUSED = { relays: [BASE + 20, BASE + 21, BASE + 22], site: BASE + 25 };

/**
 * One demo build (`npm run build`, post-build steps included) with its own relays (none: `events` null), into `dir`;
 * its output. A failed build rejects, unless `refused` is set: then it resolves with the output of the failure.
 */
async function build(
  dir: string,
  ports: number[],
  events: NostrEvent[] | null,
  env: Record<string, string>,
  { refused = false } = {},
): Promise<string> {
  const relays = events ? await startLocalRelays({ seed: events, ports, controlPort: null }) : undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      let output = "";
      const child = spawn("npm", ["run", "build"], {
        env: {
          ...process.env,
          ...localBuildEnv(),
          VITE_RELAYS: ports.map((port) => `ws://127.0.0.1:${port}`).join(","),
          BUILD_DIR: dir,
          ...env,
        },
      });
      child.stdout.on("data", (chunk) => (output += String(chunk)));
      child.stderr.on("data", (chunk) => (output += String(chunk)));
      child.on("exit", (code) =>
        (code === 0) !== refused
          ? resolve(output)
          : reject(new Error(refused ? `build did not refuse:\n${output}` : `build failed:\n${output}`)),
      );
    });
  } finally {
    await relays?.stop();
  }
}

/**
 * Topics in other scripts and Unicode forms, each with the key its address takes: decomposed accents, half-width
 * kana, a look-alike (a Cyrillic "о"), a bidi control, combining marks, and an NFKC expander (each U+FDFA is 18
 * characters: the key is cut at 40 after the normalisation).
 */
const WORLD_TOPICS: [string, string][] = [
  ["cafe\u0301", "café"],
  ["Биткоин", "биткоин"],
  ["ﾋﾞｯﾄｺｲﾝ", "ビットコイン"],
  ["bitcоin", "bitcоin"],
  ["\u202Eevil", "evil"],
  ["बिटकॉइन", "बिटकॉइन"],
  [
    "\uFDFA".repeat(40),
    Array.from("\uFDFA".repeat(3).normalize("NFKC").replace(/ /g, "-")).slice(0, 40).join("").replace(/-$/, ""),
  ],
];
const WORLD_TOPICS_ARTICLE = newArticle(
  "Topics Of The Whole World",
  "Every script.",
  WORLD_TOPICS.map(([topic]) => ["t", topic]),
);

/** Each of WORLD_TOPICS has a pre-rendered page linked from the article's chips, a sitemap entry and a feed. */
async function expectTopicPages(dir: string) {
  const client = join(dir, "client");
  const sitemap = await readFile(join(client, "sitemap.xml"), "utf8");
  const article = await readFile(join(client, "blog/topics-of-the-whole-world/index.html"), "utf8");
  for (const [label, cut] of WORLD_TOPICS) {
    const href = `/blog/tag/${encodeURIComponent(cut)}`;
    expect(article, label).toContain(`href="${href}"`);
    expect(sitemap, label).toContain(`${href}</loc>`);
    // A host decodes the address to find the file; every name within 255 bytes.
    const folder = join(client, "blog/tag", cut);
    expect(Buffer.byteLength(cut), label).toBeLessThanOrEqual(160);
    expect(await readFile(join(folder, "index.html"), "utf8"), label).toContain("Topics Of The Whole World");
    expect(await readFile(join(folder, "feed.xml"), "utf8"), label).toContain("Topics Of The Whole World");
    // Every language's copy too (a language that sorts late).
    expect(existsSync(join(client, "zh-cn/blog/tag", cut, "index.html")), label).toBe(true);
  }
}

const addressOf = (event: NostrEvent) => `30023:${event.pubkey}:${event.tags.find((t) => t[0] === "d")?.[1] ?? ""}`;

test("a second build keeps what the relays dropped, with its cover, honours deletions and refuses forgeries", async () => {
  test.setTimeout(420_000);
  // Inside the project (the server build imports its packages from node_modules), in the demo builds' folder.
  await mkdir("build-demo", { recursive: true });
  const root = await mkdtemp(join("build-demo", "rebuild-"));
  let site: Server | undefined;
  try {
    const dropped = COVER_ARTICLES[0]!;
    // First build: every event and an article whose topics no ASCII path holds, the cover's host up (the local
    // control port serves the demo covers).
    const first = join(root, "first");
    await build(first, REBUILD.relays, [...SEED, WORLD_TOPICS_ARTICLE], { BLOG_ARCHIVE_FROM: "" });
    await expectTopicPages(first);
    const firstHtml = await readFile(join(first, "client/blog", dropped.slug, "index.html"), "utf8");
    const copy = firstHtml.match(/\/blog\/img\/[0-9a-f]{16}-\d+\.webp/)?.[0];
    expect(copy, "the first build copied the cover").toBeTruthy();

    // Slip a forged article into the published archive: a real event with its title changed after signing.
    const archivePath = join(first, "client/blog/archive.json");
    const archive = JSON.parse(await readFile(archivePath, "utf8")) as { events: NostrEvent[] };
    const original = archive.events.find((event) => event.kind === 30023)!;
    const forged = {
      ...original,
      tags: [
        ["d", "forged-in-the-archive"],
        ["title", "Forged In The Archive"],
      ],
    };
    archive.events.push(forged);
    await writeFile(archivePath, JSON.stringify(archive));
    site = await startStaticServer({ root: join(first, "client"), port: REBUILD.site, host: "127.0.0.1" });
    // Served as a host serves it: the address percent-encoded, the file found by its decoded name.
    for (const [, key] of WORLD_TOPICS) {
      const response = await fetch(`http://127.0.0.1:${REBUILD.site}/zh-cn/blog/tag/${encodeURIComponent(key)}`);
      expect(response.status, key).toBe(200);
      expect(await response.text(), key).toContain("Topics Of The Whole World");
    }

    // Second build: relays without the dropped article (every version) and without the deletion of the deleted
    // archive article; the image host down; the previous build's archive from its site.
    const deletion = SEED.find(
      (event) => event.kind === 5 && event.tags.some((t) => t[0] === "a" && t[1] === ARCHIVE_DELETED_ARTICLE.address),
    )!;
    const remaining = SEED.filter(
      (event) => event.id !== deletion.id && !(event.kind === 30023 && addressOf(event) === dropped.address),
    );
    const second = join(root, "second");
    const log = await build(second, REBUILD.relays, remaining, {
      BLOG_ARCHIVE_FROM: `http://127.0.0.1:${REBUILD.site}/blog/archive.json`,
      DEMO_WELL_KNOWN_ORIGIN: "http://127.0.0.1:9",
    });

    // The dropped article is still at its URL, with its cover copied from the previous build's copy.
    const html = await readFile(join(second, "client/blog", dropped.slug, "index.html"), "utf8");
    expect(html).toContain(dropped.title.replace(/&/g, "&amp;"));
    const kept = html.match(/\/blog\/img\/[0-9a-f]{16}-\d+\.webp/)?.[0];
    expect(kept).toBe(copy);
    expect(existsSync(join(second, "client", kept!))).toBe(true);
    expect(log).toContain("copied from the previous build's copy");

    // Every article keeps its URL; the deletion still wins; the forged event is refused.
    const sitemap = await readFile(join(second, "client/sitemap.xml"), "utf8");
    for (const article of ALL_ARTICLES) expect(sitemap).toContain(`/blog/${article.slug}</loc>`);
    expect(sitemap).not.toContain(`/blog/${ARCHIVE_DELETED_ARTICLE.slug}</loc>`);
    expect(sitemap).not.toContain("forged-in-the-archive");
    expect(existsSync(join(second, "client/blog/forged-in-the-archive"))).toBe(false);
    expect(log).toMatch(/previous archive .*1 refused/);

    // Third build: every relay down, the previous archive readable: every article keeps its page.
    const offline = join(root, "offline");
    const offlineLog = await build(offline, DOWN, null, {
      BLOG_ARCHIVE_FROM: `http://127.0.0.1:${REBUILD.site}/blog/archive.json`,
    });
    expect(offlineLog).not.toContain("no relay answered at build time");
    const offlineSitemap = await readFile(join(offline, "client/sitemap.xml"), "utf8");
    for (const article of ALL_ARTICLES) {
      expect(offlineSitemap).toContain(`/blog/${article.slug}</loc>`);
      expect(existsSync(join(offline, "client/blog", article.slug, "index.html")), article.slug).toBe(true);
    }
  } finally {
    await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
    await rm(root, { recursive: true, force: true });
  }
});

test("a build whose previous archive cannot be read refuses with one line and leaves nothing to deploy", async () => {
  test.setTimeout(240_000);
  await mkdir("build-demo", { recursive: true });
  const root = await mkdtemp(join("build-demo", "rebuild-"));
  let site: Server | undefined;
  try {
    // A previous site that is up but has no archive, and one that does not answer at all; the relays are up.
    const served = join(root, "served");
    await mkdir(served, { recursive: true });
    await writeFile(join(served, "archive.json"), "<!doctype html><title>Moved</title>");
    site = await startStaticServer({ root: served, port: REFUSED.site, host: "127.0.0.1" });
    for (const from of [
      `http://127.0.0.1:${REFUSED.site}/archive.json`,
      `http://127.0.0.1:${REFUSED.site + 1}/blog/archive.json`,
    ]) {
      const dir = join(root, "site");
      const log = await build(dir, REFUSED.relays, SEED, { BLOG_ARCHIVE_FROM: from }, { refused: true });
      const lines = log.trim().split("\n");
      const line = lines.findLast((text) => text.includes("build refused"));
      expect(line, log).toMatch(new RegExp(`^✖ build refused: the previous archive ${from} could not be read: \\S`));
      expect(existsSync(join(dir, "client")), "no site is left to deploy").toBe(false);
    }
  } finally {
    await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
    await rm(root, { recursive: true, force: true });
  }
});

test("a build that no relay answered: every blog page reads the relays in the browser", async ({ page }) => {
  test.setTimeout(240_000);
  await mkdir("build-demo", { recursive: true });
  const root = await mkdtemp(join("build-demo", "rebuild-"));
  let site: Server | undefined;
  try {
    // A first deploy (no previous archive) with every relay down: nothing is lost, so the build goes on.
    const log = await build(root, OFFLINE.relays, null, { BLOG_ARCHIVE_FROM: "" });
    expect(log).toContain("no relay answered at build time");
    // The relays are up now, at the addresses the build was configured with.
    const relays = await startLocalRelays({ seed: "demo", ports: OFFLINE.relays, controlPort: null });
    site = await startStaticServer({ root: join(root, "client"), port: OFFLINE.site, host: "127.0.0.1" });
    const origin = `http://127.0.0.1:${OFFLINE.site}`;
    const cards = page.getByRole("article").getByRole("heading", { level: 2 });
    const titles = (articles: { title: string }[]) => articles.map((article) => article.title);
    try {
      await page.goto(`${origin}/blog`);
      await expect(cards).toHaveText(titles(LISTED));
      // No article was pre-rendered, so the full-text index is empty: the list's titles and summaries answer.
      const first = LISTED[0]!;
      await page.getByRole("searchbox", { name: "Search articles" }).fill(first.title);
      await expect(
        page.getByRole("list", { name: "Search results" }).getByRole("link", { name: first.title }),
      ).toBeVisible();
      await expect(page.getByRole("search").getByRole("status")).toHaveText(/^\d+ results?$/);
      await page.getByRole("link", { name: "Older articles" }).click();
      await expect(page).toHaveURL(`${origin}/blog/page/2`);
      await expect(cards).toHaveText(titles(articlesOfPage(2)));

      await page.goto(`${origin}/blog/tag/privacy`);
      await expect(cards).toHaveText(titles(TOPIC_ARTICLES("privacy").slice(0, PAGE_SIZE)));
      await page.goto(`${origin}/blog/author/${ARCHIVE_AUTHOR.npub}`);
      await expect(cards).toHaveText(titles(AUTHOR_ARTICLES(ARCHIVE_AUTHOR.pubkey).slice(0, PAGE_SIZE)));

      // The archive's oldest article: past the newest 100, found by paging back.
      const oldest = ALL_ARTICLES.at(-1)!;
      await page.goto(`${origin}/blog/${oldest.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: oldest.title })).toBeVisible();
    } finally {
      await relays.stop();
    }
  } finally {
    await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
    await rm(root, { recursive: true, force: true });
  }
});
