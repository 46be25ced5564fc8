/** Loads a module from its own chunk, by its address (chunk-loader-plugin.mjs). */
declare module "*?loader" {
  const load: () => Promise<unknown>;
  export default load;
  /** The module itself in the pre-rendering build, which renders it at once; undefined in the browser. */
  export const bundled: unknown;
}
