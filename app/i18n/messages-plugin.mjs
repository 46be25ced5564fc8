// Build-time only: a Vite plugin, registered in vite.config.ts. It compiles the catalogues (catalogue.mjs) into one
// small module per language and area ("virtual:messages/es/blog"): the browser loads only its language's areas
// that a page needs; the pre-rendering build imports them all (docs/languages.md).
import { areaOf, compileMessages, messagesOfArea, pseudoCatalogue, readCatalogues, SOURCE_TAG } from "./catalogue.mjs";

const ID = "virtual:messages";
const RESOLVED = `\0${ID}`;

/**
 * @param {{ pseudo: boolean, eager?: boolean }} options `pseudo`: also publish the pseudo-locale (development and
 *   tests); `eager`: load every catalogue up front in the browser build too (the unit tests).
 * @returns {import("vite").Plugin}
 */
export function messagesPlugin({ pseudo, eager = false }) {
  const catalogues = () => {
    const all = readCatalogues();
    return pseudo ? { ...all, [pseudoCatalogue(all[SOURCE_TAG]).tag]: pseudoCatalogue(all[SOURCE_TAG]) } : all;
  };
  return {
    name: "messages",
    resolveId(id) {
      return id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : null;
    },
    load(id, options) {
      if (!id.startsWith(RESOLVED)) return null;
      const all = catalogues();
      for (const catalogue of Object.values(all)) this.addWatchFile(catalogue.file);
      const source = all[SOURCE_TAG].messages;
      if (id === RESOLVED) {
        const areas = [...new Set(Object.keys(source).map(areaOf))];
        const names = Object.keys(all).flatMap((tag) => areas.map((area) => `${tag}/${area}`));
        const server = this.environment ? this.environment.config.consumer === "server" : !!options?.ssr;
        if (server || eager) {
          return [
            ...names.map((name, index) => `import m${index} from "${ID}/${name}";`),
            `export const eager = {${names.map((name, index) => `"${name}": m${index}`).join(", ")}};`,
            `export const loaders = {};`,
          ].join("\n");
        }
        return [
          `export const eager = {};`,
          `export const loaders = {${names.map((name) => `"${name}": () => import("${ID}/${name}")`).join(", ")}};`,
        ].join("\n");
      }
      const [tag, area] = id.slice(RESOLVED.length + 1).split("/");
      // A message a translation still lacks is said in English (the catalogue checks fail the tests meanwhile).
      return compileMessages(tag, messagesOfArea({ ...source, ...all[tag]?.messages }, area));
    },
  };
}
