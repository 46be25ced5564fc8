// Run by `npm ci` and `npm install` (package.json's "postinstall"; the root's own scripts run whatever
// allowScripts says). React Router 7.18's dev tools start their internal Vite servers with `envFile: false`, an
// option Vite 8 deprecates: every build printed "The `envFile` option is deprecated, please use `envDir: false`
// instead." 7 to 9 times. `envDir: false` is its replacement with the same effect (Vite 8 reads `envFile: false` as
// `envDir: false`: no .env file is loaded) and React Router 8 made the same change; this writes it into the
// installed copy. Nothing to do on React Router 8, or once done; drop this file with the move to React Router 8.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `source` with each `envFile: false` written as `envDir: false`.
 * @param {string} source
 */
export function withEnvDir(source) {
  return source.replaceAll("envFile: false", "envDir: false");
}

/**
 * Rewrites the scripts of the installed @react-router/dev 7 under `root`; returns how many files it changed.
 * @param {string} root the project's folder
 */
export function patchReactRouterDev(root) {
  const dir = join(root, "node_modules/@react-router/dev");
  const manifest = join(dir, "package.json");
  if (!existsSync(manifest) || !JSON.parse(readFileSync(manifest, "utf8")).version.startsWith("7.")) return 0;
  let changed = 0;
  const files = readdirSync(join(dir, "dist"), { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js"),
  );
  for (const file of files) {
    const path = join(dir, "dist", file);
    const source = readFileSync(path, "utf8");
    const patched = withEnvDir(source);
    if (patched === source) continue;
    writeFileSync(path, patched);
    changed += 1;
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  patchReactRouterDev(fileURLToPath(new URL("../", import.meta.url)));
