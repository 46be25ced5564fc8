// npm ci's postinstall (`patch-package --error-on-fail`) applies patches/@react-router+dev+7.18.4.patch: envDir:
// false over the envFile: false that Vite 8 deprecates. An install that skipped it (`--ignore-scripts`) fails here;
// `npx patch-package` applies it by hand.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

it("the installed @react-router/dev sets no envFile", () => {
  const dist = join(import.meta.dirname, "../node_modules/@react-router/dev/dist");
  const setting = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".js") && readFileSync(join(dist, file), "utf8").includes("envFile: false"),
  );
  expect(setting).toEqual([]);
});
