import type { ReactNode } from "react";
import { ActiveSectionProvider } from "./active-section";
import { Footer } from "./footer";
import { TopBar } from "./top-bar";
import { LanguageNote } from "./language-note";
import { useHashScroll } from "./use-hash-scroll";
import { useT } from "../i18n/messages";

export function Shell({ children }: { children: ReactNode }) {
  useHashScroll();
  const t = useT("shell");
  return (
    <ActiveSectionProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-lg focus:bg-accent-600 focus:px-4 focus:py-2 focus:text-white"
      >
        {t("shell.skipToContent")}
      </a>
      <TopBar />
      <LanguageNote />
      <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
        {children}
      </main>
      <Footer />
    </ActiveSectionProvider>
  );
}
