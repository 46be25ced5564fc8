import type { DropdownGroup, NavigationItem } from "../content/types";
import { LocalLink } from "../i18n/local-link";
import { useT, type MessageKey } from "../i18n/messages";

interface DropdownPanelProps {
  id: string;
  tab: NavigationItem["id"];
  group: DropdownGroup;
  onNavigate?: () => void;
  className?: string;
  /** The group's title above its items; off in the mobile menu, where the tab's own link just above names the group. */
  titled?: boolean;
}

/** A dropdown's title and items (name and description), shared by the desktop tabs and the mobile menu. */
export function DropdownPanel({ id, tab, group, onNavigate, className = "", titled = true }: DropdownPanelProps) {
  const t = useT("shell");
  const text = (item: string, part: "name" | "description") => t(`shell.dropdown.${tab}.${item}.${part}` as MessageKey);
  return (
    <div id={id} className={className}>
      {titled && (
        <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-muted">
          {t(`shell.dropdown.${tab}.title`)}
        </p>
      )}
      <ul>
        {group.items.map((item) => (
          <li key={item.id}>
            <LocalLink
              to={item.path}
              onClick={onNavigate}
              className="block rounded-lg px-3 py-2 transition-colors hover:bg-panel-2 focus-visible:bg-panel-2"
            >
              <span className="block font-medium text-text">{text(item.id, "name")}</span>
              <span className="block text-sm text-muted">{text(item.id, "description")}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
