// Build-time only: a Vite plugin, registered in vite.config.ts. React Router writes one SPA fallback, the page for
// every address the build did not pre-render (an article published since), rendered at `/`: in English. Under
// another language's prefix the app then renders the whole page anew in the browser instead of hydrating it,
// which costs a phone about 250 ms of blocking time. This writes one fallback per language
// (`/es/__spa-fallback.html`), rendered the way React Router renders its own, and the deploy's rewrites send each
// prefix to its own (builder/postbuild/lib/host-rules.mjs; docs/languages.md).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { clientDir, serverBuildEntry } from "../build-dir.mjs";
import { SPA_FALLBACK_FILE } from "../postbuild/lib/host-rules.mjs";

/**
 * @param {{ prefixes: string[] }} options the address prefixes of the build's languages besides English
 * @returns {import("vite").Plugin}
 */
export function spaFallbacksPlugin({ prefixes }) {
  return {
    name: "spa-fallbacks",
    apply: "build",
    writeBundle: {
      // Before React Router's own step, which pre-renders the pages and then deletes the server build.
      order: "pre",
      async handler(options, bundle) {
        const entry = serverBuildEntry(this.environment, options, bundle);
        if (!entry) return;
        const build = await import(pathToFileURL(entry).href);
        const { createRequestHandler } = await import("react-router");
        const handler = createRequestHandler(build, "production");
        for (const prefix of prefixes) {
          // An address under the language's prefix that the build does not pre-render: React Router renders
          // it as it renders its own fallback, the root alone (in that language) with its loading line.
          const response = await handler(new Request(`http://localhost/${prefix}/__spa-fallback`));
          const html = await response.text();
          if (response.status !== 200 || !html.includes("window.__reactRouterContext")) {
            throw new Error(`SPA fallback for /${prefix}: status ${response.status}\n${html.slice(0, 500)}`);
          }
          const file = path.join(clientDir(), prefix, SPA_FALLBACK_FILE);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
        }
      },
    },
  };
}
