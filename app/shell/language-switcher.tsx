import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { Locale } from "../i18n/locales";
import { useThisPageIn } from "../i18n/local-link";
import { useLocalePath, useT } from "../i18n/messages";
import { SITE_LOCALES } from "../i18n/site-locales";
import { ChevronDown, GlobeIcon } from "./icons";
import { useAddressKey } from "./address-key";
import { useEscapeCloses } from "./use-escape-closes";

/** The same page in each language: its address there, with the page's query and fragment. */
function useLanguageLinks(): { locale: Locale; href: string; current: boolean }[] {
  const { locale: current } = useLocalePath();
  const thisPageIn = useThisPageIn();
  return SITE_LOCALES.map((locale) => ({
    locale,
    href: thisPageIn(locale),
    current: locale === current,
  }));
}

/**
 * One language's link, named in itself and marked with its language for screen readers and the browser. The name
 * keeps its own direction inside it (Arabic reads right to left on an English page), while the link lines up with
 * the list, at the page's start: an Arabic or Persian name sat at the right of an English page's list.
 */
function LanguageLink({
  locale,
  href,
  current,
  onClick,
}: ReturnType<typeof useLanguageLinks>[number] & {
  onClick?: () => void;
}) {
  return (
    <Link
      to={href}
      lang={locale.tag}
      hrefLang={locale.tag}
      aria-current={current ? "true" : undefined}
      onClick={onClick}
      className="block rounded-lg px-3 py-2 text-start text-text hover:bg-panel-2 focus-visible:bg-panel-2 aria-[current]:font-semibold aria-[current]:text-accent-400"
    >
      <bdi dir={locale.dir}>{locale.name}</bdi>
    </Link>
  );
}

/**
 * The top bar's language switcher: a disclosure (works without JavaScript, by keyboard and screen reader) listing
 * every language by its own name; each leads to the same page in that language. Escape closes it.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const t = useT("shell");
  const links = useLanguageLinks();
  const current = links.find((link) => link.current)!.locale;
  const details = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const addressKey = useAddressKey();
  const openedAt = useRef(key);
  // A navigation (a language chosen) closes it; not hydration, which may find it opened before scripts ran.
  useEffect(() => {
    if (openedAt.current === key) return;
    openedAt.current = key;
    if (details.current) details.current.open = false;
  }, [key]);
  useEscapeCloses(details);
  return (
    <details ref={details} className={`group relative ${className}`}>
      <summary
        aria-label={t("shell.language.current", { language: current.name })}
        className="flex h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm text-muted hover:bg-panel-2 hover:text-text [&::-webkit-details-marker]:hidden"
      >
        <GlobeIcon />
        <span lang={current.tag}>{current.name}</span>
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul
        key={addressKey}
        aria-label={t("shell.language.label")}
        className="absolute end-0 top-full z-50 mt-2 max-h-[70dvh] w-56 overflow-y-auto rounded-2xl border border-line bg-panel p-2 shadow-2xl shadow-black/50"
      >
        {links.map((link) => (
          <li key={link.locale.tag}>
            <LanguageLink {...link} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The mobile menu's languages: every language by its own name, as a list. */
export function LanguageList() {
  const t = useT("shell");
  return (
    <section aria-labelledby="mobile-languages" className="px-4 pb-4">
      <h2 id="mobile-languages" className="px-3 pb-2 text-xs font-semibold tracking-wider text-muted uppercase">
        {t("shell.language.label")}
      </h2>
      <ul key={useAddressKey()} className="grid grid-cols-2 gap-1">
        {useLanguageLinks().map((link) => (
          <li key={link.locale.tag}>
            <LanguageLink {...link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
