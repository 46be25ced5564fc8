import type { NavigationItem } from "./types";

export const navigation: NavigationItem[] = [
  { id: "wallet", href: "/#wallet" },
  { id: "social", href: "/#social" },
  { id: "esims", href: "/#esims" },
  { id: "vpns", href: "/#vpns" },
  { id: "blog", href: "/blog" },
];
