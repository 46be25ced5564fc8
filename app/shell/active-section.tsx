import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { SectionId } from "../content/types";

interface ActiveSectionState {
  activeSection: SectionId | null;
  setActiveSection: (id: SectionId | null) => void;
}

const ActiveSectionContext = createContext<ActiveSectionState>({
  activeSection: null,
  setActiveSection: () => {},
});

/** Holds the landing page's active section so the shell can highlight the matching tab. */
export function ActiveSectionProvider({ children }: { children: ReactNode }) {
  const [activeSection, setActiveSection] = useState<SectionId | null>(null);
  const value = useMemo(() => ({ activeSection, setActiveSection }), [activeSection]);
  return <ActiveSectionContext.Provider value={value}>{children}</ActiveSectionContext.Provider>;
}

export function useActiveSection(): ActiveSectionState {
  return useContext(ActiveSectionContext);
}
