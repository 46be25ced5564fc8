import { navigation } from "../content/navigation";
import { LocalLink } from "../i18n/local-link";
import { useT } from "../i18n/messages";
import { LanguageList } from "./language-switcher";
import { LineIcon } from "./mobile-menu";
import { ariaCurrentFor, useCurrentTab } from "./nav-state";

/**
 * The phone's menu for a browser that runs no script (Tor Browser at its Safest level): the scripted menu's
 * button does nothing there, and is hidden (app.css, `scripting: none`). A disclosure the browser opens and
 * closes, over the top bar where that button is, with the tabs and the languages. No dropdown items: they are the
 * tabs' own pages and sections, and would add kilobytes of HTML to every page for the few who read it so.
 *
 * Its list of tabs repeats the scripted menu's (`MobileMenu`, without the dropdown items) rather than sharing a
 * component with it: the shared component, with its switch for the items, measured 32 B more of gzip on `/`, whose
 * JavaScript is 8 B under its budget (docs/decisions/menu-without-scripts.md).
 *
 * Written by the build only, as a child of <body>, where React 19 hydrates past an element it did not render
 * (as it does past a browser extension's); in the browser, with scripts, a <noscript> is inert text. So it costs
 * the page's JavaScript nothing: the client bundle never has this code (the Shell renders it only when
 * `import.meta.env.SSR`).
 */
export function MenuWithoutScripts() {
  const t = useT("shell");
  const current = useCurrentTab();
  return (
    <noscript>
      <details className="group md:hidden">
        <summary className="fixed end-4 top-0 z-50 flex h-topbar cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden">
          <span className="flex size-11 items-center justify-center rounded-full text-text hover:bg-panel-2">
            <span className="sr-only">{t("shell.menu.label")}</span>
            {/* The scripted menu's icons: its button's, and its close button's. */}
            <span className="group-open:hidden">
              <LineIcon path="M4 7h16M4 12h16M4 17h16" />
            </span>
            <span className="hidden group-open:block">
              <LineIcon path="M6 6l12 12M18 6 6 18" />
            </span>
          </span>
        </summary>
        <div className="fixed inset-x-0 top-topbar bottom-0 z-50 overflow-y-auto bg-ink">
          <nav aria-label={t("shell.nav.mobile")} className="px-4 py-4">
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
                </li>
              ))}
            </ul>
          </nav>
          <LanguageList />
        </div>
      </details>
    </noscript>
  );
}
