// After the CSP step, so every copy carries the final pages. What the hosts need besides the files
// (lib/host-rules.mjs, docs/deploying.md): each language's not-found page (404.html, a copy of its SPA fallback,
// which renders "Page not found"); Cloudflare Pages' `_routes.json` and `_worker.js`, the SPA fallback for blog
// paths only; the twin of each page outside the blog (privacy.html beside privacy/index.html), so Cloudflare serves
// `/privacy` without a redirect; and, outside the served folder, the policy headers for nginx (../nginx/).
// No `_redirects`: Cloudflare Pages applies one before the files, the worker's included, so any fallback rule there
// would shadow pre-rendered pages; Netlify's rules are in netlify.toml.
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import {
  NOT_FOUND_FILE,
  SPA_FALLBACK_FILE,
  folderPageTwins,
  languagePrefixes,
  nginxCspInclude,
  routesJson,
  workerScript,
} from "./lib/host-rules.mjs";

/** Where the build writes nginx's include of its policy headers: beside the served folder, never in it. */
export const nginxIncludeFile = (clientDir) => join(dirname(clientDir), "nginx", "ember-csp.conf");

export default async function deployFiles({ clientDir }) {
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(clientDir.length + 1)
        .split(sep)
        .join("/"),
    );
  const prefixes = languagePrefixes(files);
  for (const prefix of ["", ...prefixes]) {
    await copyFile(join(clientDir, prefix, SPA_FALLBACK_FILE), join(clientDir, prefix, NOT_FOUND_FILE));
  }
  const twins = folderPageTwins(files);
  for (const { page, twin } of twins) await copyFile(join(clientDir, page), join(clientDir, twin));

  await rm(join(clientDir, "_redirects"), { force: true });
  const routes = routesJson(prefixes);
  await writeFile(join(clientDir, "_routes.json"), `${JSON.stringify(routes, null, 2)}\n`);
  await writeFile(join(clientDir, "_worker.js"), workerScript(prefixes));

  const nginx = nginxIncludeFile(clientDir);
  await mkdir(dirname(nginx), { recursive: true });
  await writeFile(nginx, nginxCspInclude(await readFile(join(clientDir, "_headers"), "utf8")));
  console.log(
    `deploy files: ${prefixes.length + 1} not-found pages, ${twins.length} page twins, ` +
      `${routes.include.length} worker routes for ${files.length} files; ${nginx}`,
  );
}
