// Writes tests/e2e/seed-expectations.ts: what the demo seed shows on the site, as literal tables the browser tests
// compare the pages with. `node tools/relay/seed-expectations.mjs`, after a deliberate change to the seed
// (generate-seed.mjs, demo-articles.mjs, demo-archive.mjs, demo-flood.mjs), then read the diff.
//
// The figures are worked out here with the app's own model (its articles, counts and discussion rules), which is what
// the tables must never follow blindly: were a rule wrong, this script would write the wrong figure and the tests
// would agree with it. So regenerate only when the seed changed on purpose, never to make a failing test pass, and
// check that every changed line is one the seed's change explains (the counts also stand in the pre-rendered
// build-demo/client/blog/index.html of a demo build, whose cards the tests read).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decode, npubEncode } from "nostr-tools/nip19";
import { verifyEvent } from "nostr-tools/pure";
import { runnerImport } from "vite";
import { DEMO_BLOG_AUTHORS, DEMO_MUTED_PUBKEYS } from "../local-env.mjs";
import { ARCHIVE_DELETED_D } from "./demo-archive.mjs";
import { DISCUSSION_ARTICLE_D } from "./generate-seed.mjs";
import { loadSeed } from "./local-relays.mjs";
import { MemoryEventRepository } from "./memory-repository.mjs";

const OUT = fileURLToPath(new URL("../../tests/e2e/seed-expectations.ts", import.meta.url));
/** The app's modules, evaluated as Vite does (they are TypeScript and read import.meta.env). */
const appModule = async (file) => (await runnerImport(resolve(file), { configFile: false, logLevel: "silent" })).module;
const [
  { toArticle, toArticles },
  { countInteractions, interactionFilters },
  { reduceEvents },
  replies,
  { formatZapTotal },
] = await Promise.all([
  appModule("app/blog/model/article.ts"),
  appModule("app/blog/model/counts.ts"),
  appModule("app/nostr/reduce.ts"),
  appModule("app/blog/model/replies.ts"),
  appModule("app/blog/model/format.ts"),
]);

const seed = await loadSeed("demo");
const verify = (event) => verifyEvent(structuredClone(event));
const signed = seed.filter(verify);
const authors = DEMO_BLOG_AUTHORS.map((npub) => decode(npub).data);

// The relays' storage: signed events only, each filter's newest `limit`, 500 at most.
const store = new MemoryEventRepository(signed);
const answer = (filters) => reduceEvents(filters.flatMap((filter) => store.find(filter)));

const articles = toArticles(seed, { authors });
/** One article's counts under `limit` per filter, from its own queries alone (as each card and page asks). */
function ownCounts(article, limit, options = {}) {
  const events = interactionFilters([article], limit).flatMap(answer);
  return countInteractions([article], events, limit, options).get(article.id);
}
const figures = ({ comments, reposts, likes, zaps }) => ({ comments, reposts, likes, zaps });
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function articleRow(article) {
  const event = seed.find((candidate) => candidate.id === article.id);
  const list = figures(ownCounts(article, 500));
  const page = figures(ownCounts(article, 100));
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    publishedAt: article.publishedAt,
    minutes: Math.max(1, Math.ceil(event.content.length / 1000)),
    topics: article.topics,
    ...(article.image ? { image: article.image } : {}),
    counts: list,
    ...(same(list, page) ? {} : { pageCounts: page }),
  };
}

const deletion = seed.find((event) => event.kind === 5 && event.tags.some((tag) => tag[0] === "a"));
const deleted = toArticle(seed.find((event) => event.id === deletion.tags.find((tag) => tag[0] === "e")[1]));
const archiveDeleted = toArticle(
  seed.find((event) => event.kind === 30023 && event.tags.some((t) => t[0] === "d" && t[1] === ARCHIVE_DELETED_D)),
);
const deletedRow = ({ id, slug, title }) => ({ id, slug, title });

const zapService = seed.find((event) => event.kind === 9735).pubkey;
const forgedZap = seed.find((event) => event.kind === 9735 && event.pubkey !== zapService);
const forgedZapArticle = articles.find((article) => forgedZap.tags.some((t) => t[0] === "e" && t[1] === article.id));

const discussionArticle = articles.find((article) => article.identifier === DISCUSSION_ARTICLE_D);
const muted = new Set(DEMO_MUTED_PUBKEYS.map((npub) => decode(npub).data));
const discussion = await replies.loadDiscussionPage(discussionArticle, null, async (filters) => answer(filters), {
  muted,
});
const profiles = new Map(
  signed.filter((event) => event.kind === 0).map((event) => [event.pubkey, JSON.parse(event.content)]),
);
const authorName = (pubkey) => {
  const profile = profiles.get(pubkey);
  return profile?.display_name || profile?.name || `Anonymous ${npubEncode(pubkey).slice(0, 8)}...`;
};
const discussionRows = [];
const walk = (list, depth) => {
  for (const reply of list) {
    const text = reply.parts.map((part) => part.text).join("");
    discussionRows.push({
      id: reply.id,
      depth,
      kind: reply.kind,
      author: authorName(reply.pubkey),
      text: text.split("\n")[0].slice(0, 120),
    });
    walk(reply.answers, depth + 1);
  }
};
walk(discussion.replies, 0);

/** A value as Prettier would write it on one line: `{ key: "value", list: [1, 2] }`. */
const literal = (value) => {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value && typeof value === "object")
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item)}`)
      .join(", ")} }`;
  return JSON.stringify(value);
};
/** Rows one a line, which Prettier is told to leave alone: a table to read down. */
const table = (rows) => `[\n${rows.map((row) => `  ${literal(row)},`).join("\n")}\n]`;

const source = `// Generated by \`node tools/relay/seed-expectations.mjs\`: what the demo seed (tools/relay/seed-events.jsonl and
// the flood of tools/relay/demo-flood.mjs) shows on the site, as the browser tests expect it. Literal on purpose: a
// wrong rule in the app (a count, an order, a slug, a reply shown or hidden) makes the tests fail instead of moving
// the expectation with it. The seed is deterministic, so these change only when the seed does: then regenerate them
// and read the diff (the script's header says how), never regenerate to make a failing test pass.

/** A card's and an article page's four figures. */
export interface SeedCounts {
  comments: number;
  reposts: number;
  likes: number;
  zaps: number;
}

/** An article as the site shows it: its URL, title, date (Unix seconds), read time, topics, cover and counts. */
export interface SeedArticleRow {
  id: string;
  slug: string;
  title: string;
  publishedAt: number;
  /** "{minutes} min read". */
  minutes: number;
  topics: string[];
  image?: string;
  /** What the list's card shows (500 per counter at most). */
  counts: SeedCounts;
  /** What the article's own page shows, where it differs from the card (100 per counter at most). */
  pageCounts?: SeedCounts;
}

/** Every article the site lists, newest first: /blog shows the first 30, /blog/page/2 the next, and so on. */
// prettier-ignore
export const ARTICLE_ROWS: SeedArticleRow[] = ${table(articles.map(articleRow))};

/** The seed's articles their authors deleted (kind 5): the newer one, then the archive's. Never on the site. */
// prettier-ignore
export const DELETED_ROWS: { id: string; slug: string; title: string }[] = ${table([deleted, archiveDeleted].map(deletedRow))};

/** The article whose zaps include a forged receipt (its sats are never added), and the total its card shows. */
export const FORGED_ZAP = { id: ${JSON.stringify(forgedZapArticle.id)}, total: ${JSON.stringify(formatZapTotal(ownCounts(forgedZapArticle, 500, { verify }).zapSats))} };

/** A reply of the discussion as its article's page shows it. */
export interface SeedReplyRow {
  id: string;
  /** 0 for a direct reply; an answer is one more than the reply it answers, at most 3 (deeper ones show at 3). */
  depth: number;
  kind: number;
  /** The name shown beside it. */
  author: string;
  /** The start of its first line as shown (at most 120 characters). */
  text: string;
}

/** The discussion article's replies, in the page's order: newest first, each followed by its answers. */
export const DISCUSSION_D = ${JSON.stringify(DISCUSSION_ARTICLE_D)};
// prettier-ignore
export const DISCUSSION_ROWS: SeedReplyRow[] = ${table(discussionRows)};
`;
writeFileSync(OUT, source);
execFileSync("npx", ["prettier", "--write", OUT], { stdio: "inherit" });
