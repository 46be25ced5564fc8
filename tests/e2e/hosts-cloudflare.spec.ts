// Cloudflare Pages, by Cloudflare's own local server (`wrangler pages dev`, pinned in package.json; it runs offline):
// the demo build's `_routes.json` sends only the blog paths to its `_worker.js`, which adds their SPA fallback;
// everything else is served from the files by Cloudflare's asset server, with `_headers` (docs/deploying.md).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { CLIENT, freePort, hostTests, read, startProcess, stopProcess, waitForServer } from "./hosts";

/** The compatibility date the worker is run with (docs/deploying.md#cloudflare-pages). */
const COMPATIBILITY_DATE = "2026-05-03";

let server: ReturnType<typeof startProcess> | undefined;
let state: string;
let base = "";

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // wrangler keeps its state and logs under the folder it runs in, and reads a wrangler.toml there: a fresh one.
  state = await mkdtemp(join(tmpdir(), "hosts-cloudflare-"));
  const [port, inspector] = [await freePort(), await freePort()];
  server = startProcess(
    resolve("node_modules/.bin/wrangler"),
    [
      "pages",
      "dev",
      CLIENT,
      "--compatibility-date",
      COMPATIBILITY_DATE,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspector),
      "--log-level",
      "warn",
    ],
    { cwd: state, env: { WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: join(state, "logs"), CI: "1" } },
  );
  base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/robots.txt`, server.child, server.output);
});

test.afterAll(async () => {
  await stopProcess(server?.child);
  await rm(state, { recursive: true, force: true });
});

test("wrangler reads the build's rules whole: every _headers block, no _redirects", () => {
  expect(() => read("_redirects")).toThrow();
  expect(server?.output() ?? "").not.toMatch(/invalid|skipping|maximum number/i);
});

hostTests("Cloudflare Pages, by wrangler pages dev", () => base);
