import type { Root } from "hast";
import { visit } from "unist-util-visit";

const ALIGNMENTS = new Set(["left", "center", "right"]);

/**
 * GFM column alignment (`|:-:|`) as classes (`text-left`, `text-center`, `text-right`, styled by
 * article-body.css) instead of the `align` attribute, which renderers turn into `style="text-align:…"`. No
 * article puts a style attribute in the page, so the Content-Security-Policy never needs inline styles.
 */
export function rehypeTableAlign() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "th" && node.tagName !== "td") return;
      const { align, ...properties } = node.properties;
      if (align === undefined) return;
      node.properties = properties;
      if (typeof align === "string" && ALIGNMENTS.has(align)) {
        const className = Array.isArray(properties.className) ? properties.className : [];
        node.properties.className = [...className, `text-${align}`];
      }
    });
  };
}
