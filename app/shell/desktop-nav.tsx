import { navigation } from "../content/navigation";
import { NavTab } from "./nav-tab";
import { ariaCurrentFor, useCurrentTab } from "./nav-state";
import { useT } from "../i18n/messages";
import { useAddressKey } from "./address-key";

export function DesktopNav() {
  const current = useCurrentTab();
  const t = useT("shell");
  return (
    <nav aria-label={t("shell.nav.main")} className="hidden md:block">
      <ul key={useAddressKey()} className="flex items-center gap-1">
        {navigation.map((item) => (
          <NavTab key={item.id} item={item} ariaCurrent={ariaCurrentFor(item, current)} />
        ))}
      </ul>
    </nav>
  );
}
