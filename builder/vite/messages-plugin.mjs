// Build-time only: a Vite plugin, registered in vite.config.ts. It compiles the catalogues (catalogue.mjs) into one
// small module per language and area ("virtual:messages/es/blog"): the browser loads only its language's areas
// that a page needs; the pre-rendering build imports them all (docs/languages.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildDir } from "../build-dir.mjs";
import {
  areaOf,
  compileMessages,
  messagesOfArea,
  pseudoCatalogue,
  readCatalogues,
  SOURCE_TAG,
} from "../i18n/catalogue.mjs";

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
  // "{tag}/{area}" -> the browser build's file of it and the files that imports (the message runtime's helpers),
  // for the pre-rendered pages' preloads. React Router builds the browser's files first, then the pre-rendering
  // build (with its own plugin instances): the list goes through a file beside the site (not in it).
  const chunkList = path.join(buildDir(), "message-chunks.json");
  let command = "build";
  return {
    name: "messages",
    configResolved(config) {
      command = config.command;
    },
    generateBundle(_, bundle) {
      if (this.environment?.config.consumer === "server") return;
      const chunkFiles = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.facadeModuleId?.startsWith(`${RESOLVED}/`)) {
          // Its imports too: found only once the chunk has arrived, they would cost hydration a round trip.
          chunkFiles[chunk.facadeModuleId.slice(RESOLVED.length + 1)] = [chunk.fileName, ...chunk.imports].map(
            (file) => `/${file}`,
          );
        }
      }
      mkdirSync(path.dirname(chunkList), { recursive: true });
      writeFileSync(chunkList, JSON.stringify(chunkFiles));
    },
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
            `export const load = (name) => Promise.reject(new Error(\`no messages for \${name}\`));`,
            `export const chunkFiles = ${existsSync(chunkList) ? readFileSync(chunkList, "utf8") : "{}"};`,
          ].join("\n");
        }
        // In the browser, each module by its address: a dynamic import of a file name Vite does not see, so the
        // page carries no module-preload helper for it (a dynamic import Vite sees brings 0.7 KB gzip). In the
        // development server, plain imports.
        if (command === "serve") {
          return [
            `export const eager = {};`,
            `export const chunkFiles = {};`,
            `const loaders = {${names.map((name) => `"${name}": () => import("${ID}/${name}")`).join(", ")}};`,
            `export const load = (name) => loaders[name]();`,
          ].join("\n");
        }
        const files = names.map(
          // The signature kept: each module is loaded for its default export, which nothing else imports.
          (name) =>
            `"${name}": import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: "chunk", id: `${ID}/${name}`, preserveSignature: "strict" })}`,
        );
        return [
          `export const eager = {};`,
          `export const chunkFiles = {};`,
          `const files = {${files.join(", ")}};`,
          `export const load = (name) => files[name] ? import(/* @vite-ignore */ files[name]) : Promise.reject(new Error(\`no messages for \${name}\`));`,
        ].join("\n");
      }
      const [tag, area] = id.slice(RESOLVED.length + 1).split("/");
      // A message a translation still lacks is said in English (the catalogue checks fail the tests meanwhile).
      return compileMessages(tag, messagesOfArea({ ...source, ...all[tag]?.messages }, area));
    },
  };
}
