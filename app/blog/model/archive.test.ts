import { describe, expect, it } from "vitest";
import { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent, type NostrEvent } from "nostr-tools/pure";
import { archiveEvents, archiveFilters, readArchiveFile } from "./archive";
import { toArticles } from "./article";

const authorKey = generateSecretKey();
const author = getPublicKey(authorKey);
const strangerKey = generateSecretKey();
const NOW = 1_760_000_000;

const sign = (key: Uint8Array, kind: number, tags: string[][], content = "", createdAt = NOW - 100): NostrEvent =>
  finalizeEvent({ kind, tags, content, created_at: createdAt }, key);
const article = (d: string, title: string, createdAt = NOW - 100) =>
  sign(
    authorKey,
    30023,
    [
      ["d", d],
      ["title", title],
    ],
    `Body of ${title}`,
    createdAt,
  );
const verify = (event: NostrEvent) => verifyEvent(event);

describe("archiveEvents", () => {
  const kept = article("kept", "Kept");
  const old = article("kept", "Kept, first version", NOW - 500);
  const gone = article("gone", "Gone");
  const deletion = sign(authorKey, 5, [
    ["a", `30023:${author}:gone`],
    ["e", gone.id],
    ["k", "30023"],
  ]);
  const noteDeletion = sign(authorKey, 5, [["e", "f".repeat(64)]]);
  const profileOld = sign(authorKey, 0, [], JSON.stringify({ name: "old" }), NOW - 900);
  const profile = sign(authorKey, 0, [], JSON.stringify({ name: "new" }), NOW - 800);
  const events = [kept, old, gone, deletion, noteDeletion, profileOld, profile];
  const shown = toArticles(events, { authors: [author], now: NOW });

  it("publishes the shown articles, the deletions of articles and the newest profile", () => {
    const published = archiveEvents(events, shown);
    expect(published.map((event) => event.id).sort()).toEqual([kept.id, deletion.id, profile.id].sort());
  });

  it("gives the same articles back when read again, the deletion still winning over a relay that kept the article", () => {
    const published = archiveEvents(events, shown);
    const read = readArchiveFile({ version: 1, events: published, images: {} }, [author], verify, NOW);
    expect(read.refused).toBe(0);
    const again = toArticles([...read.events, gone], { authors: [author], now: NOW });
    expect(again.map((a) => a.identifier)).toEqual(["kept"]);
  });
});

describe("readArchiveFile", () => {
  const good = article("a", "A");

  it("refuses a forged event, another author's event, other kinds and junk, and keeps the rest once", () => {
    const forged = { ...article("b", "B"), content: "changed after signing" };
    const stranger = sign(strangerKey, 30023, [
      ["d", "x"],
      ["title", "Not an author"],
    ]);
    const note = sign(authorKey, 1, [], "a note");
    const read = readArchiveFile(
      { version: 1, events: [good, good, forged, stranger, note, "junk", null, { id: 1 }], images: {} },
      [author],
      verify,
      NOW,
    );
    expect(read.events.map((event) => event.id)).toEqual([good.id]);
    expect(read.refused).toBe(6);
  });

  it("refuses an event dated more than 15 minutes ahead", () => {
    const future = article("f", "Future", NOW + 3600);
    expect(readArchiveFile({ events: [future] }, [author], verify, NOW).events).toEqual([]);
  });

  it("reads nothing from what is not an archive, and a verifier that throws refuses", () => {
    expect(readArchiveFile("nope", [author], verify, NOW)).toEqual({
      events: [],
      images: {},
      slugs: new Map(),
      refused: 0,
    });
    expect(readArchiveFile({ events: {} }, [author], verify, NOW).events).toEqual([]);
    const throwing = () => {
      throw new Error("boom");
    };
    expect(readArchiveFile({ events: [good] }, [author], throwing, NOW).refused).toBe(1);
  });

  it("keeps only image copies that are paths under /blog/img/", () => {
    const read = readArchiveFile(
      {
        events: [],
        images: {
          "https://a.example/x.png": "/blog/img/abc-960.webp",
          "https://b.example/y.png": "https://evil.example/y.webp",
          "https://c.example/z.png": "/blog/img/../../etc",
          "https://d.example/w.png": 5,
        },
      },
      [author],
      verify,
      NOW,
    );
    expect(read.images).toEqual({ "https://a.example/x.png": "/blog/img/abc-960.webp" });
  });

  it("keeps the slugs of article addresses that look like slugs", () => {
    const read = readArchiveFile(
      {
        events: [],
        slugs: {
          [`30023:${author}:a`]: "launch-notes",
          [`30023:${author}:b`]: "../../etc",
          [`1:${author}:c`]: "note",
          [`30023:${author}:d`]: 7,
        },
      },
      [author],
      verify,
      NOW,
    );
    expect([...read.slugs]).toEqual([[`30023:${author}:a`, "launch-notes"]]);
  });

  it("asks only for the configured authors' articles, deletions and profiles", () => {
    expect(archiveFilters([author])).toEqual([{ kinds: [30023, 5, 0], authors: [author] }]);
  });
});
