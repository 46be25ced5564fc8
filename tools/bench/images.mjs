// Image benchmark: `node tools/bench/images.mjs` (also run by `npm run bench`). Times the build's image copies
// (builder/blog/images.ts, loaded through Vite's module runner) against a local server that serves hostile
// and healthy covers, with the copier's own bounds (no option but where to write and how to reach the server):
// - one worst image, two ways: its original sends its first bytes and then nothing, or trickles a 40-megapixel
//   PNG whose end is missing so that it arrives just before 9 s and fails only once decoded; both times the
//   previous build's copy then stalls after its first bytes too;
// - 40 stalled covers (no previous copy), then 1,000 (BENCH_IMAGES_STALLED=40 leaves the 1,000 out: without a
//   deadline for all images it would take about 42 minutes);
// - 40 healthy covers (1600 x 900 PNG), what a build copies in a second.
// Prints each case's wall time, copies and warnings, and writes bench-results/images.json. No test asserts
// these timings.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { runnerImport } from "vite";

const RESULTS_DIR = "bench-results";
const STALLED_MAX = Number(process.env.BENCH_IMAGES_STALLED ?? 1000);
/** When the last byte of the trickled cover arrives: just inside a 10 s download deadline. */
const TRICKLE_MS = 9_000;
const HOST = "https://covers.example";

const { module: images } = await runnerImport("/builder/blog/images.ts", {
  configFile: false,
  root: process.cwd(),
  logLevel: "error",
});

const healthy = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3a6" } })
  .png()
  .toBuffer();
// 6,000 x 6,600: 39.6 megapixels, under the 40 allowed; its last 2 KB (the end of the pixels) cut off.
const big = await sharp({ create: { width: 6000, height: 6600, channels: 3, background: "#a63" } })
  .png({ compressionLevel: 1 })
  .toBuffer();
const broken = big.subarray(0, big.length - 2048);

const open = new Set();
const server = createServer((request, response) => {
  const url = request.url ?? "";
  open.add(response);
  response.on("close", () => open.delete(response));
  if (url.startsWith("/covers/ok-")) {
    return response.writeHead(200, { "content-type": "image/png", "content-length": healthy.length }).end(healthy);
  }
  if (url === "/covers/trickled.png") {
    response.writeHead(200, { "content-type": "image/png", "content-length": broken.length });
    const pieces = 90;
    const size = Math.ceil(broken.length / pieces);
    let sent = 0;
    const timer = setInterval(() => {
      if (response.destroyed) return clearInterval(timer);
      response.write(broken.subarray(sent * size, (sent + 1) * size));
      if (++sent === pieces) {
        clearInterval(timer);
        response.end();
      }
    }, TRICKLE_MS / pieces);
    return;
  }
  // Anything else, the stalled covers and the previous build's copies: headers and a first chunk, then nothing.
  response.writeHead(200, { "content-type": url.endsWith(".webp") ? "image/webp" : "image/png" });
  response.write(healthy.subarray(0, 100));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

/** `https://covers.example/covers/…` to the local server, as the demo's image host goes to its control port. */
const routed = (url, init) =>
  fetch(url.startsWith(`${HOST}/covers/`) ? `${origin}${url.slice(HOST.length)}` : url, init);

async function time(name, urls, { previous = false } = {}) {
  const dir = await mkdtemp(join(tmpdir(), "bench-images-"));
  const warnings = [];
  const started = performance.now();
  try {
    const copies = await images.copyImages(
      urls.map((url) => ({ url, slot: "cover" })),
      {
        outDir: dir,
        publicPath: "/blog/img",
        fetch: routed,
        fetchPrevious: routed,
        previous: previous ? (url) => `${origin}/blog/img/${encodeURIComponent(url)}.webp` : undefined,
        warn: (message) => warnings.push(message),
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const result = { name, images: urls.length, seconds, copied: Object.keys(copies).length, warnings };
    console.log(
      `images: ${name.padEnd(58)} ${seconds.toFixed(1).padStart(6)} s  (${result.copied} of ${urls.length} copied, ` +
        `${warnings.length} warnings)`,
    );
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const range = (count, name) => Array.from({ length: count }, (_, index) => `${HOST}/covers/${name}-${index}.png`);
const results = [];
try {
  results.push(await time("one stalled cover, its previous copy stalled", range(1, "stalled"), { previous: true }));
  results.push(
    await time("one trickled 40 MP cover, broken, its previous copy stalled", [`${HOST}/covers/trickled.png`], {
      previous: true,
    }),
  );
  results.push(await time("40 stalled covers", range(40, "stalled")));
  if (STALLED_MAX >= 1000) results.push(await time("1,000 stalled covers", range(1000, "stalled")));
  results.push(await time("40 healthy covers", range(40, "ok")));
} finally {
  for (const response of open) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
const worst = Math.max(results[0].seconds, results[1].seconds);
console.log(`images: one worst image ${worst.toFixed(1)} s; 40 stalled covers ${results[2].seconds.toFixed(1)} s`);
await mkdir(RESULTS_DIR, { recursive: true });
await writeFile(
  join(RESULTS_DIR, "images.json"),
  `${JSON.stringify({ worstImageSeconds: worst, stalled40Seconds: results[2].seconds, results }, null, 2)}\n`,
);
