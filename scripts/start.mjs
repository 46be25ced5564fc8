// `npm start`: starts the three seeded local relays first (the build pre-renders the blog from
// them), builds the site against them, serves the static build and prints its URL (see README).
// Ctrl+C stops everything.
import { spawn } from "node:child_process";
import { localBuildEnv } from "./local-env.mjs";
import { startLocalRelays } from "./relay/local-relays.mjs";
import { startStaticServer } from "./static-server.mjs";

const PORT = Number(process.env.PORT ?? 5173);
const HOST = process.env.HOST ?? "127.0.0.1";

const relays = await startLocalRelays({ seed: process.env.SEED === "bench" ? "bench" : "demo" });
console.log(`Local relays: ${relays.urls.join(" ")} (${relays.eventCount} demo events)`);

// Asynchronously: the relays live in this process and must keep answering while the build reads them.
const buildStatus = await new Promise((resolve) => {
  const build = spawn("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, ...localBuildEnv() } });
  build.on("error", () => resolve(1));
  build.on("exit", (code) => resolve(code ?? 1));
});
if (buildStatus !== 0) {
  await relays.stop();
  process.exit(buildStatus);
}

await startStaticServer({ root: "build/client", port: PORT, host: HOST });
console.log(`\nSite running at http://${HOST}:${PORT}/  (Ctrl+C to stop)`);

const shutdown = async () => {
  await relays.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
