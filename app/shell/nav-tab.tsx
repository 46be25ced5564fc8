import { useEffect, useRef, type FocusEvent } from "react";
import { dropdowns } from "../content/dropdowns";
import type { NavigationItem } from "../content/types";
import { DropdownPanel } from "./dropdown-panel";
import { ChevronDown } from "./icons";
import { useEscapeCloses } from "./use-escape-closes";
import { LocalLink } from "../i18n/local-link";
import { useT } from "../i18n/messages";

/** The pointer may leave a tab for this long and come back before its dropdown closes. */
export const DROPDOWN_CLOSE_DELAY_MS = 100;

interface NavTabProps {
  item: NavigationItem;
  ariaCurrent: "page" | "location" | undefined;
}

/**
 * A desktop tab: a link, and a dropdown that opens from its disclosure (a `<details>`, which the browser opens and
 * closes by itself: before the page has hydrated, and without scripts). Once hydrated it also opens on hover and
 * closes 100 ms after the pointer leaves, when the focus leaves it, on Escape and when one of its links is followed.
 */
export function NavTab({ item, ariaCurrent }: NavTabProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const t = useT("shell");
  const label = t(`shell.nav.${item.id}`);

  const setOpen = (open: boolean) => {
    if (details.current) details.current.open = open;
  };
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeLater = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  useEscapeCloses(details);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li>
      <div className="relative" onMouseEnter={openNow} onMouseLeave={closeLater} onBlur={onBlur}>
        <div className="flex items-center">
          <LocalLink
            to={item.href}
            aria-current={ariaCurrent}
            className="rounded-s-full py-2 ps-4 pe-1 text-sm font-medium text-muted transition-colors hover:text-text aria-[current]:text-accent-400"
          >
            {label}
          </LocalLink>
          <details ref={details} className="group">
            <summary
              aria-label={t("shell.nav.tabMenu", { tab: label })}
              className="flex h-9 w-7 cursor-default list-none items-center justify-center rounded-e-full text-muted hover:text-text [&::-webkit-details-marker]:hidden"
            >
              <ChevronDown className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            {/* Positioned by the tab (the `relative` box above), under its link and button. */}
            <DropdownPanel
              id={`nav-panel-${item.id}`}
              tab={item.id}
              group={dropdowns[item.id]}
              onNavigate={() => setOpen(false)}
              className="absolute top-full start-0 mt-2 w-72 rounded-2xl border border-line bg-panel p-2 shadow-2xl shadow-black/50"
            />
          </details>
        </div>
      </div>
    </li>
  );
}
