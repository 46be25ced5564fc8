// The blog snapshot step (makeBlogSnapshot and blogPaths in ./snapshot.ts) against a real local relay: what
// the build learns from the relays is made once, written to one file, and read back by the pages' loaders.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finalizeEvent, generateSecretKey, getPublicKey } from "nostr-tools/pure";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startRelay } from "../../tools/relay/relay-server.mjs";

type Relay = Awaited<ReturnType<typeof startRelay>>;

const author = generateSecretKey();
const fan = generateSecretKey();
const now = Math.floor(Date.now() / 1000);
const article = finalizeEvent(
  {
    kind: 30023,
    created_at: now - 3600,
    tags: [
      ["d", "snapshot"],
      ["title", "Made Once"],
      ["t", "ecash"],
    ],
    content: "The body.",
  },
  author,
);
const like = finalizeEvent(
  {
    kind: 7,
    created_at: now - 60,
    tags: [
      ["e", article.id],
      ["p", getPublicKey(author)],
    ],
    content: "+",
  },
  fan,
);

let relay: Relay;
let dir: string;
beforeAll(async () => {
  relay = await startRelay({ port: 0, events: [article, like] });
});
afterAll(async () => relay.close());

/** The build-time module as a build configured by `env` loads it (the site's settings are read once, at load). */
async function buildTimeWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const [step, loaders] = await Promise.all([import("./snapshot"), import("../../app/blog/build-data.server")]);
  return { ...step, ...loaders };
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "blog-step-"));
  vi.stubEnv("BUILD_DIR", dir);
  vi.stubEnv("BLOG_ARCHIVE_FROM", ""); // none: a first deploy
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

// Loading the build-time module afresh (the site's settings are read at load) takes seconds on a busy machine.
describe("the blog snapshot step", { timeout: 60_000 }, () => {
  it("reads the relays once, writes one snapshot file beside the site, and the pages read it back", async () => {
    const started = Date.now();
    const buildTime = await buildTimeWith({ VITE_RELAYS: relay.url, VITE_BLOG_AUTHORS: getPublicKey(author) });
    const { paths } = await buildTime.blogPaths();
    expect(paths).toContain("/blog/made-once");
    expect(paths).toContain("/blog/tag/ecash");

    const snapshot = JSON.parse(await readFile(join(dir, "blog-snapshot.json"), "utf8"));
    expect(snapshot.articles.map((a: { title: string }) => a.title)).toEqual(["Made Once"]);
    expect(snapshot.counts[article.id]).toMatchObject({ likes: 1, comments: 0 });
    // Taken before the relays were read, so nothing they held is older than the pages' "since".
    expect(snapshot.builtAt).toBeGreaterThanOrEqual(started - 1000);
    expect(snapshot.builtAt).toBeLessThanOrEqual(Date.now());
    // The site's own files, in the site (which is what gets deployed); the snapshot is not in it.
    for (const file of ["robots.txt", "sitemap.xml", "blog/feed.xml", "blog/archive.json"])
      expect(existsSync(join(dir, "client", file)), file).toBe(true);
    expect(existsSync(join(dir, "client", "blog-snapshot.json"))).toBe(false);

    // A second request for the paths (React Router makes two) reads no relay again.
    const before = relay.wire().reqs;
    await buildTime.blogPaths();
    expect(relay.wire().reqs).toBe(before);

    const page = await buildTime.blogArticleData("made-once");
    expect(page?.article.title).toBe("Made Once");
    expect(page?.counts).toMatchObject({ likes: 1 });
    expect(page?.bodyHtml).toBe("<p>The body.</p>"); // rendered by the step, once
  });

  it("renders the pages again from a previous build's snapshot, asking no relay (BLOG_SNAPSHOT_FROM)", async () => {
    const settings = { VITE_RELAYS: relay.url, VITE_BLOG_AUTHORS: getPublicKey(author) };
    const first = await buildTimeWith(settings);
    const { paths } = await first.blogPaths();

    const previous = dir;
    dir = await mkdtemp(join(tmpdir(), "blog-step-again-"));
    vi.stubEnv("BUILD_DIR", dir);
    const before = relay.wire().reqs;
    const again = await buildTimeWith({ ...settings, BLOG_SNAPSHOT_FROM: previous });
    expect((await again.blogPaths()).paths).toEqual(paths);
    expect(relay.wire().reqs).toBe(before);
    expect(await readFile(join(dir, "blog-snapshot.json"), "utf8")).toBe(
      await readFile(join(previous, "blog-snapshot.json"), "utf8"),
    );
    for (const file of ["sitemap.xml", "blog/feed.xml", "blog/archive.json", "blog/order.json"])
      expect(existsSync(join(dir, "client", file)), file).toBe(true);
    expect((await again.blogArticleData("made-once"))?.bodyHtml).toBe("<p>The body.</p>");
    await rm(previous, { recursive: true, force: true });
  });

  it("writes a snapshot of nothing when no relay answers and no archive holds an article", async () => {
    const buildTime = await buildTimeWith({ VITE_RELAYS: "ws://127.0.0.1:9", VITE_BLOG_AUTHORS: getPublicKey(author) });
    await buildTime.blogPaths();
    expect(await readFile(join(dir, "blog-snapshot.json"), "utf8")).toBe("null");
    expect(await buildTime.blogListData()).toBeNull();
  });
});
