// The browser tests drive Debian's Chromium. On a fresh Debian machine (as root) install it when it
// is missing, so `npm test` alone runs every test; elsewhere, say what to do.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { CHROMIUM_PATH as CHROMIUM } from "./chromium.mjs";

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium...`);
  for (const args of [["update"], ["install", "-y", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
