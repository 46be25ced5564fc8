/** The compiled catalogues (messages-plugin.mjs): "{tag}/{area}" -> the area's messages. */
declare module "virtual:messages" {
  type Compiled = Record<string, (values?: Record<string, unknown>) => string>;
  /** In the pre-rendering build: every language's every area, loaded. */
  export const eager: Record<string, Compiled>;
  /** In the pre-rendering build: the browser's file of each, then the files it imports (for preloads). */
  export const chunkFiles: Record<string, string[]>;
  /** In the browser: the module of "{tag}/{area}"; rejects for one the site does not have. */
  export function load(name: string): Promise<{ default: Compiled }>;
}
