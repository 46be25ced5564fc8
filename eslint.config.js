import { builtinModules } from "node:module";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The feature folders of app/ (see README, "Layout"). */
const FEATURES = ["landing", "blog", "test-flows", "privacy"];

/**
 * app/ holds only code that runs in the browser or in React Router's render (docs/layout.md): no Node built-in, no
 * `ws`, nothing of the build (builder/), of the tools (tools/) or of the tests. Its tests run in Node and may use
 * Node and the test infrastructure, never the builder.
 */
const RUNTIME_ONLY = [
  {
    regex: `^(node:|(${builtinModules.filter((name) => !name.startsWith("_")).join("|")})(/|$)|ws$)`,
    message: "app/ runs in the browser and in React Router's render: Node-only code belongs in builder/.",
  },
  {
    regex: "^(\\.\\./)+(builder|tools|tests)(/|$)",
    message: "app/ must not import builder/, tools/ or tests/: the build hands the app its data (docs/layout.md).",
  },
];
const TESTS_OF_APP = [
  {
    regex: "^(\\.\\./)+builder(/|$)",
    message: "app/'s tests test the app: a test of build code lives beside it in builder/.",
  },
];

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
  {
    files: ["app/**/*.{ts,tsx,mjs,js}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: RUNTIME_ONLY }] },
  },
  {
    files: ["app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: TESTS_OF_APP }] },
  },
  // Feature folders never import each other: what two features share lives in a shared folder (shell, content,
  // nostr, site, config). The relay layer (nostr) and the content know nothing of the features. (Each folder's rule
  // repeats the runtime rule above: a later setting of a rule replaces an earlier one.)
  ...Object.entries({
    landing: FEATURES,
    blog: FEATURES,
    "test-flows": FEATURES,
    privacy: FEATURES,
    nostr: [...FEATURES, "shell", "content"],
    content: [...FEATURES, "shell", "nostr"],
    site: [...FEATURES, "shell", "nostr", "content"],
  }).flatMap(([folder, forbidden]) => {
    const others = forbidden
      .filter((other) => other !== folder)
      .map((other) => ({
        regex: `^(\\.\\./)+${other}(/|$)`,
        message: `app/${folder} must not import app/${other}: move what both need to a shared folder.`,
      }));
    const rule = (patterns) => ({ "no-restricted-imports": ["error", { patterns: [...patterns, ...others] }] });
    return [
      { files: [`app/${folder}/**/*.{ts,tsx}`], ignores: ["**/*.test.{ts,tsx}"], rules: rule(RUNTIME_ONLY) },
      // Protocol code is pure, its tests included (they import test fixtures, never the blog).
      ...(folder === "nostr" ? [{ files: [`app/${folder}/**/*.test.{ts,tsx}`], rules: rule(TESTS_OF_APP) }] : []),
    ];
  }),
  {
    // Node code: the build (builder/), the tools (tools/), the tests and the configs.
    files: [
      "builder/**/*.{js,mjs,ts,tsx}",
      "tools/**/*.{js,mjs,ts}",
      "tests/**/*.ts",
      "*.config.{js,ts}",
      "*.setup.ts",
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The app's plain JavaScript modules (read by the browser and by the build alike).
    files: ["app/**/*.mjs"],
    languageOptions: { globals: globals.browser },
  },
  {
    // Workers the build writes as they are, without bundling (app/i18n/intl-warmup.worker.js).
    files: ["app/**/*.worker.js"],
    languageOptions: { globals: globals.worker },
  },
);
