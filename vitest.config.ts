import { defineConfig } from "vitest/config";
import { chunkLoaderPlugin } from "./app/chunk-loader-plugin.mjs";
import { messagesPlugin } from "./app/i18n/messages-plugin.mjs";

// Separate from vite.config.ts: the React Router plugin breaks Vitest. Every catalogue is loaded up front.
export default defineConfig({
  plugins: [chunkLoaderPlugin(), messagesPlugin({ pseudo: true, eager: true })],
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
