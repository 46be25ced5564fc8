/**
 * Build-time blog data for pre-rendering (Node only), made by one step before any page renders: the blog snapshot.
 * react-router.config.ts asks for the paths to pre-render (blogPaths), which reads the relays (each author's whole
 * history), the previous build's archive file and the images once (makeBlogSnapshot), renders the bodies, writes the
 * site's files and the snapshot to one data file outside the site (blogSnapshotFile). The blog's loaders, on both
 * pre-rendering threads, read that file and nothing else (app/blog/build-data.server.ts, through
 * builder/vite/blog-snapshot-plugin.mjs): every pre-rendered page agrees with the list of paths, and the pages can be
 * rendered again from it without asking any relay. When no relay answers and no previous archive holds
 * an article, the build goes on without blog data (with a warning) and the pages load their articles in the browser.
 * Any other failure stops the build (refuseBuild).
 */
import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { NostrEvent } from "nostr-tools/core";
import { closeRelayConnections } from "../nostr-node";
import { PROFILE_KIND } from "../../app/nostr/kinds";
import { toArticles, type Article } from "../../app/blog/model/article";
import type { BlogBuildData } from "../../app/blog/build-data.server";
import { displayName, emptyProfile, toProfiles } from "../../app/blog/model/author";
import { feedXml } from "../../app/blog/model/feed";
import { PRODUCT_NAME } from "../../app/config";
import { ORDER_PATH, orderFile } from "../../app/blog/model/order";
import { ARCHIVE_PATH, ARCHIVE_VERSION, archiveEvents, type ArchiveFile } from "../../app/blog/model/archive";
import {
  authorPath,
  blogPagePaths,
  BLOG_PATH,
  type BlogPagePath,
  feedPath,
  listedIn,
  listingPath,
  LIST_PAGE_SIZE,
  pageCount,
  topicPath,
  topicsOf,
  type Listing,
} from "../../app/blog/model/listing";
import { blogAuthors } from "../../app/blog/api/authors";
import type { Profiles } from "../../app/blog/api/profiles";
import type { CountsById } from "../../app/blog/api/relay-contract";
import { LIST_INTERACTION_LIMIT } from "../../app/blog/api/interactions";
import { sinceBuild } from "../../app/blog/model/since-build";
import { readHistory, readPreviousArchive } from "./archive";
import { refuseBuild } from "./refuse-build";
import { resolveLnurlPubkeys } from "../../app/nostr/lud16";
import { verifyNip05s } from "../../app/nostr/nip05";
import { renderBodyHtml } from "./body-html";
import { copyImages } from "./images";
import type { CopiedImage } from "../../app/blog/model/image";
import { imageFetch, WELL_KNOWN_PATHS, wellKnownFetch } from "./well-known-fetch";
import { publicFetch } from "./public-fetch";
import { blogSnapshotFile, clientDir } from "../build-dir.mjs";
import { ARTICLE_NOT_FOUND_PATH, localizedEntries, PAGE_PATHS, robotsTxt, sitemapXml } from "../../app/site/pages";
import { LOCALES } from "../../app/i18n/locales";
import { FEED_PATH } from "../../app/blog/model/meta";
import { isoDate } from "../../app/blog/model/format";

/** Count queries of the build in flight at once (each asks for 30 articles' interactions). */
const COUNT_CONCURRENCY = 4;

/**
 * The blog snapshot: what the build learns from the relays, the previous archive, the authors' domains and the images
 * (null when no relay answered and no archive was read). Writes the site's files beside it (writeSiteFiles).
 */
export async function makeBlogSnapshot(): Promise<BlogBuildData | null> {
  const started = Date.now();
  // The pages ask the relays for what came since (sinceBuild): so the time is taken before anything is read.
  const builtAt = started;
  try {
    const authors = blogAuthors().map((author) => author.pubkey);
    const [history, previous] = await Promise.all([readHistory(authors), readPreviousArchive(authors)]);
    if (history.reached === 0 && previous.events.length === 0) {
      // Nothing to build the blog from, and no article to lose: the previous archive held none, or none is expected
      // (a first deploy). The pages read the relays in the browser.
      console.warn(
        `\n⚠ blog: no relay answered at build time and no previous archive holds an article; ` +
          `/blog and the articles will load in the browser.\n`,
      );
      await writeSiteFiles(null);
      return null;
    }
    const events = mergeById([...history.events, ...previous.events]);
    const articles = toArticles(events, { authors, reserved: previous.slugs });
    const profiles: Profiles = Object.fromEntries(toProfiles(events.filter((event) => event.kind === PROFILE_KIND)));
    console.log(
      `blog: ${articles.length} articles from ${history.reached} relays` +
        (previous.events.length > 0 ? ` and the previous archive` : "") +
        ` in ${Date.now() - started} ms` +
        (history.truncated > 0 ? ` (${history.truncated} relays' histories cut at the page bound)` : ""),
    );
    // The authors' domains, as their images: public addresses only (a name that resolves to this network is refused).
    const fetchWellKnown = wellKnownFetch(undefined, WELL_KNOWN_PATHS, publicFetch());
    const [lnurlPubkeys, verifiedNip05] = await Promise.all([
      resolveLnurlPubkeys(
        authors.map((pubkey) => ({ pubkey, lud16: profiles[pubkey]?.lud16 })),
        fetchWellKnown,
      ),
      verifyNip05s(
        authors.map((pubkey) => ({ pubkey, nip05: profiles[pubkey]?.nip05 })),
        fetchWellKnown,
      ),
    ]);
    console.log(
      `blog: ${Object.keys(lnurlPubkeys).length} zap receipt keys, ${Object.keys(verifiedNip05).length} NIP-05 identifiers verified`,
    );
    const countsStarted = Date.now();
    const { counts, recentCounts } =
      history.reached > 0
        ? await countAll(articles, lnurlPubkeys, sinceBuild(builtAt))
        : { counts: {}, recentCounts: {} };
    console.log(`blog: counts of ${Object.keys(counts).length} articles in ${Date.now() - countsStarted} ms`);
    const imagesStarted = Date.now();
    const images = await copyImages(
      [
        ...articles.flatMap((article) => (article.image ? [{ url: article.image, slot: "cover" as const }] : [])),
        ...Object.values(profiles).flatMap((profile) =>
          profile.picture ? [{ url: profile.picture, slot: "avatar" as const }] : [],
        ),
      ],
      {
        outDir: join(clientDir(), IMAGE_PATH),
        publicPath: IMAGE_PATH,
        fetch: imageFetch(),
        previous: (url) =>
          previous.images[url] && previous.from ? new URL(previous.images[url], previous.from).toString() : undefined,
        warn: (message) => console.warn(message),
      },
    );
    console.log(`blog: ${Object.keys(images).length} images copied in ${Date.now() - imagesStarted} ms`);
    const archive: ArchiveFile = {
      version: ARCHIVE_VERSION,
      builtAt,
      events: archiveEvents(events, articles),
      images: Object.fromEntries(Object.entries(images).map(([url, copy]) => [url, largestFile(copy)])),
      slugs: Object.fromEntries(articles.map((article) => [article.address, article.slug])),
    };
    const bodiesStarted = Date.now();
    const bodies = Object.fromEntries(articles.map((article) => [article.id, renderBody(article)]));
    console.log(`blog: ${articles.length} bodies rendered in ${Date.now() - bodiesStarted} ms`);
    const data: BlogBuildData = {
      articles,
      bodies,
      profiles,
      lnurlPubkeys,
      verifiedNip05,
      counts,
      recentCounts,
      images,
      topics: topicsOf(articles),
      archive,
      builtAt,
    };
    await writeSiteFiles(data);
    return data;
  } catch (error) {
    // Anything else (the previous archive expected but unreadable, a file that cannot be written) would publish
    // less than the live site: the build stops and leaves nothing to deploy.
    return refuseBuild(error);
  } finally {
    closeRelayConnections();
  }
}

/**
 * The files the build writes beside the pages (as resource routes, each would add its entry to the route manifest
 * every page loads): robots.txt, sitemap.xml (the site's pages and every blog page the build wrote), the blog's
 * feed of its newest 30, each topic's and author's feed, the archive for the next build (/blog/archive.json) and
 * the listing order that pre-rendered pages may need between builds (/blog/order.json).
 */
async function writeSiteFiles(data: BlogBuildData | null): Promise<void> {
  const site = clientDir();
  const write = async (path: string, text: string) => {
    const file = join(site, ...path.split("/").map((segment) => decodeURIComponent(segment)));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  const articles = data?.articles ?? [];
  const profiles = data?.profiles ?? {};
  await write("/robots.txt", robotsTxt());
  const blogPages = data ? pagePathsOf(data) : [];
  await write(
    "/sitemap.xml",
    sitemapXml([
      ...PAGE_PATHS.flatMap((path) => localizedEntries(path, LOCALES)),
      ...blogPages.flatMap(({ path, lastmod, article }) => {
        const day = lastmod === undefined ? undefined : isoDate(lastmod)?.slice(0, 10);
        // An article has one address, in English; the listings exist in every language.
        return article ? [{ path, lastmod: day }] : localizedEntries(path, LOCALES, day);
      }),
    ]),
  );
  await write(FEED_PATH, feedXml(articles.slice(0, LIST_PAGE_SIZE), profiles));
  await write(ARCHIVE_PATH, JSON.stringify(data?.archive ?? emptyArchive()));
  if (!data) return;
  await write(ORDER_PATH, JSON.stringify(orderFile(articles, data.builtAt)));
  const feed = (listing: Listing, link: string, title: string) =>
    write(
      feedPath(link),
      feedXml(listedIn(articles, listing).slice(0, LIST_PAGE_SIZE), profiles, undefined, undefined, {
        title,
        self: feedPath(link),
        link,
      }),
    );
  for (const topic of data.topics) {
    await feed({ kind: "topic", key: topic.key }, topicPath(topic.key), `${PRODUCT_NAME} blog: #${topic.label}`);
  }
  for (const { pubkey, npub } of blogAuthors()) {
    const name = displayName(profiles[pubkey] ?? emptyProfile(pubkey), "article");
    await feed({ kind: "author", pubkey }, authorPath(npub), `${PRODUCT_NAME} blog: ${name}`);
  }
}

function emptyArchive(): ArchiveFile {
  return { version: ARCHIVE_VERSION, builtAt: Date.now(), events: [], images: {}, slugs: {} };
}

/** Where the build writes its image copies, under the site. */
const IMAGE_PATH = "/blog/img";

/** The largest width's file of a copy: the last of its srcset. */
function largestFile(copy: CopiedImage): string {
  return copy.srcSet.split(",").at(-1)!.trim().split(/\s+/)[0]!;
}

function mergeById(events: NostrEvent[]): NostrEvent[] {
  return [...new Map(events.map((event) => [event.id, event])).values()];
}

/**
 * Every article's counts, by the browser's own counting (the same gate, filters, signature and NIP-57 checks), each
 * article counted on its own, 30 articles a batch as the list asks; with the part dated from `recentFrom` on, which
 * the pages ask for again. A batch that fails leaves its articles without counts.
 */
async function countAll(
  articles: Article[],
  lnurlPubkeys: Record<string, string>,
  recentFrom: number,
): Promise<{ counts: CountsById; recentCounts: CountsById }> {
  const batches = Array.from({ length: Math.ceil(articles.length / LIST_PAGE_SIZE) }, (_, i) =>
    articles.slice(i * LIST_PAGE_SIZE, (i + 1) * LIST_PAGE_SIZE),
  );
  // Loaded here as app/blog/api/relay.ts loads it: a static import made every build warn that the dynamic one
  // could not split the module off (INEFFECTIVE_DYNAMIC_IMPORT, in the server bundle, where it changes nothing).
  const { countOnRelaysForBuild } = await import("../../app/blog/api/relay-work");
  const counts: CountsById = {};
  const recentCounts: CountsById = {};
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      const found = await countOnRelaysForBuild(batch, LIST_INTERACTION_LIMIT, lnurlPubkeys, recentFrom).catch(
        () => ({}),
      );
      for (const [id, { counts: all, recent }] of Object.entries(found)) {
        counts[id] = all;
        if (recent) recentCounts[id] = recent;
      }
    }
  };
  await Promise.all(Array.from({ length: COUNT_CONCURRENCY }, worker));
  return { counts, recentCounts };
}

/** Every page of the blog the build fills (blogPagePaths), for the configured authors. */
function pagePathsOf(data: BlogBuildData): BlogPagePath[] {
  return blogPagePaths(data.articles, data.topics, blogAuthors());
}

/** The snapshot step, once per build: React Router asks its config for the paths more than once. */
let step: Promise<BlogBuildData | null> | undefined;

/**
 * Makes the blog snapshot and writes its file, before any page renders; with BLOG_SNAPSHOT_FROM, takes a previous
 * build's instead (reuseSnapshot).
 */
function snapshotStep(): Promise<BlogBuildData | null> {
  const from = process.env.BLOG_SNAPSHOT_FROM?.trim();
  step ??= (from ? reuseSnapshot(from) : makeBlogSnapshot()).then(async (data) => {
    await writeFile(blogSnapshotFile(), JSON.stringify(data)).catch(refuseBuild);
    return data;
  });
  return step;
}

/**
 * The pages rendered again without asking any relay: the snapshot of a previous build's folder (`from`, e.g. a copy of
 * build/), its image copies and the site's files made from it. A snapshot that cannot be read stops the build.
 */
async function reuseSnapshot(from: string): Promise<BlogBuildData | null> {
  try {
    const file = blogSnapshotFile({ BUILD_DIR: from });
    const data = JSON.parse(await readFile(file, "utf8")) as BlogBuildData | null;
    if (data && Object.keys(data.images).length > 0) {
      await cp(join(from, "client", IMAGE_PATH), join(clientDir(), IMAGE_PATH), { recursive: true });
    }
    await writeSiteFiles(data);
    console.log(`blog: ${data?.articles.length ?? 0} articles from the snapshot ${file}; no relay read`);
    return data;
  } catch (error) {
    return refuseBuild(error);
  }
}

/**
 * A topic that no article carries: its pre-rendered pages read the relays in the browser, as an unknown topic does.
 * React Router refuses a build-time loader that no pre-rendered path reaches, so a build without topics (or
 * without a second page somewhere) pre-renders such placeholder paths; they are in no sitemap.
 */
export const PLACEHOLDER_TOPIC = "topic-not-found";

/**
 * The articles pre-rendered in every language: those of the blog's first page (the newest 30). Every other article is
 * pre-rendered at its one address, in English; under another language's prefix it loads through that language's SPA
 * fallback, with the English page's data as the build's copy (api/build-copy.ts). Eleven copies of every article made
 * a 1,000-article build 951 MB, against GitHub Pages' 1 GB cap (docs/decisions/articles-in-english-only.md).
 */
export const ARTICLES_IN_EVERY_LANGUAGE = LIST_PAGE_SIZE;

/**
 * Paths to pre-render, decoded: every page of pagePathsOf, and one path for each listing route the archive does not
 * reach (a page beyond the build's: the browser reads it from the relays). `englishOnly`: the articles past the
 * newest ARTICLES_IN_EVERY_LANGUAGE, pre-rendered in English only (the others are pre-rendered in every language).
 */
export async function blogPaths(): Promise<{ paths: string[]; englishOnly: Set<string> }> {
  const data = await snapshotStep();
  const pages = data ? pagePathsOf(data).map(({ path }) => path) : [];
  const topics = data?.topics.map((topic) => topic.key) ?? [];
  const authors = blogAuthors().map(({ npub }) => npub);
  const placeholders = [
    // A build without articles pre-renders the article route once, at a path that shows "Article not found".
    ...(data?.articles.length ? [] : [ARTICLE_NOT_FOUND_PATH]),
    listingPath(BLOG_PATH, pageCount(data?.articles.length ?? 0) + 1),
    topicPath(topics[0] ?? PLACEHOLDER_TOPIC),
    topicPath(topics[0] ?? PLACEHOLDER_TOPIC, (data?.topics[0] ? pageCount(data.topics[0].count) : 1) + 1),
    ...authors.map((npub) => authorPath(npub)),
    ...authors.slice(0, 1).map((npub) => authorPath(npub, 2)),
  ];
  // React Router matches a pre-rendered request by its decoded path, and writes each page's file where the list
  // says: so the list holds paths as a host decodes them (/blog/tag/café), not as links and the sitemap write them.
  const englishOnly = (data?.articles ?? [])
    .slice(ARTICLES_IN_EVERY_LANGUAGE)
    .map((article) => decodeURI(`/blog/${article.slug}`));
  return {
    paths: [...new Set([...pages, ...placeholders].map((path) => decodeURI(path)))],
    englishOnly: new Set(englishOnly),
  };
}

/**
 * The article's body as HTML, as the page's markdown renderer shows it, so the pre-rendered page hydrates
 * without loading it. Markdown that takes too long to parse is shown as plain text, here as in the browser.
 */
function renderBody(article: Article): string {
  return renderBodyHtml(article.content, (reason) => {
    console.warn(`blog: the body of "${article.title}" is shown as plain text (${reason})`);
  });
}
