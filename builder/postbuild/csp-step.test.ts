// The CSP step's one pass over the pages: the warm-up's start, then each page's policy, in one read and one write.
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import csp from "./90-csp.mjs";

const page = (lang: string, body = "<p>words</p>") =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title>t</title></head><body>${body}</body></html>`;

async function site(pages: Record<string, string>) {
  const clientDir = await mkdtemp(join(tmpdir(), "csp-step-"));
  await mkdir(join(clientDir, "assets"), { recursive: true });
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(join(clientDir, file, ".."), { recursive: true });
    await writeFile(join(clientDir, file), html);
  }
  return clientDir;
}

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
const warmupOf = (html: string) => /<script>(new Worker\([^<]*\))<\/script>/.exec(html)?.[1];

describe("the CSP step", () => {
  it("starts the warm-up on a page in another language, hashes that start, and leaves English pages without it", async () => {
    const clientDir = await site({ "index.html": page("en"), "es/index.html": page("es") });
    await csp({ clientDir });
    const english = await readFile(join(clientDir, "index.html"), "utf8");
    const spanish = await readFile(join(clientDir, "es/index.html"), "utf8");
    expect(warmupOf(english)).toBeUndefined();
    expect(policyOf(english)).toMatch(/script-src 'self'/);
    const start = warmupOf(spanish);
    expect(start).toMatch(/^new Worker\("\/assets\/intl-warmup-[\w-]{8}\.js",\{name:"es"\}\)$/);
    const { createHash } = await import("node:crypto");
    const hash = `'sha256-${createHash("sha256").update(start!).digest("base64")}'`;
    expect(policyOf(spanish)).toContain(hash);
    expect(policyOf(english)).not.toContain(hash);
    // The worker the start names is written.
    const worker = /"\/assets\/(intl-warmup-[\w-]{8}\.js)"/.exec(start!)![1]!;
    expect(await readFile(join(clientDir, "assets", worker), "utf8")).toContain("Intl");
  });

  it("fails the build on a page with an inline script it cannot allow, naming every such page", async () => {
    const clientDir = await site({
      "index.html": page("en"),
      "blog/bad/index.html": page("en", "<script>alert(1)</script>"),
      "es/worse/index.html": page("es", "<script>alert(2)</script>"),
    });
    const run = csp({ clientDir });
    await expect(run).rejects.toThrow(/cannot allow these/);
    await expect(run).rejects.toThrow(/blog\/bad\/index\.html/);
    await expect(run).rejects.toThrow(/es\/worse\/index\.html/);
    // In the pages' order, however the pages in flight finish.
    await expect(run).rejects.toThrow(/blog\/bad\/index\.html[^]*es\/worse\/index\.html/);
    // A page it cannot allow is never written with a policy.
    expect(policyOf(await readFile(join(clientDir, "blog/bad/index.html"), "utf8"))).toBeUndefined();
  });
});
