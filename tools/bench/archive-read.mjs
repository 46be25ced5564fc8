// The previous archive at its worst, read as the build reads it (builder/blog/archive.ts readPreviousArchive,
// through Vite's module loader, which keeps the build's lazy imports working) from a local "previous site":
// - 20,000 forged entries: well-formed articles of a configured author, each id right and each signature wrong
//   (every one would cost a full signature check), which the build must refuse within 10 s, and as many as the
//   file may hold (refused after MAX_FORGED_ENTRIES checks);
// - the largest file the build takes: MAX_ARCHIVE_EVENTS entries whose signatures all hold, each one checked.
// Prints the time of each (the bounds: docs/blog.md, "The archive").
import { createServer } from "node:http";
import { performance } from "node:perf_hooks";
import { getEventHash } from "nostr-tools/pure";
import { createServer as createViteServer } from "vite";
import { createSigner, demoSecretKey } from "../relay/signer.mjs";

const signer = await createSigner();
const key = demoSecretKey("bench-archive-author");
const author = signer.publicKey(key);
const now = Math.floor(Date.now() / 1000);
const template = (i) => ({
  pubkey: author,
  created_at: now - 60 - i,
  kind: 30023,
  tags: [
    ["d", `entry-${i}`],
    ["title", `Entry ${i}`],
  ],
  content: `A body, number ${i}.`,
});
const forged = (i) => ({ ...template(i), id: getEventHash(template(i)), sig: "ab".repeat(64) });
const signed = (i) => signer.sign(template(i), key);

const vite = await createViteServer({
  configFile: false,
  logLevel: "silent",
  appType: "custom",
  server: { middlewareMode: true, ws: false },
});
/** @type {typeof import("../../builder/blog/archive")} */
const archive = await vite.ssrLoadModule("/builder/blog/archive.ts");
const { MAX_ARCHIVE_EVENTS } = await vite.ssrLoadModule("/app/blog/model/archive.ts");

/** Serves `events` as an archive and reads it; the time and what came of it. */
async function readServed(label, events) {
  const body = JSON.stringify({ version: 1, builtAt: Date.now(), events, images: {}, slugs: {} });
  const server = createServer((_, response) => response.end(body));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${server.address().port}/blog/archive.json`;
  const started = performance.now();
  const outcome = await archive.readPreviousArchive([author], url).then(
    (read) => `${read.events.length} kept, ${read.refused} refused`,
    (error) => `file refused (${error.reason ?? error.message})`,
  );
  const seconds = (performance.now() - started) / 1000;
  server.close();
  console.log(
    `previous archive, ${label} (${(body.length / 1e6).toFixed(1)} MB): ${outcome}, in ${seconds.toFixed(2)} s`,
  );
  return seconds;
}

try {
  const forgeries = await readServed(
    "20,000 forged entries",
    Array.from({ length: 20_000 }, (_, i) => forged(i)),
  );
  const forgedWithin = await readServed(
    `${MAX_ARCHIVE_EVENTS} forged entries`,
    Array.from({ length: MAX_ARCHIVE_EVENTS }, (_, i) => forged(i)),
  );
  const largest = await readServed(
    `${MAX_ARCHIVE_EVENTS} signed entries`,
    Array.from({ length: MAX_ARCHIVE_EVENTS }, (_, i) => signed(i)),
  );
  console.log(
    `previous archive: forgeries refused in ${Math.max(forgeries, forgedWithin).toFixed(2)} s at worst (bound 10 s); ` +
      `the largest file read in ${largest.toFixed(2)} s`,
  );
} finally {
  await vite.close();
}
