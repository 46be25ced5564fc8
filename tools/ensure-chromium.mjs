// The browser tests drive Debian's Chromium, one of them draws Tibetan (text whose stacks must not be clipped)
// in Debian's Tibetan font, the typography tests Japanese and Chinese in Noto CJK, and one serves the build with Debian's nginx (tests/e2e/hosts-nginx.spec.ts). On a fresh
// Debian machine (as root) install what is missing, so `npm test` alone runs every test; elsewhere, say what to
// install.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { CHROMIUM_PATH as CHROMIUM } from "./chromium.mjs";
import { NGINX_PATH } from "./nginx.mjs";

const NEEDED = [
  { file: CHROMIUM, package: "chromium", note: "or set CHROMIUM_PATH" },
  { file: "/usr/share/fonts/truetype/tibetan-machine/TibetanMachineUni.ttf", package: "fonts-tibetan-machine" },
  // Japanese and Chinese glyphs, whose widths decide where the typography tests' headings break.
  { file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk" },
  { file: NGINX_PATH, package: "nginx", note: "or set NGINX_PATH" },
];

const missing = NEEDED.filter(({ file }) => !existsSync(file));
if (missing.length > 0) {
  const packages = missing.map((needed) => needed.package);
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    for (const needed of missing)
      console.error(
        `${needed.file} not found: install Debian's ${needed.package}${needed.note ? ` (${needed.note})` : ""}.`,
      );
    console.error(`apt-get install -y ${packages.join(" ")}`);
    process.exit(1);
  }
  console.log(`Not found: ${missing.map((needed) => needed.file).join(", ")}. Installing ${packages.join(", ")}...`);
  for (const args of [["update"], ["install", "-y", ...packages]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
