import { Link } from "react-router";
import type { DropdownGroup } from "../content/types";

interface DropdownPanelProps {
  id: string;
  group: DropdownGroup;
  onNavigate?: () => void;
  className?: string;
}

/** A dropdown's title and items (name and description), shared by the desktop tabs and the mobile menu. */
export function DropdownPanel({ id, group, onNavigate, className = "" }: DropdownPanelProps) {
  return (
    <div id={id} className={className}>
      <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-muted">{group.title}</p>
      <ul>
        {group.items.map((item) => (
          <li key={item.name}>
            <Link
              to={item.path}
              onClick={onNavigate}
              className="block rounded-lg px-3 py-2 transition-colors hover:bg-panel-2 focus-visible:bg-panel-2"
            >
              <span className="block font-medium text-text">{item.name}</span>
              <span className="block text-sm text-muted">{item.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
