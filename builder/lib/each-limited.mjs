// Plain JavaScript, so the build's own scripts share it (builder/postbuild/90-csp.mjs) with the app's server code
// (builder/blog/images.ts). Six lines do what a pool library would; not worth a dependency of the build.

/**
 * Runs `work` on every item, at most `limit` at a time, in the items' order of starting; rejects with the first
 * failure (the items already started run on).
 * @template T
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} work
 * @returns {Promise<void>}
 */
export async function eachLimited(items, limit, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
