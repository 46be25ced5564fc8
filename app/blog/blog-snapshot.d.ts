// The blog snapshot, as the build provides it to the pre-rendering loaders (builder/vite/blog-snapshot-plugin.mjs):
// the file the snapshot step wrote, read and parsed. Only React Router's render at build time imports it.
declare module "virtual:blog-snapshot" {
  export function readBlogSnapshot(): Promise<import("./build-data.server").BlogBuildData | null>;
}
