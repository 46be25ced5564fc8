import data from "./dropdowns.json";
import type { DropdownGroup, NavigationItem } from "./types";

/** The navigation tabs' dropdown panels' links, by tab (./dropdowns.json; their words are in the catalogues). */
export const dropdowns: Record<NavigationItem["id"], DropdownGroup> = data;
