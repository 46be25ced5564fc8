import type { NavigationItem } from "../content/types";
import { useActiveSection } from "./active-section";
import { useLocalePath } from "../i18n/messages";

/** Which tab is current: Blog on /blog pages, the active landing section's tab on /, in every language. */
export function useCurrentTab(): NavigationItem["id"] | null {
  const { path: pathname } = useLocalePath();
  const { activeSection } = useActiveSection();
  if (pathname === "/blog" || pathname.startsWith("/blog/")) return "blog";
  if (pathname !== "/") return null;
  switch (activeSection) {
    case "wallet":
    case "social":
    case "esims":
    case "vpns":
      return activeSection;
    default:
      return null;
  }
}

export function ariaCurrentFor(item: NavigationItem, current: NavigationItem["id"] | null) {
  if (item.id !== current) return undefined;
  return item.id === "blog" ? ("page" as const) : ("location" as const);
}
