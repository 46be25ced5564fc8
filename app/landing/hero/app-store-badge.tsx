import { APP_STORE_URL } from "../../config";
import { useT } from "../../i18n/messages";

/**
 * A "Download on the App Store" badge drawn for the site, linking to the store page. Its two lines of text are
 * two messages (`home.hero.badge.line1` / `.line2`: the badge's layout, not a sentence built in code; word order
 * may move "App Store" to the first line); the whole sentence is its accessible name (`home.hero.badge.label`).
 * The badge keeps its left-to-right layout (logo first) on right-to-left pages.
 */
export function AppStoreBadge() {
  const t = useT("home");
  return (
    <a
      href={APP_STORE_URL}
      rel="noopener noreferrer"
      className="inline-block rounded-[10px] transition-transform hover:-translate-y-0.5"
    >
      <svg
        viewBox="0 0 160 48"
        width="160"
        height="48"
        role="img"
        aria-label={t("home.hero.badge.label")}
        focusable="false"
        direction="ltr"
        className="block"
      >
        <rect x="0.5" y="0.5" width="159" height="47" rx="9.5" fill="#000" stroke="#a6a6a6" />
        <path
          fill="#fff"
          d="M30.1 24.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9s-2-.9-3.3-.9c-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4Zm-2.5-7.5c.7-.9 1.2-2 1.1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1.1 3.1 1.1.1 2.3-.6 3-1.4Z"
        />
        <text x="44" y="20" fill="#fff" fontFamily="system-ui, -apple-system, sans-serif" fontSize="9.5">
          {t("home.hero.badge.line1")}
        </text>
        <text
          x="43.5"
          y="37"
          fill="#fff"
          fontFamily="system-ui, -apple-system, sans-serif"
          fontSize="18.5"
          fontWeight="600"
          letterSpacing="-0.3"
        >
          {t("home.hero.badge.line2")}
        </text>
      </svg>
    </a>
  );
}
