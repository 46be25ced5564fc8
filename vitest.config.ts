import { defineConfig } from "vitest/config";
import { chunkLoaderPlugin } from "./builder/vite/chunk-loader-plugin.mjs";
import { blogSnapshotPlugin } from "./builder/vite/blog-snapshot-plugin.mjs";
import { messagesPlugin } from "./builder/vite/messages-plugin.mjs";

// Separate from vite.config.ts: the React Router plugin breaks Vitest. Every catalogue is loaded up front.
export default defineConfig({
  plugins: [chunkLoaderPlugin(), blogSnapshotPlugin(), messagesPlugin({ pseudo: true, eager: true })],
  test: {
    // Node by default: jsdom is set up only for the files that render or touch the DOM, which say so in their
    // first line (`// @vitest-environment jsdom`).
    environment: "node",
    // Every core: Vitest's default leaves one free, which runs the files one at a time on a two-core machine.
    maxWorkers: "100%",
    include: ["app/**/*.test.{ts,tsx}", "builder/**/*.test.{ts,tsx,mjs}", "tools/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
