// Before the fallback's preloads and the CSP: the blog's search index (Pagefind) in build/client/pagefind/, from
// the pre-rendered article pages (blog/{slug}/index.html). Only what the article view marks `data-pagefind-body`
// is indexed: the title, the topics and the body; the summary, which the page shows only in its description meta,
// is added to the copy Pagefind reads (the file on disk is left alone). The /blog page loads the index when the
// reader starts to search (app/blog/components/blog-search.tsx); articles published after the build are found
// there from the list instead. A build without articles still writes a valid index of no pages: Pagefind then
// refuses to start ("No language indexes found") and the box searches the list's titles and summaries only.
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import * as pagefind from "pagefind";

export const SEARCH_DIR = "pagefind";
/** What Pagefind writes that the site never loads: its ready-made UIs and the result highlighter. */
const UNUSED_FILE = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$/;
const BODY = /\sdata-pagefind-body(?=[\s=>/])/;
const TITLE = /<h1\b[^>]*\sdata-pagefind-body\b[^>]*>[\s\S]*?<\/h1\s*>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;

/** The pre-rendered article pages: `blog/{slug}/index.html` files whose article is marked for the index. */
export async function articlePages(clientDir) {
  const blog = join(clientDir, "blog");
  const entries = await readdir(blog, { withFileTypes: true }).catch(() => []);
  const pages = [];
  for (const entry of entries.filter((item) => item.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const html = await readFile(join(blog, entry.name, "index.html"), "utf8").catch(() => undefined);
    // The placeholder a build without articles pre-renders ("Article not found") has no article to index.
    if (html && BODY.test(html)) pages.push({ slug: entry.name, html });
  }
  return pages;
}

/**
 * The page as Pagefind reads it: the summary (the description meta, already escaped by React) as indexed text
 * after the title, so a summary's words find the article too.
 */
export function withSummary(html) {
  const summary = DESCRIPTION.exec(html)?.[1]?.replace(/[<>]/g, " ").trim();
  const title = TITLE.exec(html);
  if (!summary || !title) return html;
  const at = title.index + title[0].length;
  return `${html.slice(0, at)}<p data-pagefind-body>${summary}</p>${html.slice(at)}`;
}

async function sizeOf(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export default async function searchIndex({ clientDir }) {
  const outputPath = join(clientDir, SEARCH_DIR);
  await rm(outputPath, { recursive: true, force: true });
  const pages = await articlePages(clientDir);
  try {
    const { index, errors } = await pagefind.createIndex();
    if (!index) throw new Error(errors.join("; "));
    const problems = [];
    for (const { slug, html } of pages) {
      const added = await index.addHTMLFile({ url: `/blog/${slug}`, content: withSummary(html) });
      problems.push(...added.errors.map((error) => `blog/${slug}: ${error}`));
    }
    const written = await index.writeFiles({ outputPath });
    problems.push(...written.errors);
    if (problems.length > 0) throw new Error(problems.join("\n  "));
  } finally {
    await pagefind.close();
  }
  for (const name of await readdir(outputPath)) {
    if (UNUSED_FILE.test(name)) await rm(join(outputPath, name));
  }
  if (pages.length === 0) console.warn("search index: no article page was pre-rendered; the index is empty");
  console.log(
    `search index: ${pages.length} article pages in ${relative(clientDir, outputPath)}/, ${kilobytes(await sizeOf(outputPath))}`,
  );
}
