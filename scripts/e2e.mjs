// `npm run test:e2e`: builds the site against the local relays, then runs the Playwright specs
// (extra arguments go to Playwright, e.g. `npm run test:e2e -- tests/e2e/shell.spec.ts`).
import { spawnSync } from "node:child_process";
import { localBuildEnv } from "./local-env.mjs";

const env = { ...process.env, ...localBuildEnv() };
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) run("npm", ["run", "build"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
