import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { patchReactRouterDev } from "./postinstall.mjs";

const VITE_NODE = "createServer({\n    configFile: false,\n    envFile: false,\n    plugins: []\n  });";

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/** A project whose node_modules holds a @react-router/dev of `version` with two files that set `envFile: false`. */
async function project(version: string): Promise<string> {
  root = await mkdtemp(join(tmpdir(), "postinstall-"));
  const dir = join(root, "node_modules/@react-router/dev");
  await mkdir(join(dir, "dist/cli"), { recursive: true });
  await writeFile(join(dir, "package.json"), JSON.stringify({ name: "@react-router/dev", version }));
  await writeFile(join(dir, "dist/vite.js"), `${VITE_NODE}\n${VITE_NODE}\n`);
  await writeFile(join(dir, "dist/cli/index.js"), VITE_NODE);
  await writeFile(join(dir, "dist/config.d.ts"), "envFile: false");
  return root;
}

describe("patchReactRouterDev", () => {
  it("writes envDir: false for every envFile: false in React Router 7's scripts, once", async () => {
    const at = await project("7.18.4");
    expect(patchReactRouterDev(at)).toBe(2);
    const vite = await readFile(join(at, "node_modules/@react-router/dev/dist/vite.js"), "utf8");
    expect(vite).not.toContain("envFile");
    expect(vite.match(/configFile: false,\n {4}envDir: false,/g)).toHaveLength(2);
    expect(await readFile(join(at, "node_modules/@react-router/dev/dist/cli/index.js"), "utf8")).toContain(
      "envDir: false",
    );
    expect(await readFile(join(at, "node_modules/@react-router/dev/dist/config.d.ts"), "utf8")).toBe("envFile: false");
    expect(patchReactRouterDev(at)).toBe(0);
  });

  it("leaves another major version, and a project without React Router, alone", async () => {
    const at = await project("8.4.0");
    expect(patchReactRouterDev(at)).toBe(0);
    expect(await readFile(join(at, "node_modules/@react-router/dev/dist/cli/index.js"), "utf8")).toBe(VITE_NODE);
    expect(patchReactRouterDev(join(at, "nowhere"))).toBe(0);
  });
});

describe("the installed @react-router/dev", () => {
  it("sets no envFile (npm ci ran scripts/postinstall.mjs; `node scripts/postinstall.mjs` does it by hand)", () => {
    const dist = join(import.meta.dirname, "../node_modules/@react-router/dev/dist");
    const setting = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".js") && readFileSync(join(dist, file), "utf8").includes("envFile: false"),
    );
    expect(setting).toEqual([]);
  });
});
