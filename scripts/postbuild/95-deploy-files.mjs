// After the CSP step, so both files carry the final pages: `_redirects` (the SPA fallback on Netlify
// and Cloudflare Pages, see lib/redirects.mjs) and 404.html, a copy of the SPA fallback for hosts
// without rewrites (GitHub Pages serves it, with status 404, for every path without a file).
import { copyFile, readdir, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import {
  CLOUDFLARE_STATIC_RULE_LIMIT,
  NOT_FOUND_FILE,
  SPA_FALLBACK_FILE,
  identityRules,
  redirectsFile,
} from "./lib/redirects.mjs";

export default async function deployFiles({ clientDir }) {
  await copyFile(join(clientDir, SPA_FALLBACK_FILE), join(clientDir, NOT_FOUND_FILE));
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(clientDir.length + 1)
        .split(sep)
        .join("/"),
    );
  await writeFile(join(clientDir, "_redirects"), redirectsFile(files));
  const rules = identityRules(files).length;
  if (rules > CLOUDFLARE_STATIC_RULE_LIMIT) {
    console.warn(
      `deploy files: ${rules} fixed rules for ${files.length} files: Cloudflare Pages reads only ` +
        `${CLOUDFLARE_STATIC_RULE_LIMIT} of _redirects; ` +
        "the files past that would be shadowed by the SPA fallback there",
    );
  }
}
