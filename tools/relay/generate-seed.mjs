// Generates the local relay's seed: `node tools/relay/generate-seed.mjs` rewrites
// tools/relay/seed-events.jsonl. Output is deterministic (fixed timestamps, keys derived from
// labels, fixed signing entropy): the committed file changes only when this script changes.
//
// DEMO ONLY: every secret key used here is derived from a public label in signer.mjs. These are
// throwaway demo identities for local runs and tests; never publish with them or send them funds.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as nip19 from "nostr-tools/nip19";
import { encodeBolt11 } from "./bolt11.mjs";
import { ARCHIVE_ARTICLES, ARCHIVE_INTERACTION_DS, ARCHIVE_REPLY_D } from "./demo-archive.mjs";
import { DELETED_ARTICLE, DEMO_ARTICLES, LONG_D_ARTICLE, VERSIONED_ARTICLE } from "./demo-articles.mjs";
import { createSigner, demoSecretKey } from "./signer.mjs";

export const SEED_FILE = fileURLToPath(new URL("./seed-events.jsonl", import.meta.url));

/** DEMO ONLY key labels (see signer.mjs). */
const AUTHOR_KEY_LABELS = { team: "ember-demo-author-team", mara: "ember-demo-author-mara" };
const READER_KEY_LABELS = ["reader-alice", "reader-bob", "reader-carol", "reader-dave", "reader-erin", "reader-frank"];
const ZAP_SERVICE_KEY_LABEL = "demo-zap-service";
/** Signs a forged zap receipt: a key that is no author's LNURL server. */
const FORGER_KEY_LABEL = "demo-zap-forger";
/** A reader whose replies demo builds mute (VITE_MUTED_PUBKEYS, tools/local-env.mjs). */
export const MUTED_KEY_LABEL = "demo-muted-spammer";
/** Repliers whose profiles pass for someone else: the team's name and picture, and "Ember Support". */
const IMPOSTOR_KEY_LABELS = { team: "demo-impostor-team", support: "demo-impostor-support" };

/** The demo article with a discussion: replies of every kind the page must show, and some it must never show. */
export const DISCUSSION_ARTICLE_D = "ecash-and-lightning";

/** Where the demo events say they live (NIP-19 relay hints); the local relays serve them anyway. */
const RELAY_HINT = "ws://127.0.0.1:7101";

/**
 * The demo's NIP-05 and lightning address live under the reserved `.example` domain (RFC 2606: it never
 * resolves): demo builds answer their lookups from the local control server (demo-well-known.mjs), so they
 * are checked without leaving the machine, and a wallet that scans the demo's tip QR code pays nobody.
 */
export const DEMO_NIP05 = { team: "team@ember.example" };
export const DEMO_LIGHTNING_ADDRESS = { team: "tips@ember.example" };

const PROFILES = {
  // Full profile: display_name, picture, nip05 (verified by the demo build), lightning address (the tip).
  team: {
    name: "ember",
    display_name: "Ember Team",
    picture: "/blog-demo/avatar-ember.svg",
    about: "Demo profile for local runs: the team behind the wallet.",
    nip05: DEMO_NIP05.team,
    lud16: DEMO_LIGHTNING_ADDRESS.team,
  },
  // Only a name, no picture, no lightning address: exercises the display-name, handle and avatar fallbacks
  // and an article without a tip.
  mara: { name: "Mara Quill" },
};

const COMMENTS = [
  "Clearest explanation of this I have read so far.",
  "Bookmarked. Sending this to my brother who keeps asking me about it.",
  "Does this work the same way on testnet?",
  "Great write-up, thank you!",
  "The table alone is worth it.",
  "I tried this last week and it took five minutes. Recommended.",
  "Would love a follow-up on backups.",
  "Small typo in the second section, otherwise perfect.",
  "This is why I keep coming back to nostr long-form.",
  "How does this compare with on-chain privacy techniques?",
];

const REACTIONS = ["+", "+", "+", "+", "+", "🔥", "🤙", "-", "❤️", "+"];

const ZAP_AMOUNTS = [21, 100, 210, 500, 1000, 2100, 5000, 21000];

/** Small deterministic PRNG (mulberry32) so interaction counts vary per article but never between runs. */
function random(seedText) {
  let seed = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const between = (rand, min, max) => min + Math.floor(rand() * (max - min + 1));

export async function createIdentities() {
  const signer = await createSigner();
  const identity = (label) => {
    const secretKey = demoSecretKey(label);
    return { secretKey, pubkey: signer.publicKey(secretKey) };
  };
  return {
    signer,
    authors: { team: identity(AUTHOR_KEY_LABELS.team), mara: identity(AUTHOR_KEY_LABELS.mara) },
    readers: READER_KEY_LABELS.map(identity),
    zapService: identity(ZAP_SERVICE_KEY_LABEL),
    forger: identity(FORGER_KEY_LABEL),
    spammer: identity(MUTED_KEY_LABEL),
    impostors: { team: identity(IMPOSTOR_KEY_LABELS.team), support: identity(IMPOSTOR_KEY_LABELS.support) },
  };
}

/** The npub demo builds mute: the seed's spammer. */
export async function demoMutedNpub() {
  const { spammer } = await createIdentities();
  return nip19.npubEncode(spammer.pubkey);
}

/** The demo authors' npubs, in the order the site lists them (team first). */
export async function demoAuthorNpubs() {
  const { authors } = await createIdentities();
  return [nip19.npubEncode(authors.team.pubkey), nip19.npubEncode(authors.mara.pubkey)];
}

function articleTags({ d, title, summary, publishedAt, image, topics }) {
  const tags = [["d", d]];
  if (title !== undefined) tags.push(["title", title]);
  if (summary !== undefined) tags.push(["summary", summary]);
  if (publishedAt !== undefined) tags.push(["published_at", String(publishedAt)]);
  if (image !== undefined) tags.push(["image", image]);
  for (const topic of topics) tags.push(["t", topic]);
  return tags;
}

/**
 * Interactions for one article, from the demo readers. Beyond the spec (the site counts them too):
 * kind 16 generic reposts, kind 1111 comments, and some events that reference the article only by
 * its address (`a` = 30023:<pubkey>:<d>).
 */
export function interactionsFor(article, ids, { min = 18, max = 48 } = {}) {
  const { signer, readers, zapService } = ids;
  const address = `30023:${article.pubkey}:${article.tags.find((t) => t[0] === "d")[1]}`;
  const rand = random(article.id);
  const events = [];
  const count = between(rand, min, max);
  let time = article.created_at + 600;
  for (let i = 0; i < count; i++) {
    time += between(rand, 300, 36000);
    const reader = pick(rand, readers);
    const byAddressOnly = rand() < 0.12;
    const ref = byAddressOnly
      ? [["a", address]]
      : [
          ["e", article.id, RELAY_HINT, "root"],
          ["a", address],
        ];
    const roll = rand();
    let template;
    if (roll < 0.25) {
      template = { kind: 1, tags: [...ref, ["p", article.pubkey]], content: pick(rand, COMMENTS) };
    } else if (roll < 0.6) {
      template = {
        kind: 7,
        tags: [...ref.slice(0, 1), ["p", article.pubkey], ["k", "30023"]],
        content: pick(rand, REACTIONS),
      };
    } else if (roll < 0.68) {
      template = {
        kind: 6,
        tags: [
          ["e", article.id, RELAY_HINT],
          ["p", article.pubkey],
        ],
        content: "",
      };
    } else if (roll < 0.74) {
      template = { kind: 16, tags: [...ref, ["p", article.pubkey], ["k", "30023"]], content: "" };
    } else if (roll < 0.84) {
      template = {
        kind: 1111,
        tags: [
          ["A", address, RELAY_HINT],
          ...(byAddressOnly ? [] : [["E", article.id, RELAY_HINT, article.pubkey]]),
          ["K", "30023"],
          ["P", article.pubkey],
          ["a", address, RELAY_HINT],
          ["k", "30023"],
          ["p", article.pubkey],
        ],
        content: pick(rand, COMMENTS),
      };
    } else {
      const sats = pick(rand, ZAP_AMOUNTS);
      const request = signer.sign(
        {
          kind: 9734,
          created_at: time - 5,
          tags: [
            ["relays", RELAY_HINT],
            ["amount", String(sats * 1000)],
            ["p", article.pubkey],
            ["e", article.id],
          ],
          content: rand() < 0.3 ? "Thanks for writing this!" : "",
        },
        reader.secretKey,
      );
      const description = JSON.stringify(request);
      events.push(
        signer.sign(
          {
            kind: 9735,
            created_at: time,
            tags: [
              ["p", article.pubkey],
              ["P", reader.pubkey],
              ["e", article.id],
              ["bolt11", encodeBolt11({ sats, timestamp: time - 5, description, seed: request.id })],
              ["description", description],
            ],
            content: "",
          },
          zapService.secretKey,
        ),
      );
      continue;
    }
    events.push(signer.sign({ ...template, created_at: time }, reader.secretKey));
  }
  return events;
}

/** Every event of the demo seed, in a stable order. */
export async function generateDemoSeed() {
  const ids = await createIdentities();
  const { signer, authors, readers } = ids;
  const events = [];

  for (const [who, profile] of Object.entries(PROFILES)) {
    events.push(
      signer.sign(
        { kind: 0, created_at: 1735689600, tags: [], content: JSON.stringify(profile) },
        authors[who].secretKey,
      ),
    );
  }
  const readerProfiles = [
    [readers[0], { name: "alice" }],
    // A reader with a picture: replies show avatars.
    [readers[1], { name: "bob", display_name: "Bob Builder", picture: "/blog-demo/avatar-reader.svg" }],
    [ids.spammer, { name: "Demo Spammer" }],
    // Impostors: the team's own name and picture, and the product's name with the site's own icon. Replies show
    // the start of their npub beside the name, and a drawn avatar instead of the picture.
    [ids.impostors.team, { ...PROFILES.team, nip05: undefined, lud16: undefined }],
    [ids.impostors.support, { name: "ember_support", display_name: "Ember Support", picture: "/favicon.svg" }],
  ];
  for (const [reader, profile] of readerProfiles) {
    events.push(
      signer.sign({ kind: 0, created_at: 1735689600, tags: [], content: JSON.stringify(profile) }, reader.secretKey),
    );
  }

  const announcement = signer.sign(
    {
      kind: 1,
      created_at: 1739000000,
      tags: [["t", "ecash"]],
      content: "New on the blog soon: a series on ecash, Lightning and self-custody.",
    },
    authors.team.secretKey,
  );
  events.push(announcement);

  const naddr = (who, d) =>
    nip19.naddrEncode({ kind: 30023, pubkey: authors[who].pubkey, identifier: d, relays: [RELAY_HINT] });
  const refs = {
    npubTeam: nip19.npubEncode(authors.team.pubkey),
    nprofileReader: nip19.nprofileEncode({ pubkey: readers[0].pubkey, relays: [RELAY_HINT] }),
    noteAnnouncement: nip19.noteEncode(announcement.id),
    neventAnnouncement: nip19.neventEncode({
      id: announcement.id,
      relays: [RELAY_HINT],
      author: authors.team.pubkey,
      kind: 1,
    }),
    naddrEcash: naddr("team", "ecash-and-lightning"),
    naddrFees: naddr("team", VERSIONED_ARTICLE.d),
  };

  const articles = [];
  for (const article of DEMO_ARTICLES) {
    articles.push(
      signer.sign(
        { kind: 30023, created_at: article.createdAt, tags: articleTags(article), content: article.body(refs) },
        authors[article.author].secretKey,
      ),
    );
  }
  const versioned = VERSIONED_ARTICLE;
  for (const version of [versioned.older, versioned.newer]) {
    const tags = articleTags({ ...versioned, ...version, publishedAt: version.createdAt });
    const event = signer.sign(
      { kind: 30023, created_at: version.createdAt, tags, content: version.body },
      authors[versioned.author].secretKey,
    );
    // The older version goes out as is; the newer one joins the articles (and gets interactions).
    if (version === versioned.newer) articles.push(event);
    else events.push(event);
  }
  // An article whose `d` tag no naddr can carry (4,000 bytes): it opens, without nostr links of its own.
  const longD = LONG_D_ARTICLE;
  articles.push(
    signer.sign(
      { kind: 30023, created_at: longD.createdAt, tags: articleTags(longD), content: longD.body() },
      authors[longD.author].secretKey,
    ),
  );
  events.push(...articles);
  for (const article of articles) events.push(...interactionsFor(article, ids));
  events.push(...deletedArticle(ids));
  events.push(forgedZap(articles[0], ids));
  const byD = (d) => articles.find((article) => article.tags.some((t) => t[0] === "d" && t[1] === d));
  events.push(...discussion(byD(DISCUSSION_ARTICLE_D), byD("esim-data-abroad"), ids));
  // Last, so every event above keeps its place: the archive (./demo-archive.mjs), older than all of the above.
  events.push(...archive(ids));
  return events;
}

/**
 * The archive's articles (oldest first), a few interactions on a few of them (all older than the newer articles),
 * a reader's reply on one, and its author's deletion request for one (by id and by address, as deletedArticle).
 */
function archive(ids) {
  const { signer, authors, readers } = ids;
  const events = [];
  const signed = new Map();
  for (const spec of ARCHIVE_ARTICLES) {
    const { secretKey } = authors[spec.author];
    const article = signer.sign(
      { kind: 30023, created_at: spec.createdAt, tags: articleTags(spec), content: spec.body() },
      secretKey,
    );
    signed.set(spec.d, article);
    events.push(article);
    if (spec.deletedAt === undefined) continue;
    events.push(
      signer.sign(
        {
          kind: 5,
          created_at: spec.deletedAt,
          tags: [
            ["e", article.id],
            ["a", addressOf(article)],
            ["k", "30023"],
          ],
          content: "Withdrawn: these predictions did not hold up.",
        },
        secretKey,
      ),
    );
  }
  for (const d of ARCHIVE_INTERACTION_DS) events.push(...interactionsFor(signed.get(d), ids, { min: 3, max: 8 }));
  const replied = signed.get(ARCHIVE_REPLY_D);
  events.push(
    signer.sign(
      {
        kind: 1,
        created_at: replied.created_at + 7200,
        tags: [
          ["e", replied.id, RELAY_HINT, "root"],
          ["a", addressOf(replied), RELAY_HINT, "root"],
          ["p", replied.pubkey],
        ],
        content: "Which wallet did the café use? I am going there in the spring.",
      },
      readers[2].secretKey,
    ),
  );
  return events;
}

const addressOf = (article) => `30023:${article.pubkey}:${article.tags.find((t) => t[0] === "d")[1]}`;

/**
 * The discussion of one article, beyond its generated interactions: a NIP-22 comment by a reader with a picture,
 * a reply by address only, a hostile reply (markup, script text, a javascript: link), a reply by the article's
 * author (the "Author" mark), two impostors, a thread of answers four levels deep, a tall reply (a thousand lines of
 * invisible characters, then more lines than fit), a URL followed by 1,986 closing brackets, and what must never
 * show there: a reply by the muted spammer, a reply to another article that mentions this one, a reply deleted by
 * its own author (beside one "deleted" by somebody else, which stays), and a reply whose signature is forged.
 * The flood of noise newer than all of them is generated when the relays start (./demo-flood.mjs).
 */
function discussion(article, otherArticle, { signer, readers, spammer, authors, impostors }) {
  const address = addressOf(article);
  const at = (hours) => article.created_at + hours * 3600;
  const reply = (who, hours, tags, content) =>
    signer.sign({ kind: 1, created_at: at(hours), tags: [...tags, ["p", article.pubkey]], content }, who.secretKey);
  const root = [
    ["e", article.id, RELAY_HINT, "root"],
    ["a", address, RELAY_HINT, "root"],
  ];
  const nip22 = signer.sign(
    {
      kind: 1111,
      created_at: at(30),
      tags: [
        ["A", address, RELAY_HINT],
        ["E", article.id, RELAY_HINT, article.pubkey],
        ["K", "30023"],
        ["P", article.pubkey],
        ["a", address, RELAY_HINT],
        ["e", article.id, RELAY_HINT, article.pubkey],
        ["k", "30023"],
        ["p", article.pubkey],
      ],
      content: "A NIP-22 comment: which mints does the wallet trust by default?",
    },
    readers[1].secretKey,
  );
  const hostile = reply(
    readers[4],
    29,
    root,
    [
      '<script>window.replyRan = true; alert("reply")</script>',
      '<img src="x" onerror="window.replyRan = true"> <b>not bold</b> <a href="javascript:alert(1)">click me</a>',
      "javascript:alert(document.cookie)",
      "[markdown link](javascript:window.replyRan=true) **not bold either**",
      "A real link: https://example.com/ember-demo?from=reply.",
    ].join("\n"),
  );
  const forged = reply(readers[5], 27, root, "This reply's signature was forged.");
  forged.sig = `${forged.sig.slice(0, -8)}${forged.sig.slice(-8) === "00000000" ? "11111111" : "00000000"}`;
  // A thread under the NIP-22 comment: a NIP-10 answer, the author's NIP-22 answer to it, and two deeper ones
  // (the fourth level shows at the third).
  const answer1 = reply(
    readers[0],
    33,
    [...root.slice(0, 1), ["e", nip22.id, RELAY_HINT, "reply"]],
    "An answer to Bob's comment, not to the article.",
  );
  const answer2 = signer.sign(
    {
      kind: 1111,
      created_at: at(34),
      tags: [
        ["A", address, RELAY_HINT],
        ["K", "30023"],
        ["P", article.pubkey],
        ["e", answer1.id, RELAY_HINT, answer1.pubkey],
        ["k", "1"],
        ["p", answer1.pubkey],
      ],
      content: "The author answers: the wallet trusts no mint by default, you choose.",
    },
    authors.team.secretKey,
  );
  const answer3 = reply(
    readers[1],
    35,
    [...root.slice(0, 1), ["e", answer2.id, RELAY_HINT, "reply"]],
    "Thanks, clear.",
  );
  const answer4 = reply(
    readers[2],
    36,
    [...root.slice(0, 1), ["e", answer3.id, RELAY_HINT, "reply"]],
    "A fourth-level answer: shown at the third level.",
  );
  const deleted = reply(readers[3], 37, root, "A reply its author deleted: it never shows.");
  const notReallyDeleted = reply(readers[0], 38, root, "Somebody else asked to delete this reply: it stays.");
  const deletion = (who, target) =>
    signer.sign(
      {
        kind: 5,
        created_at: at(39),
        tags: [
          ["e", target.id],
          ["k", "1"],
        ],
        content: "deleted",
      },
      who.secretKey,
    );
  const tall = reply(
    readers[5],
    40,
    root,
    [
      "A tall reply: a thousand lines of no-break, zero-width and ideographic spaces follow, then forty lines.",
      ...Array.from({ length: 1000 }, (_, i) => ["\u00a0", "\u200b", "\u3000", "\u2800"][i % 4].repeat(3)),
      ...Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of the tall reply.`),
    ].join("\n"),
  );
  return [
    nip22,
    hostile,
    reply(readers[2], 28, [["a", address]], "Replying by address only: does the mint see my balance?"),
    reply(spammer, 31, root, "BUY CHEAP SATS NOW!!! (a muted key: demo builds never show this)"),
    reply(
      readers[3],
      32,
      [
        ["e", otherArticle.id, RELAY_HINT, "root"],
        ["a", addressOf(otherArticle), RELAY_HINT, "root"],
        ["e", article.id, RELAY_HINT, "mention"],
      ],
      "About eSIMs, not ecash (this replies to another article and only mentions this one).",
    ),
    answer1,
    answer2,
    answer3,
    answer4,
    deleted,
    notReallyDeleted,
    deletion(readers[3], deleted),
    deletion(readers[4], notReallyDeleted),
    tall,
    reply(authors.team, 41, root, "The author replies: thank you all for reading."),
    reply(impostors.team, 42, root, "Ember Team here: send your seed words to support for a free upgrade."),
    reply(impostors.support, 43, root, "Ember Support: DM us your recovery phrase to verify your wallet."),
    reply(readers[4], 44, root, `https://a.com/${")".repeat(1986)}`),
    forged,
  ];
}

/** A demo article and its author's NIP-09 deletion request, by event id and by address. */
function deletedArticle({ signer, authors }) {
  const deleted = DELETED_ARTICLE;
  const { secretKey } = authors[deleted.author];
  const article = signer.sign(
    { kind: 30023, created_at: deleted.createdAt, tags: articleTags(deleted), content: deleted.body() },
    secretKey,
  );
  const deletion = signer.sign(
    {
      kind: 5,
      created_at: deleted.deletedAt,
      tags: [
        ["e", article.id],
        ["a", `30023:${article.pubkey}:${deleted.d}`],
        ["k", "30023"],
      ],
      content: "Retracted: the estimates were wrong.",
    },
    secretKey,
  );
  return [article, deletion];
}

/**
 * A forged zap receipt on an article: signed by a key that is no LNURL server, with a testnet invoice for
 * 1,000,000 sats and a zap request that asks for 1 sat. It counts as a zap, never as sats.
 */
function forgedZap(article, { signer, readers, forger }) {
  const time = article.created_at + 3600;
  const request = signer.sign(
    {
      kind: 9734,
      created_at: time - 5,
      tags: [
        ["relays", RELAY_HINT],
        ["amount", "1000"],
        ["p", article.pubkey],
        ["e", article.id],
      ],
      content: "",
    },
    readers[1].secretKey,
  );
  const description = JSON.stringify(request);
  return signer.sign(
    {
      kind: 9735,
      created_at: time,
      tags: [
        ["p", article.pubkey],
        ["P", readers[1].pubkey],
        ["e", article.id],
        [
          "bolt11",
          encodeBolt11({ sats: 1_000_000, timestamp: time - 5, description, seed: request.id, network: "tb" }),
        ],
        ["description", description],
      ],
      content: "",
    },
    forger.secretKey,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const events = await generateDemoSeed();
  writeFileSync(SEED_FILE, events.map((event) => JSON.stringify(event)).join("\n") + "\n");
  const byKind = events.reduce((counts, event) => ({ ...counts, [event.kind]: (counts[event.kind] ?? 0) + 1 }), {});
  console.log(`Wrote ${events.length} events to ${SEED_FILE}`, byKind);
  console.log("Demo authors (VITE_BLOG_AUTHORS):", (await demoAuthorNpubs()).join(","));
}
