import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { appStoreQrPlugin } from "./builder/vite/app-store-qr-plugin.mjs";
import { launchChecklistPlugin } from "./builder/vite/launch-checklist-plugin.mjs";
import { chunkLoaderPlugin } from "./builder/vite/chunk-loader-plugin.mjs";
import { messagesPlugin } from "./builder/vite/messages-plugin.mjs";
import { spaFallbacksPlugin } from "./builder/vite/spa-fallbacks-plugin.mjs";
import { blogSnapshotPlugin } from "./builder/vite/blog-snapshot-plugin.mjs";
import { prerenderThreadPlugin } from "./builder/vite/prerender-thread-plugin.mjs";
import { siteLocales } from "./app/i18n/locales.ts";

/**
 * Workers have no DOM, but bundles for the browser resolve packages' "browser" builds. The markdown parser's
 * entity decoder (decode-named-character-reference) has one that decodes through `document`: workers get its
 * plain build instead.
 */
function workerWithoutDomPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: "worker-without-dom",
    enforce: "pre",
    resolveId(source) {
      return source === "decode-named-character-reference" ? require.resolve(source) : null;
    },
  };
}

/**
 * What every page runs, in one chunk: React, React Router, the bundler's runtime, the entry, the words machinery,
 * the page metadata, the icons, and three small modules the shell and several pages share (the active section, the
 * near-screen watcher, the hydration mark), which would otherwise be files of their own. Left to itself the bundler splits them into eight files by which routes share
 * them; one file compresses better and spares the first page 2.1 KB gzip (docs/decisions/languages.md).
 */
function inFrameworkChunk(id: string): boolean {
  return (
    /\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) ||
    /\/app\/i18n\/[^/]+\.tsx?$/.test(id) ||
    /\/app\/(entry\.client\.tsx|seo\.ts|config\.ts|shell\/(icons|active-section|near-screen|hydration-mark)\.tsx?)$/.test(
      id,
    ) ||
    id.startsWith("\0rolldown/runtime")
  );
}

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/** The modules `from` imports, directly or not, without following dynamic imports (those load later, on demand). */
function staticImports(from: string[], ctx: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const next = [...from];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    next.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * What an article's page runs at once besides the framework, in one chunk. Left to itself the bundler splits it into
 * ten files by which of the blog's routes share each module; an article published after the build waits for all of
 * them before it can ask the relays (docs/decisions/article-code-in-one-chunk.md). Code the other pages load (the
 * root, the home page, the test flows...) stays out, so no page outside the blog loads it; the blog's list pages
 * load it too, with their own code beside it.
 */
function articlePageChunk(): Rolldown.CodeSplittingNameFunction {
  const routes = fileURLToPath(new URL("./app/routes/", import.meta.url));
  const article = `${routes}blog-article.tsx`;
  const elsewhere = [
    fileURLToPath(new URL("./app/root.tsx", import.meta.url)),
    ...readdirSync(routes)
      .filter((file) => !/^(blog|article-address)/.test(file))
      .map((file) => routes + file),
  ];
  // One graph per build (the browser's, the pre-rendering's): the sets are made again when it changes.
  const cache = new WeakMap<object, Set<string>>();
  return (id, ctx) => {
    const key = ctx.getModuleInfo(article);
    if (!key) return null;
    let chunk = cache.get(key);
    if (!chunk) {
      const shared = staticImports(elsewhere, ctx);
      chunk = new Set([...staticImports([article], ctx)].filter((module) => !shared.has(module)));
      cache.set(key, chunk);
    }
    return chunk.has(id) ? "article-page" : null;
  };
}

/**
 * `npm start` asks for a short log (BUILD_LOG=short, tools/start.mjs): Vite's and React Router's info lines (a line
 * per file written and per page pre-rendered, about 1,450 in a demo build) and Rolldown's plugin timings are left
 * out; warnings, errors and the site's own lines (the launch checklist, the blog, the post-build steps) stay.
 */
const shortLog = process.env.BUILD_LOG === "short";

export default defineConfig({
  logLevel: shortLog ? "warn" : undefined,
  plugins: [
    tailwindcss(),
    appStoreQrPlugin(),
    launchChecklistPlugin(),
    chunkLoaderPlugin(),
    blogSnapshotPlugin({ stepOnDevServer: true }),
    messagesPlugin({ pseudo: process.env.VITE_PSEUDO_LOCALE === "1" }),
    spaFallbacksPlugin({
      prefixes: siteLocales(process.env.VITE_PSEUDO_LOCALE === "1").flatMap((locale) => locale.prefix || []),
    }),
    prerenderThreadPlugin(),
    reactRouter(),
  ],
  // The relay and markdown workers (app/blog/api/relay-worker.ts, app/blog/markdown/markdown-worker.ts) are
  // module workers: the relay worker loads the verifier as a separate chunk.
  build: {
    rolldownOptions: {
      checks: { bundlerTimings: !shortLog },
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: inFrameworkChunk, priority: 2 },
            { name: articlePageChunk(), debugName: "article-page", priority: 1 },
          ],
        },
      },
    },
  },
  worker: { format: "es", plugins: () => [workerWithoutDomPlugin()] },
});
