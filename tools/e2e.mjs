// `npm run test:e2e`: starts the seeded local relays, builds the site against them into build-demo/
// (so the blog's pre-rendering is exercised; build/client is left alone), then runs the Playwright specs, which reuse the same relays
// (extra arguments go to Playwright, e.g. `npm run test:e2e -- tests/e2e/shell.spec.ts`).
import "./ensure-chromium.mjs";
import { spawn } from "node:child_process";
import { localBuildEnv } from "./local-env.mjs";
import { startLocalRelays } from "./relay/local-relays.mjs";

const env = { ...process.env, ...localBuildEnv() };
// Asynchronous, so the relays in this process keep answering while the build and the tests run.
const run = (cmd, args) =>
  new Promise((resolve) => spawn(cmd, args, { stdio: "inherit", env }).on("exit", (code) => resolve(code ?? 1)));

let relays;
try {
  relays = await startLocalRelays();
} catch (error) {
  if (error?.code !== "EADDRINUSE") throw error;
  console.log("e2e: local relays already running; using them");
}

let status = process.env.E2E_SKIP_BUILD === "1" ? 0 : await run("npm", ["run", "build"]);
if (status === 0) status = await run("npx", ["playwright", "test", ...process.argv.slice(2)]);
await relays?.stop();
process.exit(status);
