import data from "./partners.json";
import type { Partner } from "./types";

/**
 * Open-source projects and protocols of the ecosystem the app is built on, shown as local
 * wordmarks (public/landing/partners). Listing a project is not a claim of its endorsement.
 * The entries live in ./partners.json. Their names are brand names, shown (and used as the logos' alt text) as they
 * are in every language; the words around the strip are the catalogue's (`home.partners.*`).
 */
export const partners: Partner[] = data;
