// Build-time only: a Vite plugin, registered in vite.config.ts and vitest.config.ts. `import load from
// "./view?loader"` gives a function that loads that module from its own chunk (`lazy(load)`). In the browser build
// it imports the chunk by its address: Vite wraps every dynamic import it can see in its module-preload helper,
// which costs the first page 0.8 KB gzip; an import by address carries none (docs/decisions/languages.md).
// `import { bundled } from "../../app/view?loader"` is the module itself in the server's rendering (the pre-rendering build
// and the development server, which render it at once), undefined elsewhere.

const SUFFIX = "?loader";

/** @returns {import("vite").Plugin} */
export function chunkLoaderPlugin() {
  let command = "build";
  return {
    name: "chunk-loader",
    configResolved(config) {
      command = config.command;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      // The server's rendering, built or in the development server (its "ssr" environment, not Vitest's), renders it
      // at once: a lazy import there would run its browser-only loader on the server.
      const server = this.environment?.config.consumer === "server";
      if (server && (command === "build" || this.environment?.name === "ssr")) {
        return [
          `import * as bundled from ${JSON.stringify(file)};`,
          `export { bundled };`,
          `export default () => Promise.resolve(bundled);`,
        ].join("\n");
      }
      // The development server and Vitest: a plain dynamic import.
      if (command === "serve")
        return `export const bundled = undefined;\nexport default () => import(${JSON.stringify(file)});`;
      // Its exports kept: nothing else imports the chunk, which is loaded for them.
      const chunk = this.emitFile({ type: "chunk", id: file, preserveSignature: "strict" });
      return [
        `export const bundled = undefined;`,
        `export default () => import(/* @vite-ignore */ import.meta.ROLLUP_FILE_URL_${chunk});`,
      ].join("\n");
    },
  };
}
