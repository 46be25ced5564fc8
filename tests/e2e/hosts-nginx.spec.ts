// nginx, as docs/deploying.md has operators run it: Debian's nginx (installed by the tests' set-up when missing,
// tools/ensure-chromium.mjs) with the repository's deploy/nginx/ember-site.conf included in a server block, and
// the build's own policy headers (build-demo/nginx/ember-csp.conf) beside the main configuration.
import { existsSync, readdirSync } from "node:fs";
import { chmod, copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_BUILD_DIR } from "../../builder/build-dir.mjs";
import { NGINX_PATH as NGINX } from "../../tools/nginx.mjs";
import { CLIENT, freePort, hostTests, startProcess, stopProcess, waitForServer } from "./hosts";

let server: ReturnType<typeof startProcess> | undefined;
let prefix: string;
let base = "";

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  expect(existsSync(NGINX), `${NGINX}: install Debian's nginx (npm run test:e2e does, as root)`).toBe(true);
  prefix = await mkdtemp(join(tmpdir(), "hosts-nginx-"));
  // nginx's workers (user nobody when run as root) read the folder.
  await chmod(prefix, 0o755);
  await copyFile(resolve(DEMO_BUILD_DIR, "nginx", "ember-csp.conf"), join(prefix, "ember-csp.conf"));
  const port = await freePort();
  // The http block of Debian's own nginx.conf, reduced to what serving files needs; paths in the test's folder.
  await writeFile(
    join(prefix, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${prefix}/body;
    gzip on;
    server {
        listen 127.0.0.1:${port};
        root ${CLIENT};
        include ${resolve("deploy/nginx/ember-site.conf")};
    }
}
`,
  );
  server = startProcess(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", join(prefix, "error.log")], {
    cwd: prefix,
  });
  base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/robots.txt`, server.child, server.output, 30_000);
});

test.afterAll(async () => {
  await stopProcess(server?.child);
  await rm(prefix, { recursive: true, force: true });
});

test("gzip for HTML, JavaScript, CSS, JSON, XML, SVG, wasm and the feeds", async () => {
  const assets = readdirSync(join(CLIENT, "assets"));
  const files = [
    "/",
    "/blog/an-article-published-after-the-build",
    `/assets/${assets.find((name) => name.endsWith(".js"))}`,
    `/assets/${assets.find((name) => name.endsWith(".css"))}`,
    `/assets/${assets.find((name) => name.endsWith(".wasm"))}`,
    "/blog/archive.json",
    "/sitemap.xml",
    "/blog/feed.xml",
    "/blog-demo/diagram-ecash.svg",
  ];
  for (const path of files) {
    // fetch() asks for gzip and unpacks it; the header says what came over the wire.
    const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-encoding"), path).toBe("gzip");
    expect(response.headers.get("vary"), path).toContain("Accept-Encoding");
  }
});

hostTests("nginx, with deploy/nginx/ember-site.conf", () => base);
