// Relays forget; the site does not (docs/blog.md, "The archive"): a second build, against relays that dropped an
// article and its deletion of another, with the cover's host down, still publishes the article with its cover
// (from the previous build's archive and image copies) and still honours the deletion; a forged event slipped into
// the previous archive is refused.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { join } from "node:path";
import { expect as baseExpect, test } from "@playwright/test";
import type { NostrEvent } from "nostr-tools/pure";
import { localBuildEnv, LOCAL_RELAY_PORTS } from "../../scripts/local-env.mjs";
import { startLocalRelays } from "../../scripts/relay/local-relays.mjs";
import { startStaticServer } from "../../scripts/static-server.mjs";
import {
  ARCHIVE_AUTHOR,
  ARCHIVE_DELETED_ARTICLE,
  ALL_ARTICLES,
  articlesOfPage,
  AUTHOR_ARTICLES,
  COVER_ARTICLES,
  LISTED,
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

/** One demo build (`npm run build`, post-build steps included) with its own relays (none: `events` null), into `dir`. */
async function build(
  dir: string,
  ports: number[],
  events: NostrEvent[] | null,
  env: Record<string, string>,
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
      child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`build failed:\n${output}`))));
    });
  } finally {
    await relays?.stop();
  }
}

const addressOf = (event: NostrEvent) => `30023:${event.pubkey}:${event.tags.find((t) => t[0] === "d")?.[1] ?? ""}`;

test("a second build keeps what the relays dropped, with its cover, honours deletions and refuses forgeries", async () => {
  test.setTimeout(300_000);
  // Inside the project (the server build imports its packages from node_modules), in the demo builds' folder.
  await mkdir("build-demo", { recursive: true });
  const root = await mkdtemp(join("build-demo", "rebuild-"));
  let site: Server | undefined;
  try {
    const dropped = COVER_ARTICLES[0]!;
    // First build: every event, the cover's host up (the local control port serves the demo covers).
    const first = join(root, "first");
    await build(first, REBUILD.relays, SEED, { BLOG_ARCHIVE_FROM: "" });
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
