import data from "./dropdowns.json";
import type { DropdownGroup, NavigationItem } from "./types";

/** The navigation tabs' dropdown panels: a title and links, by tab (the text lives in ./dropdowns.json). */
export const dropdowns: Record<NavigationItem["id"], DropdownGroup> = data;
