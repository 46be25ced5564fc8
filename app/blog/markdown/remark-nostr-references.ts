import type { Link, Parent, Root, Text } from "mdast";
import { NOSTR_REFERENCE, nostrGatewayUrl, shortEntity } from "./nostr-uri";

/** Node types whose text must stay as written (a link inside a link is invalid; code is code). */
const SKIP = new Set(["link", "linkReference", "inlineCode", "code", "definition"]);

/** Splits a text node at valid bare `nostr:` references (NIP-27), which become links; invalid ones stay text. */
export function splitNostrReferences(text: string): (Text | Link)[] {
  const parts: (Text | Link)[] = [];
  let last = 0;
  for (const match of text.matchAll(NOSTR_REFERENCE)) {
    const uri = match[0];
    if (!nostrGatewayUrl(uri)) continue;
    const start = match.index;
    if (start > last) parts.push({ type: "text", value: text.slice(last, start) });
    parts.push({ type: "link", url: uri, children: [{ type: "text", value: shortEntity(match[1]!) }] });
    last = start + uri.length;
  }
  if (parts.length === 0) return [{ type: "text", value: text }];
  if (last < text.length) parts.push({ type: "text", value: text.slice(last) });
  return parts;
}

function walk(node: Parent): void {
  const children: Parent["children"] = [];
  for (const child of node.children) {
    if (child.type === "text" && child.value.includes("nostr:")) children.push(...splitNostrReferences(child.value));
    else {
      if ("children" in child && !SKIP.has(child.type)) walk(child as Parent);
      children.push(child);
    }
  }
  node.children = children;
}

/** Remark plugin: bare `nostr:npub1…` (and nprofile, note, nevent, naddr) in text become links. */
export function remarkNostrReferences() {
  return (tree: Root) => walk(tree);
}
