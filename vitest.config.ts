import { defineConfig } from "vitest/config";
import { chunkLoaderPlugin } from "./app/chunk-loader-plugin.mjs";
import { messagesPlugin } from "./app/i18n/messages-plugin.mjs";

// Separate from vite.config.ts: the React Router plugin breaks Vitest. Every catalogue is loaded up front.
export default defineConfig({
  plugins: [chunkLoaderPlugin(), messagesPlugin({ pseudo: true, eager: true })],
  test: {
    // Node by default: a test file that renders or touches the DOM says so in its first line
    // (`// @vitest-environment jsdom`). Setting up jsdom for every file cost the run about a minute.
    environment: "node",
    // Every core: Vitest leaves one to itself by default, which on a two-core machine ran the files one by one.
    maxWorkers: "100%",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
