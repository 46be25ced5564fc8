import type { NavigationItem } from "./types";

export const navigation: NavigationItem[] = [
  { id: "wallet", label: "Wallet", href: "/#wallet" },
  { id: "social", label: "Social", href: "/#social" },
  { id: "esims", label: "eSIMs", href: "/#esims" },
  { id: "vpns", label: "VPNs", href: "/#vpns" },
  { id: "blog", label: "Blog", href: "/blog" },
];
