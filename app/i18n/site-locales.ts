import { PSEUDO_LOCALE } from "../config";
import { siteLocales } from "./locales";

/** The languages this build publishes: every language, and the pseudo-locale in demo and test builds. */
export const SITE_LOCALES = siteLocales(PSEUDO_LOCALE);
