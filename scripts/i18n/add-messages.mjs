// Adds (or replaces) English messages in app/i18n/messages/en.json from a JSON file of key -> ICU message, under a
// lock, so several people (or agents) extracting strings at once never lose each other's messages.
// Usage: node scripts/i18n/add-messages.mjs messages.json
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MESSAGES_DIR, catalogueJson } from "../../app/i18n/catalogue.mjs";

const file = join(MESSAGES_DIR, "en.json");
const lock = `${file}.lock`;
const added = JSON.parse(readFileSync(process.argv[2], "utf8"));
for (let tries = 0; ; tries += 1) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 200) throw new Error(`${lock}: still locked`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  const catalogue = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, catalogueJson({ ...catalogue, ...added }));
  console.log(`${Object.keys(added).length} messages added to ${file}`);
} finally {
  rmdirSync(lock);
}
