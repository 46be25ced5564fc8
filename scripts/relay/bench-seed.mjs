// Benchmark data: 30 articles by the two demo authors and 2000 interactions,
// signed on the fly with the same DEMO ONLY keys as the demo seed. Deterministic.
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

export async function generateBenchSeed() {
  const ids = await createIdentities();
  const { signer, authors } = ids;
  const events = [
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
