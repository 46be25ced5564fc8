// The last pass over every HTML file. First, pages in languages other than English get the start of the Intl warm-up
// worker (lib/intl-warmup.mjs; here, not in a step of its own: an extra read and rewrite of every page cost about 20 s
// of the archive build). Then every page gets a Content-Security-Policy meta tag (each page allows exactly the inline
// scripts React Router wrote into it and the warm-up's start, by hash), and build/client/_headers
// the policy as an HTTP header for CDNs that read one: its inline directives left to each page's meta, plus
// frame-ancestors and the other security headers; the whole policy for the worker scripts under /assets. The build
// fails on a page with any other inline script or with a style attribute: no policy allows 'unsafe-inline', and
// nothing else gets a hash. See README, "Security headers".
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  buildPolicy,
  headersFile,
  pageHeaderPolicy,
  SECURITY_HEADERS,
  serializePolicy,
  sha256Source,
} from "./lib/csp.mjs";
import { frameworkScripts, policyProblems, readReactStreamingRuntime } from "./lib/framework-scripts.mjs";
import { injectCspMeta, inlineStyles, listHtmlFiles } from "./lib/html.mjs";
import { withIntlWarmup, writeWarmupWorker } from "./lib/intl-warmup.mjs";
import { loadAppConfig } from "../app-config.mjs";
import { eachLimited } from "../lib/each-limited.mjs";

/** Pages read, checked and written at once: enough to keep the disk and the CPU both busy, a few MB held. */
const PAGES_AT_ONCE = 8;

/** Whether any built script compiles WebAssembly (the blog's wasm signature verifier). */
async function bundleUsesWasm(clientDir) {
  const assets = join(clientDir, "assets");
  const files = (await readdir(assets).catch(() => [])).filter((name) => name.endsWith(".js"));
  for (const name of files) {
    if ((await readFile(join(assets, name), "utf8")).includes("WebAssembly.instantiate")) return true;
  }
  return false;
}

export default async function csp({ clientDir }) {
  const { RELAYS: relays, FLOW_MEDIA_BASE: flowMediaBase } = await loadAppConfig();
  const wasm = await bundleUsesWasm(clientDir);
  const runtime = readReactStreamingRuntime();
  const warmupUrl = await writeWarmupWorker(clientDir);
  // One policy for the whole site except the inline hashes: after the first page load the app
  // navigates client-side, and the first document's policy then governs every later route
  // (the blog's relays, images and wasm included).
  const shared = { wasm, relays, flowMediaBase };
  const problems = [];
  const scriptHashes = new Set();
  let pages = 0;
  let warmed = 0;
  // One read and one write per page, PAGES_AT_ONCE pages at a time: the reads and writes of some overlap the
  // hashing of others (at archive scale every page held at once took gigabytes; one at a time left the CPU
  // waiting on the disk). A page the policy cannot allow is not written; the build fails once every page is
  // checked, so it lists them all.
  await eachLimited(await listHtmlFiles(clientDir), PAGES_AT_ONCE, async (file) => {
    const path = join(clientDir, file);
    const html = withIntlWarmup(await readFile(path, "utf8"), warmupUrl);
    pages += 1;
    if (html.includes(warmupUrl)) warmed += 1;
    const pageProblems = policyProblems(html, runtime);
    problems.push(...pageProblems.map((problem) => `${file}: ${problem}`));
    if (pageProblems.length > 0) return;
    const page = {
      scriptHashes: frameworkScripts(html, runtime).map(sha256Source),
      styleHashes: inlineStyles(html).map(sha256Source),
    };
    for (const hash of page.scriptHashes) scriptHashes.add(hash);
    await writeFile(path, injectCspMeta(html, serializePolicy(buildPolicy({ ...shared, ...page }))));
  });
  if (problems.length > 0) {
    // Sorted: with PAGES_AT_ONCE pages in flight, the order they finish in can change from run to run.
    throw new Error(`csp: the Content-Security-Policy cannot allow these:\n  ${problems.sort().join("\n  ")}`);
  }

  // The header: for every path, the policy without its inline directives (each page's meta policy sets those
  // with its own hashes; the browser enforces both), so it stays the same size however many pages the archive
  // has; for the scripts under /assets (the relay and markdown workers take their policy from their own
  // response), the whole policy, which needs no hash. A CDN joins the two on /assets/* (both are enforced).
  const full = buildPolicy({ ...shared, header: true });
  const headers = headersFile([
    {
      path: "/*",
      headers: [["Content-Security-Policy", serializePolicy(pageHeaderPolicy(full))], ...SECURITY_HEADERS],
    },
    {
      path: "/assets/*",
      headers: [
        ["Content-Security-Policy", serializePolicy(full)],
        ["Cache-Control", "public, max-age=31536000, immutable"],
      ],
    },
  ]);
  await writeFile(join(clientDir, "_headers"), headers);
  console.log(`intl warm-up: ${warmupUrl}, started by ${warmed} pages`);
  console.log(
    `csp: ${pages} HTML files, ${scriptHashes.size} inline script hashes` +
      `${wasm ? ", wasm-unsafe-eval" : ""}; connect-src relays: ${relays.join(", ")}`,
  );
}
