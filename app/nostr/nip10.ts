import type { Tag } from "./tags";

/**
 * NIP-10, for a kind 1 note: the tags that name the note it answers. Those marked "reply", else those marked
 * "root" (a direct reply to the root carries only "root"). Without markers (the older positional form) the last
 * `e` tag, or, when there is at most one `e` tag, the last `a` tag too (a reply to an earlier version of an
 * article names its old id and its address). Tags marked "mention" never name the parent.
 */
export function nip10Parents(tags: Tag[]): Tag[] {
  const refs = tags.filter((tag) => tag[0] === "e" || tag[0] === "a");
  for (const marker of ["reply", "root"]) {
    const parents = refs.filter((tag) => tag[3] === marker);
    if (parents.length > 0) return parents;
  }
  const unmarked = refs.filter((tag) => tag[3] !== "mention");
  const ids = unmarked.filter((tag) => tag[0] === "e");
  const lastAddress = unmarked.filter((tag) => tag[0] === "a").at(-1);
  return [...ids.slice(-1), ...(ids.length <= 1 && lastAddress ? [lastAddress] : [])];
}
