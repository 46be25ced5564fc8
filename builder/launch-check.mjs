// `npm run launch-check`: fails while the launch checklist (builder/launch-checklist.ts) lists a placeholder, one line
// per setting, so that the deploy job never publishes a site with stand-in links, App Store id or support address
// (docs/deploying.md, "Launch checklist"). `npm run build` only warns, so demos and tests still build.
// Translations not reviewed yet, and messages not translated yet, are named, not refused: neither is a setting.
import console from "node:console";
import { runnerImport } from "vite";

/**
 * @typedef {() => string[]} Warnings
 * @type {{ module: { launchWarnings: Warnings; reviewWarnings: Warnings; translationWarnings: Warnings } }}
 */
const { module } = await runnerImport("./builder/launch-checklist.ts", { configFile: false, logLevel: "silent" });
for (const line of [...module.reviewWarnings(), ...module.translationWarnings()]) console.warn(line);
const placeholders = module.launchWarnings();
for (const line of placeholders) console.error(line);
if (placeholders.length > 0) {
  console.error(
    `✖ deploy refused: ${placeholders.length} launch checklist placeholder${placeholders.length === 1 ? "" : "s"} ` +
      'still set (docs/deploying.md, "Launch checklist")',
  );
  process.exit(1);
}
console.log("launch checklist: no placeholder left");
