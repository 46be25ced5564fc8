import data from "./partners.json";
import type { Partner } from "./types";

/**
 * Open-source projects and protocols of the ecosystem the app is built on, shown as local
 * wordmarks (public/landing/partners). Listing a project is not a claim of its endorsement.
 * The entries live in ./partners.json.
 */
export const partners: Partner[] = data;
