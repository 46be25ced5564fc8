// `npm start`: starts the three seeded local relays first (the build pre-renders the blog from
// them), builds the site against them, serves the static build and prints its URL (see README).
// Ctrl+C stops everything.
import { spawnSync } from "node:child_process";
import { localBuildEnv } from "./local-env.mjs";
import { startLocalRelays } from "./relay/local-relays.mjs";
import { startStaticServer } from "./static-server.mjs";

const PORT = Number(process.env.PORT ?? 5173);
const HOST = process.env.HOST ?? "127.0.0.1";

const relays = await startLocalRelays({ seed: process.env.SEED === "bench" ? "bench" : "demo" });
console.log(`Local relays: ${relays.urls.join(" ")} (${relays.eventCount} demo events)`);

const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, ...localBuildEnv() } });
if (build.status !== 0) {
  await relays.stop();
  process.exit(build.status ?? 1);
}

await startStaticServer({ root: "build/client", port: PORT, host: HOST });
console.log(`\nSite running at http://${HOST}:${PORT}/  (Ctrl+C to stop)`);

const shutdown = async () => {
  await relays.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
