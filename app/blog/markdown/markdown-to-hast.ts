import type { Root, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { plainTextReason } from "./markdown-precheck";
import { rehypeLinksAndImages } from "./rehype-links-and-images";
import { rehypeScrollRegions } from "./rehype-scroll-regions";
import { rehypeTableAlign } from "./rehype-table-align";
import { remarkNostrReferences } from "./remark-nostr-references";

/** Deepest element nesting shown as markup; only hostile markdown nests deeper, and it shows as plain text. */
export const MAX_TREE_DEPTH = 200;

/** The content is to be shown as plain text (what the pre-check found, or a tree too deep). */
export class PlainTextOnlyError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "PlainTextOnlyError";
  }
}

/**
 * The unified pipeline (remark-parse, remark-rehype) with GFM, bare `nostr:` references as links,
 * no raw HTML (remark-rehype drops it, as NIP-23 asks), the URL policy, table alignment as classes and
 * keyboard-scrollable code blocks and tables.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkNostrReferences)
  .use(remarkRehype)
  .use(rehypeLinksAndImages)
  .use(rehypeTableAlign)
  .use(rehypeScrollRegions)
  .freeze();

/**
 * The article body as a HAST tree of plain JSON (no source positions). Throws
 * PlainTextOnlyError for content to show as plain text, and whatever the parser throws (a stack overflow).
 * Unbounded in time: run it in the markdown worker or under a deadline.
 */
export function markdownToHast(content: string): Root {
  const reason = plainTextReason(content);
  if (reason) throw new PlainTextOnlyError(reason);
  const tree = processor.runSync(processor.parse(content));
  compact(tree);
  return tree;
}

/** Drops source positions (the tree stays plain data) and refuses trees nested beyond MAX_TREE_DEPTH. */
function compact(tree: Root): void {
  delete tree.position;
  const stack: [RootContent, number][] = tree.children.map((child) => [child, 1]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    delete node.position;
    if (node.type !== "element") continue;
    if (depth > MAX_TREE_DEPTH) throw new PlainTextOnlyError("markup nested too deep");
    for (const child of node.children) stack.push([child, depth + 1]);
  }
}

/**
 * The article body as HTML: the tree of markdownToHast serialized by hast-util-to-html, which escapes every text
 * and attribute value (the tree holds no raw HTML). What both the markdown worker and the build hand to the
 * page, which inserts it as it is: the browser parses it natively instead of React building it element by
 * element. Throws as markdownToHast does.
 */
export function markdownToHtml(content: string): string {
  return toHtml(markdownToHast(content));
}

/** The markdown worker's contract (./markdown-worker.ts, served and called through app/lib/worker-rpc.ts). */
export type MarkdownOps = {
  /** The body's HTML (markdownToHtml), or undefined when it is to show as plain text. */
  render(content: string): Promise<string | undefined>;
};

/** The markdown worker's implementation of MarkdownOps. */
export const markdownWork: MarkdownOps = {
  render: async (content) => {
    try {
      return markdownToHtml(content);
    } catch {
      return undefined;
    }
  },
};
