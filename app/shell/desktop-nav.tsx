import { navigation } from "../content/navigation";
import { NavTab } from "./nav-tab";
import { ariaCurrentFor, useCurrentTab } from "./nav-state";

export function DesktopNav() {
  const current = useCurrentTab();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {navigation.map((item) => (
          <NavTab key={item.id} item={item} ariaCurrent={ariaCurrentFor(item, current)} />
        ))}
      </ul>
    </nav>
  );
}
