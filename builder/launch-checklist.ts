import { APP_STORE_ID, SITE_URL, SITE_URL_PLACEHOLDER } from "../app/config";
import { company } from "../app/content/company";
import { SUPPORT_EMAIL } from "../app/content/faq";
import { readCatalogues, unreviewed, untranslated } from "./i18n/catalogue.mjs";

/** A setting that shipped with a stand-in value, and the value it has now. */
export interface LaunchSetting {
  name: string;
  /** The file that sets it. */
  file: string;
  /** The stand-in value the site was drafted with. */
  placeholder: string;
  value: string;
}

const socialUrl = (platform: string) => company.socialLinks.find((link) => link.platform === platform)?.url ?? "";

/**
 * The launch checklist: every setting that holds a stand-in until the owners set the real one.
 * A production build warns once for each that still does (launch-checklist-plugin.mjs).
 */
export const LAUNCH_SETTINGS: LaunchSetting[] = [
  { name: "SITE_URL", file: "app/config.ts", placeholder: SITE_URL_PLACEHOLDER, value: SITE_URL },
  { name: "APP_STORE_ID", file: "app/config.ts", placeholder: "6479453981", value: APP_STORE_ID },
  {
    name: "X (Twitter) link",
    file: "app/content/company.ts",
    placeholder: "https://x.com/embercash",
    value: socialUrl("twitter"),
  },
  {
    name: "GitHub link",
    file: "app/content/company.ts",
    placeholder: "https://github.com/embercash",
    value: socialUrl("github"),
  },
  {
    name: "nostr link",
    file: "app/content/company.ts",
    placeholder: "https://njump.me/ember.cash",
    value: socialUrl("nostr"),
  },
  { name: "SUPPORT_EMAIL", file: "app/content/faq.ts", placeholder: "support@ember.cash", value: SUPPORT_EMAIL },
];

/** One warning for each setting still at its stand-in value. */
export function launchWarnings(settings: LaunchSetting[] = LAUNCH_SETTINGS): string[] {
  return settings
    .filter(({ placeholder, value }) => value === placeholder)
    .map(
      ({ name, file, placeholder }) => `launch checklist: ${name} (${file}) is still the placeholder ${placeholder}`,
    );
}

/** One warning for each language whose catalogue no native speaker has reviewed yet (docs/languages.md). */
export function reviewWarnings(languages: string[] = unreviewed(readCatalogues())): string[] {
  return languages.map(
    (tag) =>
      `launch checklist: the ${tag} translation (app/i18n/messages/${tag}.json) is not reviewed by a native speaker yet`,
  );
}

/**
 * One warning for each language with messages still in English: added or changed in English since its
 * translation, named in its catalogue's `@metadata.needsTranslation` (docs/languages.md, "Translators").
 */
export function translationWarnings(counts: Record<string, number> = untranslated(readCatalogues())): string[] {
  return Object.entries(counts).map(
    ([tag, count]) =>
      `launch checklist: the ${tag} translation has ${count} message${count === 1 ? "" : "s"} still in English ` +
      `(app/i18n/messages/${tag}.json, @metadata.needsTranslation)`,
  );
}

/**
 * Everything the launch checklist warns of: settings at their stand-in values, translations not reviewed,
 * messages not translated yet.
 */
export function launchChecklist(): string[] {
  return [...launchWarnings(), ...reviewWarnings(), ...translationWarnings()];
}
