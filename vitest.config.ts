import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin breaks Vitest.
export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
