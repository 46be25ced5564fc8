// The noise a hostile crowd can put in front of a discussion, generated when the demo relays start (2,000 signed
// events would weigh a megabyte in seed-events.jsonl). Deterministic: fixed times after the seed's newest event,
// DEMO ONLY keys derived from public labels (signer.mjs). All of it is newer than the discussion's real replies,
// so a client that reads only the relays' first 500 per filter sees none of them (docs/product.md, "Discussion").
import { createSigner, demoSecretKey } from "./signer.mjs";

export const FLOOD = { mentions: 500, commentsOnComments: 500, muted: 1000 };

const dOf = (event) => event.tags.find((tag) => tag[0] === "d")?.[1];

/**
 * The flood on the article with `d` = `discussionD`: notes that only mention it, NIP-22 comments on some other
 * comment under it (`commentId`, default: the muted key's reply, which never shows; half of them also carry the
 * article's address in a lowercase `a` tag, so they match the discussion's own filters), and replies by the muted
 * key `mutedLabel`. `start`: the first event's time (default: a minute after the seed's newest event).
 * @param {any[]} seed
 * @param {{ discussionD: string, mutedLabel: string, start?: number, commentId?: string }} options
 */
export async function generateDemoFlood(seed, { discussionD, mutedLabel, start: first, commentId }) {
  const signer = await createSigner();
  const article = seed.find((event) => event.kind === 30023 && dOf(event) === discussionD);
  const address = `30023:${article.pubkey}:${discussionD}`;
  const muted = demoSecretKey(mutedLabel);
  const mutedPubkey = signer.publicKey(muted);
  const parentId =
    commentId ?? seed.find((event) => event.kind === 1 && event.pubkey === mutedPubkey)?.id ?? "0".repeat(64);
  const other = seed.find((event) => event.kind === 30023 && event.id !== article.id);
  const start = first ?? Math.max(...seed.map((event) => event.created_at)) + 60;
  const keys = Array.from({ length: 10 }, (_, i) => demoSecretKey(`demo-flood-${i}`));
  const events = [];
  let t = start;
  for (let i = 0; i < FLOOD.mentions; i++) {
    const tags = [
      ["e", other.id, "", "root"],
      ["e", article.id, "", "mention"],
      ["a", address, "", "mention"],
    ];
    events.push(signer.sign({ kind: 1, created_at: t++, tags, content: `Flood: a mention (${i})` }, keys[i % 10]));
  }
  for (let i = 0; i < FLOOD.commentsOnComments; i++) {
    const tags = [
      ["A", address],
      ["K", "30023"],
      ["e", parentId],
      ["k", "1"],
    ];
    if (i % 2 === 0) tags.push(["a", address]);
    const content = `Flood: a comment on a comment (${i})`;
    events.push(signer.sign({ kind: 1111, created_at: t++, tags, content }, keys[i % 10]));
  }
  for (let i = 0; i < FLOOD.muted; i++) {
    const tags = [["e", article.id, "", "root"]];
    events.push(signer.sign({ kind: 1, created_at: t++, tags, content: `Flood: a muted reply (${i})` }, muted));
  }
  return events;
}
