import { defineConfig } from "vitest/config";
import { chunkLoaderPlugin } from "./app/chunk-loader-plugin.mjs";
import { messagesPlugin } from "./app/i18n/messages-plugin.mjs";

// Separate from vite.config.ts: the React Router plugin breaks Vitest. Every catalogue is loaded up front.
export default defineConfig({
  plugins: [chunkLoaderPlugin(), messagesPlugin({ pseudo: true, eager: true })],
  test: {
    // Node by default: jsdom is set up only for the files that render or touch the DOM, which say so in their
    // first line (`// @vitest-environment jsdom`).
    environment: "node",
    // Every core: Vitest's default leaves one free, which runs the files one at a time on a two-core machine.
    maxWorkers: "100%",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
