// The built site's Content-Security-Policy, read from the build output itself: every HTML file's meta
// policy and the _headers policy. No page may allow inline scripts or styles wholesale.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { DEMO_BUILD_DIR } from "../../scripts/build-dir.mjs";
import { listHtmlFiles } from "../../scripts/postbuild/lib/html.mjs";

/** The build the browser tests run against (scripts/e2e.mjs builds it). */
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
  const headerPolicies = [...headers.matchAll(/Content-Security-Policy: (.*)/g)].map((match) => match[1]!);
  expect(headerPolicies).toHaveLength(1);
  expect(headerPolicies[0]).toContain("script-src 'self'");
  expect(headerPolicies[0]).not.toContain("'unsafe-inline'");
});
