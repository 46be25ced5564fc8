// `npm start`: builds the site and serves it locally (see README).
import { spawnSync } from "node:child_process";
import { startStaticServer } from "./static-server.mjs";

const PORT = Number(process.env.PORT ?? 5173);
const HOST = process.env.HOST ?? "127.0.0.1";

const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

await startStaticServer({ root: "build/client", port: PORT, host: HOST });
console.log(`\nSite running at http://${HOST}:${PORT}/  (Ctrl+C to stop)`);
