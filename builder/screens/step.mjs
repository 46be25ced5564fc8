// The landing's screens of every language the build published: /landing/screens/{prefix}/{id}.webp ("en" for
// English), from builder/screens/screens.mjs. The landing names them by its own language (app/landing/mockup/).
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pseudoCatalogue, readCatalogues } from "../i18n/catalogue.mjs";
import { runnerImport } from "vite";
import { eachLimited } from "../lib/each-limited.mjs";
import { drawScreen, fillTemplate, screenSource } from "./screens.mjs";

/** The screens, in page order (app/content/sections.ts names the same ids). */
export const SCREEN_IDS = ["hero", "wallet", "social", "esims", "vpns", "faq"];

/** The folder of a language's screens under /landing/screens/: its address prefix, "en" for English. */
export const screenFolder = (prefix) => prefix || "en";

/**
 * The screens to draw for the languages whose landing the build wrote (`{prefix}/index.html`), and the text they
 * draw (for the fonts). `draw()` writes them.
 */
export async function planScreens({ clientDir, productName }) {
  const catalogues = readCatalogues();
  const english = catalogues.en.messages;
  const pseudo = pseudoCatalogue(catalogues.en);
  const { module: locales } = await runnerImport(path.resolve("app/i18n/locales.ts"), {
    configFile: false,
    logLevel: "silent",
  });
  const languages = locales
    .siteLocales(true)
    .filter((locale) => existsSync(path.join(clientDir, locale.prefix, "index.html")))
    .map((locale) => ({
      ...locale,
      lang: locale.tag === pseudo.tag ? "en" : locale.tag,
      messages: locale.tag === pseudo.tag ? pseudo.messages : catalogues[locale.tag].messages,
      english,
      productName,
    }));
  const jobs = [];
  for (const language of languages) {
    for (const id of SCREEN_IDS) {
      const source = screenSource(id, language.tag);
      if (source) jobs.push({ id, language, source });
    }
  }
  let text = "";
  for (const job of jobs) {
    if (job.source.kind === "template") {
      text += fillTemplate(await readFile(job.source.file, "utf8"), job.language).replace(/<[^>]*>/g, "");
    }
  }
  return {
    text,
    async draw() {
      let bytes = 0;
      // Two or more at a time: sharp draws off the main thread.
      await eachLimited(jobs, Math.max(2, availableParallelism()), async (job) => {
        const out = path.join(clientDir, "landing/screens", screenFolder(job.language.prefix), `${job.id}.webp`);
        await mkdir(path.dirname(out), { recursive: true });
        const webp = await drawScreen(job.source, job.language);
        await writeFile(out, webp);
        bytes += webp.length;
      });
      return `${jobs.length} landing screens (${languages.length} languages), ${(bytes / 1e6).toFixed(2)} MB`;
    },
  };
}
