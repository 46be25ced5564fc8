import type { SectionId } from "../../content/types";
import type { Locale } from "../../i18n/locales";

/**
 * The address of a section's phone screen in a language: the build draws every language's screens from the
 * templates and screenshots of app/content/screens/ (builder/screens/), under its address prefix ("en" for English).
 */
export function screenPath(id: SectionId, locale: Locale): string {
  return `/landing/screens/${locale.prefix || "en"}/${id}.webp`;
}
