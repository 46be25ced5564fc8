// The blog snapshot for the pre-rendering loaders: `virtual:blog-snapshot` (app/blog/blog-snapshot.d.ts) reads the
// file the snapshot step wrote (builder/blog/snapshot.ts, run from react-router.config.ts before any page renders).
// The app's loaders import this module, never the builder's code: the build hands them its data, as a file.
import { fileURLToPath } from "node:url";

const ID = "virtual:blog-snapshot";
const RESOLVED = `\0${ID}`;
const BUILD_DIR_MODULE = fileURLToPath(new URL("../build-dir.mjs", import.meta.url));
const SNAPSHOT_MODULE = fileURLToPath(new URL("../blog/snapshot.ts", import.meta.url));

/** The module's code: the snapshot's file, read and parsed; one line that says why when it is missing. */
const CODE = `import { readFile } from "node:fs/promises";
import { blogSnapshotFile } from ${JSON.stringify(BUILD_DIR_MODULE)};
export function readBlogSnapshot() {
  const file = blogSnapshotFile();
  return readFile(file, "utf8").then(
    (text) => JSON.parse(text),
    (error) => {
      throw new Error(\`blog: no snapshot at \${file}: the pages render only after blogPaths made it\`, { cause: error });
    },
  );
}
`;

/**
 * @param {{ stepOnDevServer?: boolean }} [options] `stepOnDevServer`: on the development server, where no build runs
 * the step, run it once, when a page first needs the snapshot (the unit tests write their own file instead)
 * @returns {import("vite").Plugin} the `virtual:blog-snapshot` module
 */
export function blogSnapshotPlugin({ stepOnDevServer = false } = {}) {
  /** @type {import("vite").ViteDevServer | undefined} */
  let server;
  /** @type {Promise<unknown> | undefined} */
  let devStep;
  return {
    name: "blog-snapshot",
    configureServer(devServer) {
      if (stepOnDevServer) server = devServer;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      if (server) {
        // Through the server's own module runner, which stays open for the step's later imports.
        const runner = /** @type {import("vite").RunnableDevEnvironment} */ (server.environments.ssr).runner;
        devStep ??= runner
          .import(SNAPSHOT_MODULE)
          .then((module) => /** @type {typeof import("../blog/snapshot.ts")} */ (module).blogPaths());
        await devStep;
      }
      return CODE;
    },
  };
}
