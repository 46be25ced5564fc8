/**
 * A build that cannot make the blog's data stops here (Node only): one line that says why, the half-written site
 * removed so that nothing is left to deploy, and a failed exit. What the operators do then: docs/deploying.md,
 * "When the build refuses to deploy".
 */
import { rmSync } from "node:fs";
import { clientDir } from "../build-dir.mjs";
import { PreviousArchiveError } from "./archive";

/** The line the build ends with, for `error`. */
export function refusalLine(error: unknown): string {
  const why =
    error instanceof PreviousArchiveError
      ? `${error.message} (a first deploy sets BLOG_ARCHIVE_FROM empty)`
      : `the blog's data could not be made: ${error instanceof Error ? error.message : String(error)}`;
  return `✖ build refused: ${why}; nothing was written to deploy (docs/deploying.md)`;
}

export function refuseBuild(error: unknown): never {
  // A failure the project did not foresee keeps its stack for whoever fixes it; the reason is the last line.
  if (!(error instanceof PreviousArchiveError)) console.error(error);
  console.error(`\n${refusalLine(error)}\n`);
  rmSync(clientDir(), { recursive: true, force: true });
  process.exit(1);
}
