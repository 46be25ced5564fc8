import { createRequire } from "node:module";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { appStoreQrPlugin } from "./app/landing/qr/app-store-qr-plugin.mjs";
import { launchChecklistPlugin } from "./app/launch-checklist-plugin.mjs";
import { messagesPlugin } from "./app/i18n/messages-plugin.mjs";

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

export default defineConfig({
  plugins: [
    tailwindcss(),
    appStoreQrPlugin(),
    launchChecklistPlugin(),
    messagesPlugin({ pseudo: process.env.VITE_PSEUDO_LOCALE === "1" }),
    reactRouter(),
  ],
  // The relay and markdown workers (app/blog/api/relay-worker.ts, app/blog/markdown/markdown-worker.ts) are
  // module workers: the relay worker loads the verifier as a separate chunk.
  worker: { format: "es", plugins: () => [workerWithoutDomPlugin()] },
});
