import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { dropdowns } from "../content/dropdowns";
import { navigation } from "../content/navigation";
import { PRODUCT_NAME } from "../config";
import { DropdownPanel } from "./dropdown-panel";
import { ariaCurrentFor, useCurrentTab } from "./nav-state";
import { SocialLinks } from "./social-links";
import { LanguageList } from "./language-switcher";
import { useFocusTrap } from "./use-focus-trap";
import { useScrollLock } from "./use-scroll-lock";
import { LocalLink } from "../i18n/local-link";
import { useT } from "../i18n/messages";

/** Below 768 px: a full-screen menu with the same navigation and dropdown items. */
export function MobileMenu() {
  const location = useLocation();
  // The menu is open for the location it was opened at: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const current = useCurrentTab();
  const t = useT("shell");
  const dialogRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useScrollLock(open);
  useFocusTrap(dialogRef, open);

  const close = () => {
    setOpenAt(null);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        // Names the menu only while it is on the page (a closed menu is not rendered).
        aria-controls={open ? "mobile-menu" : undefined}
        onClick={() => setOpenAt(location.key)}
        className="flex size-11 items-center justify-center rounded-full text-text hover:bg-panel-2"
      >
        <span className="sr-only">{t("shell.menu.open")}</span>
        <LineIcon path="M4 7h16M4 12h16M4 17h16" />
      </button>
      {/* Portalled to <body>: the top bar's backdrop blur would otherwise confine a fixed overlay to the bar. */}
      {open &&
        createPortal(
          <div
            ref={dialogRef}
            id="mobile-menu"
            role="dialog"
            aria-modal="true"
            aria-label={t("shell.menu.label")}
            className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-ink"
          >
            <div className="flex h-topbar shrink-0 items-center justify-between border-b border-line px-4">
              <span className="text-lg font-bold">{PRODUCT_NAME}</span>
              <button
                type="button"
                onClick={close}
                className="flex size-11 items-center justify-center rounded-full hover:bg-panel-2"
              >
                <span className="sr-only">{t("shell.menu.close")}</span>
                <LineIcon path="M6 6l12 12M18 6 6 18" />
              </button>
            </div>
            <nav aria-label={t("shell.nav.mobile")} className="flex-1 px-4 py-4">
              <ul className="space-y-4">
                {navigation.map((item) => (
                  <li key={item.id} className="border-b border-line pb-4">
                    <LocalLink
                      to={item.href}
                      aria-current={ariaCurrentFor(item, current)}
                      className="block rounded-lg px-3 py-2 text-xl font-semibold aria-[current]:text-accent-400"
                    >
                      {t(`shell.nav.${item.id}`)}
                    </LocalLink>
                    <DropdownPanel
                      id={`mobile-panel-${item.id}`}
                      tab={item.id}
                      group={dropdowns[item.id]}
                      className="mt-1"
                    />
                  </li>
                ))}
              </ul>
            </nav>
            <LanguageList />
            <SocialLinks className="justify-center border-t border-line py-3" />
          </div>,
          document.body,
        )}
    </div>
  );
}

/** The menu's line icons (open, close), drawn in the text colour; decorative, the button's text names it. */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={path} strokeLinecap="round" />
    </svg>
  );
}
