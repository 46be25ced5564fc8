import { describe, expect, it } from "vitest";
import { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent, type NostrEvent } from "nostr-tools/pure";
import {
  archiveEvents,
  archiveFilters,
  InvalidArchiveError,
  MAX_ARCHIVE_EVENTS,
  MAX_FORGED_ENTRIES,
  readArchiveFile,
} from "./archive";
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

  it("gives the same articles back when read again, the deletion still winning over a relay that kept the article", async () => {
    const published = archiveEvents(events, shown);
    const read = await readArchiveFile({ version: 1, events: published, images: {} }, [author], verify, NOW);
    expect(read.refused).toBe(0);
    const again = toArticles([...read.events, gone], { authors: [author], now: NOW });
    expect(again.map((a) => a.identifier)).toEqual(["kept"]);
  });
});

describe("readArchiveFile", () => {
  const good = article("a", "A");

  it("refuses a forged event, another author's event, other kinds and junk, and keeps the rest once", async () => {
    const forged = { ...article("b", "B"), content: "changed after signing" };
    const stranger = sign(strangerKey, 30023, [
      ["d", "x"],
      ["title", "Not an author"],
    ]);
    const note = sign(authorKey, 1, [], "a note");
    const read = await readArchiveFile(
      { version: 1, events: [good, good, forged, stranger, note, "junk", null, { id: 1 }], images: {} },
      [author],
      verify,
      NOW,
    );
    expect(read.events.map((event) => event.id)).toEqual([good.id]);
    expect(read.refused).toBe(6);
  });

  it("refuses an event dated more than 15 minutes ahead", async () => {
    const future = article("f", "Future", NOW + 3600);
    expect((await readArchiveFile({ version: 1, events: [future] }, [author], verify, NOW)).events).toEqual([]);
  });

  it("throws on what is not an archive: never an empty one the build would publish", async () => {
    for (const raw of ["nope", null, 5, [good], {}, { version: 2, events: [] }, { version: 1, events: {} }]) {
      await expect(readArchiveFile(raw, [author], verify, NOW), JSON.stringify(raw)).rejects.toBeInstanceOf(
        InvalidArchiveError,
      );
    }
    const empty = await readArchiveFile({ version: 1, events: [] }, [author], verify, NOW);
    expect(empty).toEqual({ events: [], images: {}, slugs: new Map(), refused: 0 });
  });

  it("throws on a file with more entries than an archive holds, before checking any signature", async () => {
    let checked = 0;
    const counting = (event: NostrEvent) => (checked += 1) > 0 && verifyEvent(event);
    const over = { version: 1, events: Array.from({ length: MAX_ARCHIVE_EVENTS + 1 }, () => good) };
    await expect(readArchiveFile(over, [author], counting, NOW)).rejects.toThrow(
      `${MAX_ARCHIVE_EVENTS + 1} entries, more than ${MAX_ARCHIVE_EVENTS}`,
    );
    expect(checked).toBe(0);
    const full = { version: 1, events: Array.from({ length: MAX_ARCHIVE_EVENTS }, () => "junk") };
    expect((await readArchiveFile(full, [author], counting, NOW)).refused).toBe(MAX_ARCHIVE_EVENTS);
  });

  it("refuses a file of forgeries whole once more than MAX_FORGED_ENTRIES signatures fail, checking no more", async () => {
    let checked = 0;
    const counting = (event: NostrEvent) => (checked += 1) > 0 && verifyEvent(event);
    // A signed event with its tags changed: its id no longer holds (no signing per entry, which is slow).
    const forged = (i: number) => ({ ...good, tags: [["d", `f${i}`]] });
    const some = Array.from({ length: MAX_FORGED_ENTRIES }, (_, i) => forged(i));
    const read = await readArchiveFile({ version: 1, events: [...some, good] }, [author], counting, NOW);
    expect(read.refused).toBe(MAX_FORGED_ENTRIES);
    expect(read.events).toHaveLength(1);
    checked = 0;
    const many = Array.from({ length: 2 * MAX_FORGED_ENTRIES }, (_, i) => forged(i));
    await expect(readArchiveFile({ version: 1, events: [...many, good] }, [author], counting, NOW)).rejects.toThrow(
      `more than ${MAX_FORGED_ENTRIES} entries whose signatures do not hold`,
    );
    expect(checked).toBe(MAX_FORGED_ENTRIES + 1);
  });

  it("counts a verifier that throws or rejects as a refusal, and takes one that answers later", async () => {
    const throwing = () => {
      throw new Error("boom");
    };
    expect((await readArchiveFile({ version: 1, events: [good] }, [author], throwing, NOW)).refused).toBe(1);
    const rejecting = () => Promise.reject(new Error("boom"));
    expect((await readArchiveFile({ version: 1, events: [good] }, [author], rejecting, NOW)).refused).toBe(1);
    const later = (event: NostrEvent) => Promise.resolve(verifyEvent(event));
    expect((await readArchiveFile({ version: 1, events: [good] }, [author], later, NOW)).events).toHaveLength(1);
  });

  it("keeps only image copies that are paths under /blog/img/", async () => {
    const read = await readArchiveFile(
      {
        version: 1,
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

  it("keeps the slugs of article addresses that look like slugs", async () => {
    const read = await readArchiveFile(
      {
        version: 1,
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
