// Expectations for the blog's browser tests, derived from the local relay's seed with the blog's own
// (unit-tested) model, and DEMO ONLY signing for events the tests inject into their scoped relays.
import { decode, npubEncode } from "nostr-tools/nip19";
import { finalizeEvent, getPublicKey, verifyEvent, type NostrEvent } from "nostr-tools/pure";
import { toArticle, toArticles, type Article } from "../../app/blog/model/article";
import type { Filter } from "nostr-tools/filter";
import { countInteractions, interactionFilters } from "../../app/blog/model/counts";
import { reduceEvents } from "../../app/nostr/reduce";
import { flattenReplies, loadDiscussionPage, type Reply } from "../../app/blog/model/replies";
import { DEMO_BLOG_AUTHORS, DEMO_MUTED_PUBKEYS } from "../../scripts/local-env.mjs";
import {
  ARCHIVE_COVER_DS,
  ARCHIVE_DELETED_D,
  ARCHIVE_SAME_SLUG,
  ARCHIVE_SEARCH_D,
  ARCHIVE_SEARCH_WORD,
  ARCHIVE_SINGLE_TOPIC,
  ARCHIVE_TOPIC_VARIANT,
  ARCHIVE_TOPICS,
} from "../../scripts/relay/demo-archive.mjs";
import { DISCUSSION_ARTICLE_D } from "../../scripts/relay/generate-seed.mjs";
import { loadSeed } from "../../scripts/relay/local-relays.mjs";
import { MemoryEventRepository } from "../../scripts/relay/memory-repository.mjs";
import { demoSecretKey } from "../../scripts/relay/signer.mjs";

/** What the local relays serve: the committed seed and the flood in front of its discussion. */
export const SEED: NostrEvent[] = await loadSeed("demo");

const AUTHORS = DEMO_BLOG_AUTHORS.map((npub) => decode(npub).data as string);

/** The seed's events whose signatures hold: all a page ever accepts (the seed forges one reply's on purpose). */
export const SIGNED = SEED.filter((event) => verifyEvent(structuredClone(event)));
export const FORGED = SEED.filter((event) => !SIGNED.includes(event));

/** The seed as the relays store it (signed events only, each filter's newest `limit`, 500 at most). */
const relayStore = new MemoryEventRepository(SIGNED);
const relayAnswer = (filters: Filter[]) => reduceEvents(filters.flatMap((filter) => relayStore.find(filter)));

/**
 * The articles the list shows, newest first, and the counts each card shows: each article's own, as if it were alone
 * on the relays (its queries, limit 500 per filter, answered from the relays' storage, counted by the app's rule).
 * The flood on the discussion article fills its own counter's 500, and no other article's.
 */
export const ARTICLES = toArticles(SEED, { authors: AUTHORS });
/** The articles /blog lists: the newest 30 (the others are on /blog/page/2 and after). */
export const LISTED = ARTICLES.slice(0, 30);
type SeedArticle = (typeof ARTICLES)[number];
/** One article's counts under `limit` per filter, from its own queries alone. */
function ownCounts(article: SeedArticle, limit: number, options: Parameters<typeof countInteractions>[3] = {}) {
  const events = interactionFilters([article], limit).flatMap(relayAnswer);
  return countInteractions([article], events, limit, options).get(article.id)!;
}
/** The counts a listing page's cards show for its articles (limit 500 per filter, each article on its own). */
export function listCounts(articles: SeedArticle[]) {
  return new Map(articles.map((article) => [article.id, ownCounts(article, 500)]));
}
export const LIST_COUNTS = listCounts(ARTICLES);
/** The counts an article's own page shows: its own queries (limit 100 per filter), answered from the relays. */
export function articlePageCounts(article: SeedArticle) {
  return ownCounts(article, 100);
}
/** The list's counts with the zap requests' signatures checked: the sats a page that checks them shows. */
export const VERIFIED_COUNTS = new Map(
  ARTICLES.map((article) => [
    article.id,
    ownCounts(article, 500, { verify: (event) => verifyEvent(structuredClone(event)) }),
  ]),
);

/** The seed's article that its author deleted (kind 5): in the seed, never on the site. */
const deletion = SEED.find((event) => event.kind === 5 && event.tags.some((tag) => tag[0] === "a"))!;
export const DELETED_ARTICLE = toArticle(
  SEED.find((event) => event.id === deletion.tags.find((t) => t[0] === "e")![1])!,
);

/** The seed's article with a forged zap receipt (signed by no zap service, testnet invoice). */
const zapService = SEED.find((event) => event.kind === 9735)!.pubkey;
const forgedZap = SEED.find((event) => event.kind === 9735 && event.pubkey !== zapService)!;
export const FORGED_ZAP_ARTICLE = ARTICLES.find((article) =>
  forgedZap.tags.some((t) => t[0] === "e" && t[1] === article.id),
)!;

/**
 * The seed's article with a discussion, and the replies its page shows first: the app's own loading (unit-tested)
 * over the seed in a relay's storage with a relay's limits, muted as demo builds are.
 */
export const DISCUSSION_ARTICLE = ARTICLES.find((article) => article.identifier === DISCUSSION_ARTICLE_D)!;
export const MUTED = new Set(DEMO_MUTED_PUBKEYS.map((npub) => decode(npub).data as string));
const DISCUSSION_PAGE = await loadDiscussionPage(DISCUSSION_ARTICLE, null, async (filters) => relayAnswer(filters), {
  muted: MUTED,
});
/** The direct replies, newest first (their answers inside). */
export const DISCUSSION: Reply[] = DISCUSSION_PAGE.replies;
/** Every reply and answer shown, depth first, as the page lists them. */
export const DISCUSSION_ALL: Reply[] = flattenReplies(DISCUSSION);
/** A reply's text as the page shows it. */
export const replyText = (reply: Reply) => reply.parts.map((part) => part.text).join("");

/** The seed's profiles (kind 0 content, one per key). */
const PROFILES = new Map<string, { name?: string; display_name?: string; picture?: string }>(
  SIGNED.filter((event) => event.kind === 0).map((event) => [event.pubkey, JSON.parse(event.content)]),
);
/** The name the article page shows for an author: display name, else name, else "Anonymous" and the npub's start. */
export function replyAuthorName(pubkey: string): string {
  const profile = PROFILES.get(pubkey);
  return profile?.display_name || profile?.name || `Anonymous ${npubEncode(pubkey).slice(0, 8)}...`;
}
export const replyAuthorPicture = (pubkey: string) => PROFILES.get(pubkey)?.picture ?? "";

/** DEMO ONLY key of the seed's second author ("Mara Quill"), derived from a public label (scripts/relay/signer.mjs). */
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

// The archive (scripts/relay/demo-archive.mjs): mara's older articles, for the older pages, topic pages, author
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

/** The articles of a topic page (/blog/tag/{topic}), newest first: a `t` tag equal to `topic` whatever its case. */
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
export const SAME_SLUG_ARTICLES = ARCHIVE_SAME_SLUG.ds.map(byIdentifier) as [Article, Article];

/** The archive article its author deleted (kind 5): in the seed, never listed, found or pre-rendered. */
export const ARCHIVE_DELETED_ARTICLE = toArticle(
  SEED.find((event) => event.kind === 30023 && event.tags.some((t) => t[0] === "d" && t[1] === ARCHIVE_DELETED_D))!,
);

/** The `d` tags of the archive articles with a cover on the demo's image host (media.ember.example/covers/{n}.png). */
export { ARCHIVE_COVER_DS };
/** Those articles, newest first. */
export const COVER_ARTICLES = ALL_ARTICLES.filter((article) => ARCHIVE_COVER_DS.includes(article.identifier));

/** A word only one article's body holds (in no title or summary), and that article: what search must find. */
export const SEARCH_WORD: string = ARCHIVE_SEARCH_WORD;
export const SEARCH_ARTICLE = byIdentifier(ARCHIVE_SEARCH_D);
