import { PRODUCT_NAME } from "../config";
import { DesktopNav } from "./desktop-nav";
import { EmberMark } from "./icons";
import { MobileMenu } from "./mobile-menu";
import { SocialLinks } from "./social-links";
import { LanguageSwitcher } from "./language-switcher";
import { LocalLink } from "../i18n/local-link";

export function TopBar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-topbar border-b border-line/70 bg-ink/85 backdrop-blur-md">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 md:px-6">
        <LocalLink to="/#hero" className="flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight">
          <EmberMark />
          <span>{PRODUCT_NAME}</span>
        </LocalLink>
        <DesktopNav />
        <div className="hidden items-center md:flex">
          <LanguageSwitcher />
          <SocialLinks className="hidden lg:flex" />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
