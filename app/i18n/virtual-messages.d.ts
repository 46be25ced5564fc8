/** The compiled catalogues (messages-plugin.mjs): "{tag}/{area}" -> the area's messages. */
declare module "virtual:messages" {
  type Compiled = Record<string, (values?: Record<string, unknown>) => string>;
  /** In the pre-rendering build: every language's every area, loaded. */
  export const eager: Record<string, Compiled>;
  /** In the browser: a loader for each. */
  export const loaders: Record<string, () => Promise<{ default: Compiled }>>;
}
