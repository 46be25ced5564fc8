// Build-time only: a Vite plugin, registered in vite.config.ts (plain JavaScript, like
// builder/vite/app-store-qr-plugin.mjs). A production build prints one warning for each setting of
// the launch checklist (builder/launch-checklist.ts) that still holds its placeholder. The checklist is
// evaluated by Vite's module runner, the way the app evaluates app/config.ts.
import console from "node:console";
import path from "node:path";
import { runnerImport } from "vite";

/**
 * The warnings of the launch checklist module at `file`.
 * @param {string} file
 * @returns {Promise<string[]>}
 */
export async function launchChecklistWarnings(file) {
  /** @type {{ module: { launchChecklist: () => string[] } }} */
  const { module } = await runnerImport(file, { configFile: false, logLevel: "silent" });
  return module.launchChecklist();
}

/**
 * @param {{ warn?: (message: string) => void }} [options]
 * @returns {import("vite").Plugin}
 */
export function launchChecklistPlugin({ warn = (message) => console.warn(message) } = {}) {
  let file = "";
  let production = false;
  return {
    name: "launch-checklist",
    apply: "build",
    configResolved(config) {
      file = path.resolve(config.root, "builder/launch-checklist.ts");
      production = config.mode === "production";
    },
    async buildStart() {
      // Once per build: React Router also builds the pages for pre-rendering (the "ssr" environment).
      if (!production || (this.environment && this.environment.name !== "client")) return;
      for (const message of await launchChecklistWarnings(file)) warn(message);
    },
  };
}
