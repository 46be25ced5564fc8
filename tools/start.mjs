// `npm start`: a LOCAL DEMO of the site. Starts the three seeded local relays (the build pre-renders
// the blog from them), builds the site against them into build-demo/client (never build/client, the
// deployable folder), serves that build as a CDN would and prints its URL. VITE_RELAYS, VITE_BLOG_AUTHORS and
// VITE_MUTED_PUBKEYS from the environment win over the local relays, the demo authors and the demo muted key
// (then no local relay is started when VITE_RELAYS is set). The build's log is the short one (BUILD_LOG=short,
// vite.config.ts): its warnings and the site's own steps, not a line per file and page (BUILD_LOG=full shows those).
// Ctrl+C stops everything.
import { spawn } from "node:child_process";
import { clientDir } from "../builder/build-dir.mjs";
import { localBuildEnv } from "./local-env.mjs";
import { startLocalRelays } from "./relay/local-relays.mjs";
import { startStaticServer } from "./static-server.mjs";

const PORT = Number(process.env.PORT ?? 5173);
const HOST = process.env.HOST ?? "127.0.0.1";

const local = localBuildEnv();
const ownRelays = process.env.VITE_RELAYS?.trim();
const ownAuthors = process.env.VITE_BLOG_AUTHORS?.trim();
const env = {
  ...process.env,
  ...local,
  VITE_RELAYS: ownRelays || local.VITE_RELAYS,
  VITE_BLOG_AUTHORS: ownAuthors || local.VITE_BLOG_AUTHORS,
  VITE_MUTED_PUBKEYS: process.env.VITE_MUTED_PUBKEYS?.trim() || local.VITE_MUTED_PUBKEYS,
  BUILD_LOG: process.env.BUILD_LOG ?? "short",
};
const root = clientDir(env);

console.log(`npm start: building a LOCAL DEMO of the site into ${root}/ (not for deploying: \`npm run build\` is).`);
let relays = null;
if (ownRelays) {
  console.log(`Relays: ${ownRelays} (VITE_RELAYS from your environment)`);
} else {
  relays = await startLocalRelays({ seed: process.env.SEED === "bench" ? "bench" : "demo" });
  console.log(
    `Relays: ${relays.urls.join(" ")} (local, ${relays.eventCount} demo events; set VITE_RELAYS to use others)`,
  );
}
console.log(
  ownAuthors
    ? `Authors: ${ownAuthors} (VITE_BLOG_AUTHORS from your environment)`
    : `Authors: the local seed's demo authors (set VITE_BLOG_AUTHORS to use others)`,
);

// Asynchronously: the relays live in this process and must keep answering while the build reads them.
const buildStatus = await new Promise((resolve) => {
  const build = spawn("npm", ["run", "build"], { stdio: "inherit", env });
  build.on("error", () => resolve(1));
  build.on("exit", (code) => resolve(code ?? 1));
});
if (buildStatus !== 0) {
  await relays?.stop();
  process.exit(buildStatus);
}

await startStaticServer({ root, port: PORT, host: HOST });
console.log(`\nLocal demo running at http://${HOST}:${PORT}/ (serving ${root}/; Ctrl+C to stop)`);

const shutdown = async () => {
  await relays?.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
