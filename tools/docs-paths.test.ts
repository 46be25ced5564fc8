// Every repository path the README and docs/ name exists (docs/contributing.md, "Documentation"): paths in
// backticks that start with a repository folder (app/, builder/, tools/, tests/, docs/, public/, .github/, .ci/) or
// are a top-level file (package.json, vite.config.ts...), resolved from the repository's root, and every
// relative markdown link, resolved from the linking file's folder. A trailing `:line`, `#anchor` or `?query`
// is dropped; a trailing `/` means a folder. Globs (`*`), placeholders (`{slug}`, `<id>`), URLs and fenced
// code blocks are not checked.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const PATH_PREFIXES = ["app/", "builder/", "tools/", "tests/", "docs/", "public/", ".github/", ".ci/"];

/** Top-level files a doc may name without a folder. Any other bare name (`sitemap.ts`) is not a path. */
const TOP_LEVEL_FILE =
  /^(?:package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|[\w-]+\.(?:config|setup)\.(?:ts|js|mjs|cjs)|README\.md|\.gitignore|\.prettierrc)$/;

/** A path a document names: `path` from the repository's root (posix), `folder` when written with a trailing `/`. */
interface NamedPath {
  path: string;
  folder: boolean;
}

/** README.md and every .md under docs/, from the repository's root. */
function markdownFiles(): string[] {
  const found = ["README.md"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".md")) found.push(path);
    }
  };
  walk("docs");
  return found;
}

/** The text outside fenced code blocks (``` or ~~~): commands and configuration, not claims about paths. */
function withoutFencedBlocks(text: string): string {
  let fence: string | null = null;
  return text
    .split("\n")
    .filter((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence === null ? marker : null;
        return false;
      }
      return fence === null;
    })
    .join("\n");
}

const CODE_SPAN = /(`+)([\s\S]+?)\1(?!`)/g;
const INLINE_LINK = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const REFERENCE_LINK = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm;
const PLACEHOLDER = /[*{}<>$]/;

/** The path without a trailing `:line[:column]`, `#anchor` or `?query`. */
function bare(path: string): string {
  return path.replace(/[#?].*$/, "").replace(/:\d+(?::\d+)?$/, "");
}

function named(path: string): NamedPath {
  const folder = path.endsWith("/");
  return { path: folder ? path.replace(/\/+$/, "") || "." : path, folder };
}

/** Repository paths written in one code span (a path alone, or a token of a command). */
function pathsInCode(code: string): NamedPath[] {
  const paths: NamedPath[] = [];
  for (const raw of code.split(/\s+/)) {
    const token = bare(raw.replace(/^["'([]+|["')\],;]+$/g, ""));
    if (!token || PLACEHOLDER.test(token)) continue;
    if (PATH_PREFIXES.some((prefix) => token.startsWith(prefix)) || TOP_LEVEL_FILE.test(token)) {
      paths.push(named(posix.normalize(token)));
    }
  }
  return paths;
}

/** A link's target as a repository path, from the linking file's folder; null for URLs and anchors. */
function pathOfLink(target: string, file: string): NamedPath | null {
  const unwrapped = target.replace(/^<|>$/g, "");
  if (/^[a-z][a-z\d+.-]*:/i.test(unwrapped) || unwrapped.startsWith("//") || unwrapped.startsWith("#")) return null;
  let path = bare(unwrapped);
  try {
    path = decodeURI(path);
  } catch {
    // left as written: it is then reported missing
  }
  if (!path || PLACEHOLDER.test(path)) return null;
  const resolved = path.startsWith("/") ? posix.normalize(path.slice(1)) : posix.join(posix.dirname(file), path);
  return named(resolved + (path.endsWith("/") && !resolved.endsWith("/") ? "/" : ""));
}

/** Every repository path a markdown text names, as written in `file` (a path from the repository's root). */
function namedPaths(text: string, file: string): NamedPath[] {
  const prose = withoutFencedBlocks(text);
  const paths: NamedPath[] = [];
  for (const [, , code] of prose.matchAll(CODE_SPAN)) paths.push(...pathsInCode(code!));
  const outsideCode = prose.replace(CODE_SPAN, " ");
  for (const pattern of [INLINE_LINK, REFERENCE_LINK]) {
    for (const [, target] of outsideCode.matchAll(pattern)) {
      const path = pathOfLink(target!, file);
      if (path) paths.push(path);
    }
  }
  return paths;
}

function exists({ path, folder }: NamedPath): boolean {
  if (path.startsWith("../") || path === "..") return false; // outside the repository
  const full = join(ROOT, path);
  return folder ? existsSync(full) && statSync(full).isDirectory() : existsSync(full);
}

/** "path (named in a.md, b.md)" for every named path that does not exist. */
function missingPaths(files: { file: string; text: string }[]): string[] {
  const missing = new Map<string, Set<string>>();
  for (const { file, text } of files) {
    for (const entry of namedPaths(text, file)) {
      if (exists(entry)) continue;
      const key = entry.folder ? `${entry.path}/` : entry.path;
      missing.set(key, (missing.get(key) ?? new Set<string>()).add(file));
    }
  }
  return [...missing]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, files]) => `${path} (named in ${[...files].join(", ")})`);
}

describe("paths named in the README and docs/", () => {
  it("finds paths in code spans and links, and skips what is not a path", () => {
    const text = [
      "Edit `app/config.ts:12`, read `docs/product.md#blog`, the folder `app/nostr/`, and `tools/no-such-file.mjs`.",
      'Run `npm run test:e2e -- tests/e2e/blog.spec.ts` or `npx prettier --write "app/**/*.{ts,tsx}"`.',
      "Not paths: `sitemap.ts`, `/blog/{slug}`, `build/client/`, `VITE_RELAYS`; a top-level file: `package.json`.",
      "Links: [index](decisions/README.md), [up](../README.md#set-up), [web](https://example.org/app/x.ts),",
      "[anchor](#layout), [missing folder](missing-folder/), ``code with ` inside app/inside.ts``.",
      "```sh",
      "node app/in-a-fence.ts",
      "```",
    ].join("\n");
    expect(namedPaths(text, "docs/example.md")).toEqual([
      { path: "app/config.ts", folder: false },
      { path: "docs/product.md", folder: false },
      { path: "app/nostr", folder: true },
      { path: "tools/no-such-file.mjs", folder: false },
      { path: "tests/e2e/blog.spec.ts", folder: false },
      { path: "package.json", folder: false },
      { path: "app/inside.ts", folder: false },
      { path: "docs/decisions/README.md", folder: false },
      { path: "README.md", folder: false },
      { path: "docs/missing-folder", folder: true },
    ]);
    expect(missingPaths([{ file: "docs/example.md", text }])).toEqual([
      "app/inside.ts (named in docs/example.md)",
      "docs/missing-folder/ (named in docs/example.md)",
      "tools/no-such-file.mjs (named in docs/example.md)",
    ]);
  });

  it("all exist", () => {
    const files = markdownFiles().map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }));
    expect(files.map(({ file }) => file)).toEqual(expect.arrayContaining(["README.md", "docs/product.md"]));
    // A scan that finds next to nothing would pass whatever the docs say.
    expect(files.flatMap(({ file, text }) => namedPaths(text, file)).length).toBeGreaterThan(100);
    const missing = missingPaths(files);
    expect(missing, `paths named in the docs that do not exist:\n  ${missing.join("\n  ")}\n`).toEqual([]);
  });
});
