// The build-time settings of app/config.ts for Node scripts (post-build steps, Vite plugins, generators),
// read by importing the module through Vite, as the app itself reads it: the same defaults and the same
// VITE_* overrides (.env files for production, then the process environment).
import { resolve } from "node:path";
import { runnerImport } from "vite";

/** @returns {Promise<typeof import("../app/config.ts")>} */
export async function loadAppConfig(root = process.cwd()) {
  const { module } = await runnerImport(resolve(root, "app/config.ts"), {
    root,
    mode: "production",
    configFile: false,
    logLevel: "silent",
  });
  return module;
}
