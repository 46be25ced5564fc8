import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import type { SectionId } from "../content/types";

interface ActiveSectionState {
  activeSection: SectionId | null;
  setActiveSection: (id: SectionId | null) => void;
}

/** The active section, kept outside React's context values: components subscribe to it. */
interface ActiveSectionStore {
  get: () => SectionId | null;
  set: (id: SectionId | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createStore(): ActiveSectionStore {
  let active: SectionId | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => active,
    set: (id) => {
      if (id === active) return;
      active = id;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ActiveSectionContext = createContext<ActiveSectionStore>(createStore());

/**
 * Holds the landing page's active section so the shell can highlight the matching tab. The context's value is the
 * store, which never changes: a changed context value reaches every Suspense boundary still waiting to hydrate
 * below it, and React then drops that boundary's pre-rendered HTML for its fallback (the FAQ loaded its code at
 * once, as soon as the first section became active).
 */
export function ActiveSectionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  return <ActiveSectionContext.Provider value={store}>{children}</ActiveSectionContext.Provider>;
}

export function useActiveSection(): ActiveSectionState {
  const store = useContext(ActiveSectionContext);
  const activeSection = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { activeSection, setActiveSection: store.set };
}
