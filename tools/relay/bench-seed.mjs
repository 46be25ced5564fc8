// Benchmark data: 30 articles by the two demo authors and 2000 interactions (generateBenchSeed), or the archive
// scale: 1,000 articles over four years and 20,000 interactions (generateArchiveBenchSeed). Signed on the fly with
// the same DEMO ONLY keys as the demo seed, never committed. Deterministic.
import { initNostrWasm } from "nostr-wasm";
import { createIdentities, interactionsFor } from "./generate-seed.mjs";

export const BENCH_ARTICLE_COUNT = 30;
export const BENCH_INTERACTION_COUNT = 2000;

const START = 1740000000;
const TOPICS = ["ecash", "lightning", "nostr", "privacy", "esim", "self-custody"];

function benchBody(index) {
  const paragraphs = Array.from(
    { length: 12 },
    (_, p) =>
      `Paragraph ${p + 1} of benchmark article ${index + 1}. Ecash, lightning and nostr keys each solve one part of private payments; this text is long enough to exercise rendering and read-time estimates without being meaningful.`,
  );
  return `## Benchmark article ${index + 1}\n\n${paragraphs.join("\n\n")}\n\n| column | value |\n|---|---|\n| index | ${index} |\n`;
}

/** The two authors' profiles, as the benchmark serves them. */
function benchProfiles({ signer, authors }) {
  return [
    signer.sign(
      {
        kind: 0,
        created_at: START,
        tags: [],
        content: JSON.stringify({
          name: "ember",
          display_name: "Ember Team",
          picture: "/blog-demo/avatar-ember.svg",
          nip05: "team@ember.cash",
        }),
      },
      authors.team.secretKey,
    ),
    signer.sign(
      { kind: 0, created_at: START, tags: [], content: JSON.stringify({ name: "Mara Quill" }) },
      authors.mara.secretKey,
    ),
  ];
}

export async function generateBenchSeed() {
  const ids = await createIdentities();
  const { signer, authors } = ids;
  const events = benchProfiles(ids);
  const perArticle = Math.floor(BENCH_INTERACTION_COUNT / BENCH_ARTICLE_COUNT);
  const extra = BENCH_INTERACTION_COUNT - perArticle * BENCH_ARTICLE_COUNT;
  for (let i = 0; i < BENCH_ARTICLE_COUNT; i++) {
    const author = i % 2 === 0 ? authors.team : authors.mara;
    const createdAt = START + i * 3600;
    const article = signer.sign(
      {
        kind: 30023,
        created_at: createdAt,
        tags: [
          ["d", `bench-${i + 1}`],
          ["title", `Benchmark Article ${i + 1}`],
          ["summary", `Benchmark article number ${i + 1} for measuring the blog list.`],
          ["published_at", String(createdAt)],
          ["image", "/blog-demo/cover-ecash.svg"],
          ["t", TOPICS[i % TOPICS.length]],
          ["t", TOPICS[(i + 1) % TOPICS.length]],
        ],
        content: benchBody(i),
      },
      author.secretKey,
    );
    const count = perArticle + (i < extra ? 1 : 0);
    events.push(article, ...interactionsFor(article, ids, { min: count, max: count }));
  }
  return events;
}

export const ARCHIVE_BENCH_ARTICLE_COUNT = 1000;
export const ARCHIVE_BENCH_INTERACTION_COUNT = 20000;

/** 2021-03-01T00:00:00Z, the oldest article of the archive bench; one article about every 35 hours after it. */
const ARCHIVE_BENCH_START = 1614556800;
const ARCHIVE_BENCH_STEP = 125000;
const ARCHIVE_TOPICS = [...TOPICS, "fees"];
const ARCHIVE_SUBJECTS = [
  "Channel Backups",
  "Mint Audits",
  "Relay Lists",
  "Coin Control",
  "Roaming Data",
  "Routing Fees",
  "Key Storage",
  "Seed Phrases",
  "Watch-Only Wallets",
  "Fee Bumping",
  "Blind Signatures",
  "Zap Receipts",
  "Data Plans",
];
/** The demo's cover images, shipped in public/blog-demo: one article in five has one. */
const ARCHIVE_COVERS = ["ecash", "esim", "fees", "node", "nostr", "privacy", "progress", "self-custody"];

/** signer.mjs's signing (the same fixed auxiliary bytes, so the same signatures), without checking each one. */
async function uncheckedSigner() {
  const nw = await initNostrWasm();
  const entropy = new Uint8Array(32);
  return {
    sign(template, secretKey) {
      const { kind, created_at, tags, content } = template;
      const event = { kind, created_at, tags, content };
      nw.finalizeEvent(event, secretKey, entropy);
      return { id: event.id, pubkey: event.pubkey, created_at, kind, tags, content, sig: event.sig };
    },
  };
}

/** 1-3 overlapping topics per article. */
function archiveTopics(index) {
  const count = 1 + (index % 3);
  const topics = [];
  for (let k = 0; topics.length < count; k++) {
    const topic = ARCHIVE_TOPICS[(index * 5 + k * 3) % ARCHIVE_TOPICS.length];
    if (!topics.includes(topic)) topics.push(topic);
  }
  return topics;
}

/** A body of a few KB: a heading, paragraphs, a list and a table, different per article. */
function archiveBenchBody(index, subject, topics) {
  const paragraphs = Array.from(
    { length: 10 + (index % 7) },
    (_, p) =>
      `Paragraph ${p + 1} of archive article ${index + 1}, on ${subject.toLowerCase()} and ${topics.join(", ")}. ` +
      "Ecash, lightning and nostr keys each solve one part of private payments; this text is long enough to " +
      "exercise rendering, search indexing and read-time estimates without being meaningful.",
  );
  return [
    `## ${subject}, part ${Math.floor(index / ARCHIVE_SUBJECTS.length) + 1}`,
    ...paragraphs.slice(0, 4),
    "### A checklist",
    topics.map((topic) => `- Check the ${topic} settings of article ${index + 1}.`).join("\n"),
    ...paragraphs.slice(4),
    `| column | value |\n|---|---|\n| index | ${index} |\n| topics | ${topics.length} |`,
  ].join("\n\n");
}

/** How many interactions each article gets: uneven (1 to 13 shares), summing to exactly ARCHIVE_BENCH_INTERACTION_COUNT. */
function archiveInteractionCounts() {
  const weights = Array.from({ length: ARCHIVE_BENCH_ARTICLE_COUNT }, (_, i) => 1 + ((i * 7919) % 13));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const counts = weights.map((weight) => Math.floor((ARCHIVE_BENCH_INTERACTION_COUNT * weight) / total));
  let missing = ARCHIVE_BENCH_INTERACTION_COUNT - counts.reduce((sum, count) => sum + count, 0);
  for (let i = 0; missing > 0; i = (i + 1) % counts.length, missing--) counts[i] += 1;
  return counts;
}

/**
 * The archive at scale: 1,000 articles by the two demo authors over four years (oldest first, 1-3 overlapping
 * topics, bodies of a few KB, one in five with a cover), and 20,000 interactions spread unevenly over them
 * (reactions, replies, reposts, NIP-22 comments and zap receipts, as interactionsFor makes them).
 * Generated in memory (tens of MB: never committed).
 */
export async function generateArchiveBenchSeed() {
  // signer.mjs checks every signature it makes, which is close to half the time of 24,000 signatures: this one
  // signs alike (BIP-340 with the same fixed auxiliary bytes, so the same events) without checking.
  const ids = { ...(await createIdentities()), signer: await uncheckedSigner() };
  const { signer, authors } = ids;
  const events = benchProfiles(ids);
  const counts = archiveInteractionCounts();
  for (let i = 0; i < ARCHIVE_BENCH_ARTICLE_COUNT; i++) {
    const author = i % 2 === 0 ? authors.mara : authors.team;
    const createdAt = ARCHIVE_BENCH_START + i * ARCHIVE_BENCH_STEP;
    const subject = ARCHIVE_SUBJECTS[i % ARCHIVE_SUBJECTS.length];
    const topics = archiveTopics(i);
    const tags = [
      ["d", `archive-bench-${i + 1}`],
      ["title", `${subject} #${i + 1}`],
      ["summary", `Archive benchmark article number ${i + 1}, on ${subject.toLowerCase()}.`],
      ["published_at", String(createdAt)],
    ];
    if (i % 5 === 4)
      tags.push(["image", `/blog-demo/cover-${ARCHIVE_COVERS[Math.floor(i / 5) % ARCHIVE_COVERS.length]}.svg`]);
    for (const topic of topics) tags.push(["t", topic]);
    const article = signer.sign(
      { kind: 30023, created_at: createdAt, tags, content: archiveBenchBody(i, subject, topics) },
      author.secretKey,
    );
    events.push(article, ...interactionsFor(article, ids, { min: counts[i], max: counts[i] }));
  }
  return events;
}
