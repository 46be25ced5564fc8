// Expectations for the blog's browser tests, derived from the local relay's seed with the blog's own
// (unit-tested) model, and DEMO ONLY signing for events the tests inject into their scoped relays.
import { readFileSync } from "node:fs";
import { finalizeEvent, type NostrEvent } from "nostr-tools/pure";
import { toArticles } from "../../app/blog/article";
import { countInteractions } from "../../app/blog/interactions";
import { demoSecretKey } from "../../scripts/relay/signer.mjs";

export const SEED: NostrEvent[] = readFileSync(
  new URL("../../scripts/relay/seed-events.jsonl", import.meta.url),
  "utf8",
)
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));

/** The articles the list shows, newest first, and the counts each card shows (list limit 500). */
export const ARTICLES = toArticles(SEED);
export const LIST_COUNTS = countInteractions(ARTICLES, SEED, 500);

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
