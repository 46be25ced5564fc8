// Expectations for the blog's browser tests: the literal tables of ./seed-expectations.ts (what the demo seed shows on
// the site, written out, never worked out by the app's own rules), joined to the seed's events for what an event
// itself holds (its author, `d` tag and body); and DEMO ONLY signing for events the tests inject into their scoped
// relays.
import { decode, npubEncode } from "nostr-tools/nip19";
import { finalizeEvent, getPublicKey, type NostrEvent } from "nostr-tools/pure";
import { DEMO_MUTED_PUBKEYS } from "../../tools/local-env.mjs";
import {
  ARCHIVE_COVER_DS,
  ARCHIVE_DELETED_D,
  ARCHIVE_SAME_SLUG,
  ARCHIVE_SEARCH_D,
  ARCHIVE_SEARCH_WORD,
  ARCHIVE_SINGLE_TOPIC,
  ARCHIVE_TOPIC_VARIANT,
  ARCHIVE_TOPICS,
} from "../../tools/relay/demo-archive.mjs";
import { loadSeed } from "../../tools/relay/local-relays.mjs";
import { demoSecretKey } from "../../tools/relay/signer.mjs";
import {
  ARTICLE_ROWS,
  DELETED_ROWS,
  DISCUSSION_D,
  DISCUSSION_ROWS,
  FORGED_ZAP,
  type SeedArticleRow,
  type SeedCounts,
  type SeedReplyRow,
} from "./seed-expectations";

/** What the local relays serve: the committed seed and the flood in front of its discussion. */
export const SEED: NostrEvent[] = await loadSeed("demo");

/** An article as the tests know it: the table's row, and what its event holds. */
export interface SeedArticle extends SeedArticleRow {
  pubkey: string;
  /** The `d` tag. */
  identifier: string;
  /** `30023:<pubkey>:<d>`. */
  address: string;
  /** The markdown body. */
  content: string;
}

function seedArticle<T extends { id: string }>(row: T): T & Omit<SeedArticle, keyof SeedArticleRow> {
  const event = SEED.find((candidate) => candidate.id === row.id && candidate.kind === 30023);
  if (!event) throw new Error(`seed-expectations.ts names an article the seed does not hold: ${row.id}`);
  const identifier = event.tags.find((tag) => tag[0] === "d")?.[1] ?? "";
  return {
    ...row,
    pubkey: event.pubkey,
    identifier,
    address: `30023:${event.pubkey}:${identifier}`,
    content: event.content,
  };
}

/** Every article the site lists, newest first. */
export const ARTICLES: SeedArticle[] = ARTICLE_ROWS.map(seedArticle);
/** The articles /blog lists: the newest 30 (the others are on /blog/page/2 and after). */
export const LISTED = ARTICLES.slice(0, 30);

/** The counts each card of a listing page shows, by article id. */
export const listCounts = (articles: SeedArticle[]) =>
  new Map<string, SeedCounts>(articles.map((article) => [article.id, article.counts]));
export const LIST_COUNTS = listCounts(ARTICLES);
/** The counts an article's own page shows. */
export const articlePageCounts = (article: SeedArticle): SeedCounts => article.pageCounts ?? article.counts;

/** The seed's article that its author deleted (kind 5): in the seed, never on the site. */
export const DELETED_ARTICLE = seedArticle(DELETED_ROWS[0]!);

/** The seed's article with a forged zap receipt (signed by no zap service, testnet invoice). */
export const FORGED_ZAP_ARTICLE = ARTICLES.find((article) => article.id === FORGED_ZAP.id)!;
/** The sats its card shows: the valid receipts' only, never the forged one's. */
export const FORGED_ZAP_TOTAL = FORGED_ZAP.total;

/** The seed's article with a discussion. */
export const DISCUSSION_ARTICLE = ARTICLES.find((article) => article.identifier === DISCUSSION_D)!;
export const MUTED = new Set(DEMO_MUTED_PUBKEYS.map((npub) => decode(npub).data as string));

/** A reply its page shows, with the answers shown under it. */
export interface SeedReply extends SeedReplyRow {
  answers: SeedReply[];
}
/** Every reply and answer shown, depth first, as the page lists them. */
export const DISCUSSION_ALL: SeedReply[] = DISCUSSION_ROWS.map((row) => ({ ...row, answers: [] }));
// Each answer goes under the nearest reply before it one level up.
for (const [index, reply] of DISCUSSION_ALL.entries()) {
  if (reply.depth === 0) continue;
  const parent = DISCUSSION_ALL.slice(0, index).findLast((before) => before.depth === reply.depth - 1)!;
  parent.answers.push(reply);
}
/** The direct replies, newest first (their answers inside). */
export const DISCUSSION: SeedReply[] = DISCUSSION_ALL.filter((reply) => reply.depth === 0);
/** The picture the article's author shows beside a reply: the team's profile picture (its kind 0 in the seed). */
export const AUTHOR_PICTURE = "/blog-demo/avatar-ember.svg";

/** DEMO ONLY key of the seed's second author ("Mara Quill"), derived from a public label (tools/relay/signer.mjs). */
const MARA_KEY = demoSecretKey("ember-demo-author-mara");

export function signAsDemoAuthor(template: { kind: number; tags: string[][]; content: string; created_at?: number }) {
  return finalizeEvent({ created_at: Math.floor(Date.now() / 1000), ...template }, MARA_KEY);
}

export function newArticle(title: string, content: string, extraTags: string[][] = []) {
  return signAsDemoAuthor({
    kind: 30023,
    tags: [["d", `e2e-${title.toLowerCase().replace(/\W+/g, "-")}`], ["title", title], ...extraTags],
    content,
  });
}

// The archive (tools/relay/demo-archive.mjs): mara's older articles, for the older pages, topic pages, author
// pages and search.

/** The archive's author, "Mara Quill" (DEMO ONLY key). */
export const ARCHIVE_AUTHOR = { pubkey: getPublicKey(MARA_KEY), npub: npubEncode(getPublicKey(MARA_KEY)) };

/** Every article the site lists, newest first (the same as ARTICLES): /blog, then /blog/page/2, ... */
export const ALL_ARTICLES = ARTICLES;

/** Articles per list page. */
export const PAGE_SIZE = 30;
/** How many list pages there are: /blog is page 1, /blog/page/N the others. */
export const PAGE_COUNT = Math.ceil(ALL_ARTICLES.length / PAGE_SIZE);
/** The articles of list page `n` (1 is /blog), newest first; none past the last page. */
export const articlesOfPage = (n: number) => ALL_ARTICLES.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);

/** The articles of a topic page (/blog/tag/{topic}), newest first: a topic chip equal to `topic` whatever its case. */
export const TOPIC_ARTICLES = (topic: string) =>
  ALL_ARTICLES.filter((article) => article.topics.some((t) => t.toLowerCase() === topic.toLowerCase()));
/** Topics on several archive articles; one of them spelled two ways (ARCHIVE_TOPIC_VARIANT); one on one article. */
export { ARCHIVE_TOPICS, ARCHIVE_TOPIC_VARIANT, ARCHIVE_SINGLE_TOPIC };

/** The articles of one author (ARCHIVE_AUTHOR.pubkey for mara), newest first. */
export const AUTHOR_ARTICLES = (pubkey: string) => ALL_ARTICLES.filter((article) => article.pubkey === pubkey);

const byIdentifier = (d: string) => ALL_ARTICLES.find((article) => article.identifier === d)!;

/**
 * Two archive articles whose titles give the same slug, a year apart, older first: the older keeps the bare slug
 * ("notes-on-fees"), the newer gets a suffixed one.
 */
export const SAME_SLUG_ARTICLES = ARCHIVE_SAME_SLUG.ds.map(byIdentifier) as [SeedArticle, SeedArticle];

/** The archive article its author deleted (kind 5): in the seed, never listed, found or pre-rendered. */
export const ARCHIVE_DELETED_ARTICLE = seedArticle(DELETED_ROWS[1]!);
if (ARCHIVE_DELETED_ARTICLE.identifier !== ARCHIVE_DELETED_D) throw new Error("DELETED_ROWS[1] is not the archive's");

/** The `d` tags of the archive articles with a cover on the demo's image host (media.ember.example/covers/{n}.png). */
export { ARCHIVE_COVER_DS };
/** Those articles, newest first. */
export const COVER_ARTICLES = ALL_ARTICLES.filter((article) => ARCHIVE_COVER_DS.includes(article.identifier));

/** A word only one article's body holds (in no title, summary or topic), and that article: what search must find. */
export const SEARCH_WORD: string = ARCHIVE_SEARCH_WORD;
export const SEARCH_ARTICLE = byIdentifier(ARCHIVE_SEARCH_D);
