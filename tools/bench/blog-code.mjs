// Recognises the blog's libraries in built JavaScript by strings their code keeps after
// minification (chunk names alone are not reliable: the bundler merges and renames chunks).

export const BLOG_CODE_MARKERS = {
  "nostr-tools": ["relay connection timed out", "relay connection closed"],
  "nostr-wasm": ["WebAssembly.instantiate"],
  // The markdown pipeline as the blog runs it in the markdown worker (remark-parse and micromark, then
  // hast-util-to-html).
  "markdown pipeline": ["Cannot compile unknown node", "micromarkExtensions"],
  "@tanstack/react-query": ["No QueryClient set"],
};

/** The blog libraries whose code is in this JavaScript source. */
export function blogPackagesIn(source) {
  return Object.entries(BLOG_CODE_MARKERS)
    .filter(([, markers]) => markers.some((marker) => source.includes(marker)))
    .map(([name]) => name);
}
