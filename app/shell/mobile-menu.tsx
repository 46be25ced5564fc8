import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { dropdowns } from "../content/dropdowns";
import { navigation } from "../content/navigation";
import { PRODUCT_NAME } from "../config";
import { DropdownPanel } from "./dropdown-panel";
import { ariaCurrentFor, useCurrentTab } from "./nav-state";
import { SocialLinks } from "./social-links";
import { LanguageList } from "./language-switcher";
import { useAddressKey } from "./address-key";
import { useFocusTrap } from "./use-focus-trap";
import { useScrollLock } from "./use-scroll-lock";
import { LocalLink } from "../i18n/local-link";
import { useT } from "../i18n/messages";

/**
 * Below 768 px: a full-screen menu with the same navigation and dropdown items. The browser opens and closes it
 * itself (a popover: its buttons name it with `popovertarget`), before the page has hydrated and without scripts
 * (docs/decisions/menus-from-html.md). In the top layer when open, so the top bar's backdrop blur does not confine
 * it to the bar. Once hydrated it also locks the page's scroll, keeps Tab inside, closes on Escape with the focus
 * back on its button, and closes on any navigation.
 */
export function MobileMenu() {
  const { key } = useLocation();
  // The menu is open for the location it was opened at: a navigation closes it in the same render, so the page's
  // scroll is released before the new page scrolls to its top or its hash.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const current = useCurrentTab();
  const t = useT("shell");
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useScrollLock(open);
  useFocusTrap(panel, open);

  /** Opens or closes it; a browser without the Popover API (Safari before 17) by its `open` attribute (app.css). */
  const show = (shown: boolean) => {
    const element = panel.current;
    if (!element) return;
    if (typeof element.togglePopover === "function") {
      element.togglePopover(shown);
    } else {
      element.toggleAttribute("open", shown);
      setOpenAt(shown ? key : null);
    }
  };
  const withoutPopovers = (shown: boolean) => () => {
    if (typeof panel.current?.togglePopover !== "function") show(shown);
  };
  const close = () => {
    show(false);
    toggle.current?.focus();
  };

  // Opened before the page hydrated (a tap while the code was on its way): the browser's state is the truth.
  useLayoutEffect(() => {
    const element = panel.current;
    const shown = typeof element?.togglePopover === "function" && element.matches(":popover-open");
    if (shown) setOpenAt(key);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Any navigation closes it (not hydration: see above).
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    show(false);
    // `show` is this render's; only a new location matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  return (
    <div className="md:hidden">
      <button
        ref={toggle}
        type="button"
        popoverTarget="mobile-menu"
        onClick={withoutPopovers(true)}
        className="flex size-11 items-center justify-center rounded-full text-text hover:bg-panel-2"
      >
        <span className="sr-only">{t("shell.menu.open")}</span>
        <LineIcon path="M4 7h16M4 12h16M4 17h16" />
      </button>
      <div
        ref={panel}
        id="mobile-menu"
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={t("shell.menu.label")}
        onToggle={(event) => setOpenAt(event.newState === "open" ? key : null)}
        // The popover's own box (fit to content, centred, bordered, Canvas colours) replaced by the screen's.
        className="fixed inset-0 z-50 m-0 hidden h-auto w-auto flex-col overflow-y-auto bg-ink p-0 text-text open:flex"
      >
        <div className="flex h-topbar shrink-0 items-center justify-between border-b border-line px-4">
          <span className="text-lg font-bold">{PRODUCT_NAME}</span>
          <button
            type="button"
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
            onClick={withoutPopovers(false)}
            className="flex size-11 items-center justify-center rounded-full hover:bg-panel-2"
          >
            <span className="sr-only">{t("shell.menu.close")}</span>
            <LineIcon path="M6 6l12 12M18 6 6 18" />
          </button>
        </div>
        <nav aria-label={t("shell.nav.mobile")} className="flex-1 px-4 py-4">
          <ul key={useAddressKey()} className="space-y-4">
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
                  titled={false}
                  className="mt-1"
                />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageList />
        <SocialLinks className="justify-center border-t border-line py-3" />
      </div>
    </div>
  );
}

/** The menu's line icons (open, close), drawn in the text colour; decorative, the button's text names it. */
function LineIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={path} strokeLinecap="round" />
    </svg>
  );
}
