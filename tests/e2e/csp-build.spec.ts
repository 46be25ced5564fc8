// The built site's Content-Security-Policy, read from the build output itself: every HTML file's meta
// policy and the _headers policy. No page may allow inline scripts or styles wholesale.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { DEMO_BUILD_DIR } from "../../builder/build-dir.mjs";
import { listHtmlFiles } from "../../builder/postbuild/lib/html.mjs";

/** The build the browser tests run against (tools/e2e.mjs builds it). */
const CLIENT_DIR = fileURLToPath(new URL(`../../${DEMO_BUILD_DIR}/client`, import.meta.url));

test("no built page's policy, meta tag or header, contains 'unsafe-inline'", async () => {
  const files: string[] = await listHtmlFiles(CLIENT_DIR);
  expect(files).toEqual(expect.arrayContaining(["index.html", "blog/index.html", "test-flows/index.html"]));
  expect(files.filter((file) => file.startsWith("blog/") && file !== "blog/index.html").length).toBeGreaterThan(0);

  for (const file of files) {
    const html = readFileSync(join(CLIENT_DIR, file), "utf8");
    const policies = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)].map(
      (match) => match[1]!,
    );
    expect(policies, file).toHaveLength(1);
    expect(policies[0], file).toContain("script-src 'self'");
    expect(policies[0], file).not.toContain("'unsafe-inline'");
  }

  const headers = readFileSync(join(CLIENT_DIR, "_headers"), "utf8");
  // Pages: the header leaves the inline directives to each page's meta policy (no hash in it, whatever the number
  // of pages); the worker scripts under /assets get the whole policy.
  const headerPolicies = [...headers.matchAll(/Content-Security-Policy: (.*)/g)].map((match) => match[1]!);
  expect(headerPolicies).toHaveLength(2);
  const [pages, assets] = headerPolicies as [string, string];
  expect(pages).toContain("frame-ancestors 'none'");
  expect(pages).not.toMatch(/script-src|default-src|style-src|sha256-/);
  expect(assets).toContain("default-src 'none'; script-src 'self'");
  expect(assets).not.toContain("sha256-");
  for (const policy of headerPolicies) expect(policy).not.toContain("'unsafe-inline'");
  expect(headers.length).toBeLessThan(3000);
});
