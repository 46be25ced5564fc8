import type { Tag } from "./tags";

/**
 * NIP-22, for a kind 1111 comment: its parent tags (`a` / `e`), or, without any, its root (`A` / `E`), with the
 * parent's kind (`k`, or `K` for the root) when given.
 */
export function nip22Parents(tags: Tag[]): { parents: Tag[]; kinds: string[] } {
  const parents = tags.filter((tag) => tag[0] === "a" || tag[0] === "e");
  if (parents.length > 0) return { parents, kinds: tags.filter((tag) => tag[0] === "k").map((tag) => tag[1]) };
  return {
    parents: tags.filter((tag) => tag[0] === "A" || tag[0] === "E"),
    kinds: tags.filter((tag) => tag[0] === "K").map((tag) => tag[1]),
  };
}
