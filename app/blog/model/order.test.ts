import { describe, expect, it } from "vitest";
import { orderFile, positionsIn, readOrderFile } from "./order";

const A = "a".repeat(64);
const B = "b".repeat(64);
const BUILT = 1_700_000_000_000;
const articles = [
  { pubkey: A, identifier: "newest", topics: ["Privacy", "self custody"] },
  { pubkey: B, identifier: "middle", topics: [] },
  { pubkey: A, identifier: "oldest", topics: ["privacy", "#"] },
];

describe("the build's order file", () => {
  it("names each listed article by author and d tag, newest first, with its topic keys once each", () => {
    expect(orderFile(articles, BUILT)).toEqual({
      version: 1,
      builtAt: BUILT,
      authors: [A, B],
      articles: [
        [0, "newest", ["privacy", "self-custody"]],
        [1, "middle", []],
        [0, "oldest", ["privacy"]],
      ],
    });
  });

  it("reads back what the build wrote, through JSON", () => {
    const entries = readOrderFile(JSON.parse(JSON.stringify(orderFile(articles, BUILT))), BUILT);
    expect(entries?.map((entry) => entry.address)).toEqual([
      `30023:${A}:newest`,
      `30023:${B}:middle`,
      `30023:${A}:oldest`,
    ]);
  });

  it("is refused when another build wrote it, or in any other shape", () => {
    const file = orderFile(articles, BUILT);
    expect(readOrderFile(file, BUILT + 1), "another build's").toBeUndefined();
    for (const value of [
      null,
      "order",
      [],
      { ...file, version: 2 },
      { ...file, authors: ["not-hex"] },
      { ...file, authors: A },
      { ...file, articles: {} },
      { ...file, articles: [[5, "x", []]] },
      { ...file, articles: [[0, 7, []]] },
      { ...file, articles: [[0, "x", [1]]] },
      { ...file, articles: [[0, "x"]] },
      { ...file, articles: ["0,x,"] },
    ]) {
      expect(readOrderFile(value, BUILT), JSON.stringify(value)).toBeUndefined();
    }
  });

  it("gives each address its position in a listing: the blog, a topic, an author", () => {
    const entries = readOrderFile(orderFile(articles, BUILT), BUILT)!;
    expect([...positionsIn(entries, { kind: "blog" }).values()]).toEqual([0, 1, 2]);
    expect(positionsIn(entries, { kind: "topic", key: "privacy" })).toEqual(
      new Map([
        [`30023:${A}:newest`, 0],
        [`30023:${A}:oldest`, 1],
      ]),
    );
    expect(positionsIn(entries, { kind: "author", pubkey: B })).toEqual(new Map([[`30023:${B}:middle`, 0]]));
  });
});
