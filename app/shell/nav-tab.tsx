import { useEffect, useRef, useState, type FocusEvent } from "react";
import { dropdowns } from "../content/dropdowns";
import type { NavigationItem } from "../content/types";
import { DropdownPanel } from "./dropdown-panel";
import { ChevronDown } from "./icons";
import { LocalLink } from "../i18n/local-link";
import { useT } from "../i18n/messages";

/** The pointer may leave a tab for this long and come back before its dropdown closes. */
export const DROPDOWN_CLOSE_DELAY_MS = 100;

interface NavTabProps {
  item: NavigationItem;
  ariaCurrent: "page" | "location" | undefined;
}

/** A desktop tab: a link, and a dropdown that opens on hover or from its disclosure button. */
export function NavTab({ item, ariaCurrent }: NavTabProps) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `nav-panel-${item.id}`;
  const group = dropdowns[item.id];
  const t = useT("shell");
  const label = t(`shell.nav.${item.id}`);

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

  // Escape closes an open panel and returns focus to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      cancelClose();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

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
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={t("shell.nav.tabMenu", { tab: label })}
            onClick={() => (open ? setOpen(false) : openNow())}
            className="flex h-9 w-7 items-center justify-center rounded-e-full text-muted hover:text-text"
          >
            <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
          </button>
        </div>
        {/* On the page only while open: closed, it is hidden with or without scripts, and five panels of links
            no one sees would add 4.8 KB to every page's HTML. Its links are the tabs' own pages and sections. */}
        {open && (
          <DropdownPanel
            id={panelId}
            tab={item.id}
            group={group}
            onNavigate={() => setOpen(false)}
            className="absolute top-full start-0 mt-2 w-72 rounded-2xl border border-line bg-panel p-2 shadow-2xl shadow-black/50"
          />
        )}
      </div>
    </li>
  );
}
