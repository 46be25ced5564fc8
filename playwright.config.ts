import { defineConfig } from "@playwright/test";
import { DEMO_BUILD_DIR } from "./builder/build-dir.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tools/chromium.mjs";
import { RELAY_CONTROL_PORT } from "./tools/local-env.mjs";

/** Port of the previewed build the browser tests run against. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry: on this shared two-core machine a loaded run times out a different test each time.
  // A retried pass is listed as "flaky" at the end of the run (docs/decisions/one-retry-for-browser-tests.md).
  retries: 1,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [["list"]],
  // Fails the run on any request the local relays refused as the strictest public relays would.
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium" }],
  webServer: [
    {
      // The three seeded local relays and their control port (tests/e2e/relay-control.ts). Reused
      // when already running, e.g. started by tools/e2e.mjs for the build's pre-rendering.
      command: "node tools/relay/serve.mjs",
      url: `http://127.0.0.1:${RELAY_CONTROL_PORT}/health`,
      reuseExistingServer: true,
      timeout: 60_000,
    },
    {
      // The demo build tools/e2e.mjs made against the local relays.
      command: `node tools/preview.mjs --dir ${DEMO_BUILD_DIR}/client --port ${E2E_PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
