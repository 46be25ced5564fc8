import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The feature folders of app/ (see README, "Layout"). */
const FEATURES = ["landing", "blog", "test-flows", "privacy"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-demo/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "bench-results/",
      "public/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Feature folders never import each other: what two features share lives in a shared folder (shell, content,
  // nostr, site, config). The relay layer (nostr) and the content know nothing of the features.
  ...Object.entries({
    landing: FEATURES,
    blog: FEATURES,
    "test-flows": FEATURES,
    privacy: FEATURES,
    nostr: [...FEATURES, "shell", "content"],
    content: [...FEATURES, "shell", "nostr"],
    site: [...FEATURES, "shell", "nostr", "content"],
  }).map(([folder, forbidden]) => ({
    files: [`app/${folder}/**/*.{ts,tsx}`],
    // Protocol code is pure, its tests included (they import test fixtures, never the blog).
    ignores: folder === "nostr" ? [] : ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: forbidden
            .filter((other) => other !== folder)
            .map((other) => ({
              regex: `^(\\.\\./)+${other}(/|$)`,
              message: `app/${folder} must not import app/${other}: move what both need to a shared folder.`,
            })),
        },
      ],
    },
  })),
  {
    // Build-time code: the scripts, the tests, the configs and the app's Vite plugins (app/**/*.mjs).
    files: ["scripts/**/*.{js,mjs,ts}", "tests/**/*.ts", "*.config.{js,ts}", "*.setup.ts", "app/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Workers the build writes as they are, without bundling (app/i18n/intl-warmup.worker.js).
    files: ["app/**/*.worker.js"],
    languageOptions: { globals: globals.worker },
  },
);
