// Where a build goes. `npm run build` writes the deployable site to build/client/. Builds against the
// local relays (`npm start`, the browser tests, the benchmarks) set BUILD_DIR to DEMO_BUILD_DIR, so a
// demo build (local relays in its CSP, demo authors) never lands in the folder that gets deployed.
import { join } from "node:path";

export const DEMO_BUILD_DIR = "build-demo";

/** React Router's buildDirectory for this environment. */
export function buildDir(env = process.env) {
  return env.BUILD_DIR?.trim() || "build";
}

/** The static site of a build: what a host serves. */
export function clientDir(env = process.env) {
  return join(buildDir(env), "client");
}

/**
 * In a Vite plugin's `writeBundle`, the file of the pre-rendering build's entry (React Router's server build, which
 * it deletes once the pages are written); undefined for the browser's build.
 * @param {{ config: { consumer: string } } | undefined} environment the hook's `this.environment`
 * @param {{ dir?: string }} options
 * @param {Record<string, { type: string; isEntry?: boolean; fileName: string }>} bundle
 * @returns {string | undefined}
 */
export function serverBuildEntry(environment, options, bundle) {
  if (environment?.config.consumer !== "server" || !options.dir) return undefined;
  const entry = Object.values(bundle).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
  return entry && join(options.dir, entry.fileName);
}

/** The blog snapshot's file (builder/blog/snapshot.ts): in the build's folder, beside the site, never deployed. */
export function blogSnapshotFile(env = process.env) {
  return join(buildDir(env), "blog-snapshot.json");
}
