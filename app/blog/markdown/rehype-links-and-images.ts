import type { Element, Root } from "hast";
import { urlAttributes } from "html-url-attributes";
import { SKIP, visit } from "unist-util-visit";
import { articleUrlTransform, isExternalUrl } from "./url-transform";

/**
 * The URL policy and the markup of links and images. Every URL attribute goes through articleUrlTransform
 * (an unsafe URL becomes empty), as CommonMark renderers filter URLs. A link left without a URL is
 * plain text; an external link opens a new tab without opener or referrer. An image left without a source
 * shows its alt text; images load lazily and send no referrer.
 */
export function rehypeLinksAndImages() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      applyUrlPolicy(node);
      if (node.tagName === "a") {
        const href = node.properties.href;
        if (typeof href !== "string" || href === "") {
          node.tagName = "span";
          node.properties = {};
        } else if (isExternalUrl(href)) {
          node.properties.target = "_blank";
          node.properties.rel = ["noopener", "noreferrer"];
        }
        return;
      }
      if (node.tagName !== "img" || !parent || index === undefined) return;
      const { src, alt, title } = node.properties;
      if (typeof src !== "string" || src === "") {
        if (typeof alt === "string" && alt !== "") {
          parent.children[index] = {
            type: "element",
            tagName: "span",
            properties: {},
            children: [{ type: "text", value: alt }],
          };
          return SKIP;
        }
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      node.properties = {
        src,
        alt: typeof alt === "string" ? alt : "",
        ...(title === undefined ? {} : { title }),
        loading: "lazy",
        decoding: "async",
        referrerPolicy: "no-referrer",
      };
    });
  };
}

function applyUrlPolicy(node: Element): void {
  for (const [key, tags] of Object.entries(urlAttributes)) {
    if (!Object.hasOwn(node.properties, key)) continue;
    if (tags !== null && !tags.includes(node.tagName)) continue;
    const value = node.properties[key];
    node.properties[key] = articleUrlTransform(String(value ?? ""));
  }
}
